import { Alert } from '@mantine/core';
import { IconHistory, IconPencil, IconTrash } from '@tabler/icons-react';
import type { CatalogMode } from '../lib/catalog-mode';

type Props = { mode: CatalogMode; edit: string; delete: string; history: string };

const looks = {
  edit: { color: 'blue', Icon: IconPencil },
  delete: { color: 'red', Icon: IconTrash },
  history: { color: 'grape', Icon: IconHistory },
};

function ModeIcon({ mode }: { mode: keyof typeof looks }) {
  const { Icon } = looks[mode];
  return <Icon size={18} />;
}

/** What a click on an element does in the current mode; announced when the mode changes. */
export function ModeHint({ mode, ...hints }: Props) {
  return (
    <div aria-live="polite">
      {mode !== null && (
        <Alert
          variant="light"
          color={looks[mode].color}
          icon={<ModeIcon mode={mode} />}
          py={8}
          mb="md"
          // Not an alert: the polite region around it reads it out when the mode changes.
          role="none"
        >
          {hints[mode]}
        </Alert>
      )}
    </div>
  );
}
