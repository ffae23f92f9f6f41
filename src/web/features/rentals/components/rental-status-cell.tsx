import { Group } from '@mantine/core';
import type { RentalStatus } from '@shared/rental-rules';
import { DeleteRentalButton } from './delete-rental-button';
import { RentalStatusBadge } from './rental-status-badge';

type Props = { status: RentalStatus; canDelete: boolean; onDelete: () => void };

/** The table's last column: the status, and the delete button where the server would allow it. */
export function RentalStatusCell({ status, canDelete, onDelete }: Props) {
  return (
    <Group gap={6} wrap="nowrap" justify="flex-end" mih={28}>
      <RentalStatusBadge status={status} />
      {canDelete && <DeleteRentalButton onDelete={onDelete} />}
    </Group>
  );
}
