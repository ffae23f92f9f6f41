import { Alert } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { CatalogMode } from '../lib/catalog-mode';

type Props = { mode: CatalogMode; edit: string; delete: string };

/** What a click on an element does in the current mode; announced when the mode changes. */
export function ModeHint({ mode, edit, delete: remove }: Props) {
  return (
    <div aria-live="polite">
      {mode !== null && (
        <Alert
          variant="light"
          color={mode === 'edit' ? 'blue' : 'red'}
          icon={mode === 'edit' ? <IconPencil size={18} /> : <IconTrash size={18} />}
          py={8}
          mb="md"
          // Not an alert: the polite region around it reads it out when the mode changes.
          role="none"
        >
          {mode === 'edit' ? edit : remove}
        </Alert>
      )}
    </div>
  );
}
