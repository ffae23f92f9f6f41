import { ActionIcon, Tooltip } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The trash button that opens the delete popup. */
export function DeleteRentalButton({ onDelete }: { onDelete: () => void }) {
  const { t } = useTranslation('rentals');
  return (
    <Tooltip label={t('delete.label')} withArrow openDelay={400}>
      <ActionIcon variant="subtle" color="red" aria-label={t('delete.label')} onClick={onDelete}>
        <IconTrash size={18} stroke={1.7} />
      </ActionIcon>
    </Tooltip>
  );
}
