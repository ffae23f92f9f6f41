import type { ReactNode } from 'react';
import { Button, Group, useMatches } from '@mantine/core';
import { IconSortAscendingNumbers, IconSortDescendingNumbers, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ProductSort } from '@shared/limits';

type Props = { sort: ProductSort | undefined; onSort: (sort: ProductSort) => void; onClear: () => void };

/** Price ascending, descending, and "clear order", which also reloads the list. */
export function SortButtons({ sort, onSort, onClear }: Props) {
  const { t } = useTranslation('catalog');
  // On phones the buttons share the full width instead of stacking one per line.
  const compact = useMatches({ base: true, sm: false });
  const size = compact ? 'xs' : 'sm';
  const grow = compact ? { flex: '1 1 auto' } : undefined;
  const option = (value: ProductSort, label: string, icon: ReactNode) => (
    <Button
      size={size}
      style={grow}
      variant={sort === value ? 'light' : 'default'}
      leftSection={compact ? undefined : icon}
      aria-pressed={sort === value}
      onClick={() => onSort(value)}
    >
      {label}
    </Button>
  );
  return (
    <Group gap={6} wrap="wrap" w={compact ? '100%' : undefined}>
      {option('price_asc', t('toolbar.priceAsc'), <IconSortAscendingNumbers size={16} />)}
      {option('price_desc', t('toolbar.priceDesc'), <IconSortDescendingNumbers size={16} />)}
      <Button
        size={size}
        style={grow}
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
