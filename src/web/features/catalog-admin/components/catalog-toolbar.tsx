import { Button, Group } from '@mantine/core';
import { IconHistory, IconPencil, IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { CatalogMode } from '../lib/catalog-mode';

type Props = { mode: CatalogMode; onToggle: (mode: Exclude<CatalogMode, null>) => void; onAdd: () => void };

/**
 * Edit, Add new and Delete (SPEC section 2), and History. Edit, Delete and History are modes,
 * toggle buttons that show they are pressed; Add new opens an empty form at once.
 */
export function CatalogToolbar({ mode, onToggle, onAdd }: Props) {
  const { t } = useTranslation('dashboard');
  return (
    <Group gap="xs" wrap="wrap">
      <Button
        variant={mode === 'edit' ? 'filled' : 'default'}
        aria-pressed={mode === 'edit'}
        leftSection={<IconPencil size={16} aria-hidden />}
        onClick={() => onToggle('edit')}
      >
        {t('catalog.edit')}
      </Button>
      <Button variant="light" leftSection={<IconPlus size={16} aria-hidden />} onClick={onAdd}>
        {t('catalog.add')}
      </Button>
      <Button
        variant={mode === 'delete' ? 'filled' : 'default'}
        color={mode === 'delete' ? 'red' : undefined}
        aria-pressed={mode === 'delete'}
        leftSection={<IconTrash size={16} aria-hidden />}
        onClick={() => onToggle('delete')}
      >
        {t('catalog.delete')}
      </Button>
      <Button
        variant={mode === 'history' ? 'filled' : 'default'}
        aria-pressed={mode === 'history'}
        leftSection={<IconHistory size={16} aria-hidden />}
        onClick={() => onToggle('history')}
      >
        {t('catalog.history')}
      </Button>
    </Group>
  );
}
