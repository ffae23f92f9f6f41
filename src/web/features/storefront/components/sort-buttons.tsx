import type { ReactNode } from 'react';
import { Button, Group } from '@mantine/core';
import { IconSortAscendingNumbers, IconSortDescendingNumbers, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ProductSort } from '@shared/limits';
import classes from './sort-buttons.module.css';

type Props = { sort: ProductSort | undefined; onSort: (sort: ProductSort) => void; onClear: () => void };

/** Price ascending, descending, and "clear order", which also reloads the list. */
export function SortButtons({ sort, onSort, onClear }: Props) {
  const { t } = useTranslation('catalog');
  // No size: sort-buttons.module.css sets it, smaller on phones.
  const buttonClasses = { root: classes.button, section: classes.icon };
  const option = (value: ProductSort, label: string, icon: ReactNode) => (
    <Button
      classNames={buttonClasses}
      variant={sort === value ? 'light' : 'default'}
      leftSection={icon}
      aria-pressed={sort === value}
      onClick={() => onSort(value)}
    >
      {label}
    </Button>
  );
  return (
    <Group gap={6} wrap="wrap" className={classes.group}>
      {option('price_asc', t('toolbar.priceAsc'), <IconSortAscendingNumbers size={16} />)}
      {option('price_desc', t('toolbar.priceDesc'), <IconSortDescendingNumbers size={16} />)}
      <Button
        classNames={{ root: classes.button }}
        variant="subtle"
        color="gray"
        leftSection={<IconX size={16} />}
        onClick={onClear}
      >
        {t('toolbar.clearOrder')}
      </Button>
    </Group>
  );
}
