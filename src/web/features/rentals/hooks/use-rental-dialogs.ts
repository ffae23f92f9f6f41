import { useState } from 'react';
import type { RentalRow } from '../lib/rental-row';

type Dialog = { kind: 'delete' | 'report' | 'extend' | 'reschedule'; row: RentalRow };

/**
 * Which popup is open and for which rental. The rental is kept after closing so the popup
 * keeps its content during its closing animation.
 */
export function useRentalDialogs() {
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [opened, setOpened] = useState(false);
  const open = (kind: Dialog['kind'], row: RentalRow) => {
    setDialog({ kind, row });
    setOpened(true);
  };
  const rowFor = (kind: Dialog['kind']) => (dialog?.kind === kind ? dialog.row : null);
  return {
    openDelete: (row: RentalRow) => open('delete', row),
    openReport: (row: RentalRow) => open('report', row),
    openExtend: (row: RentalRow) => open('extend', row),
    openReschedule: (row: RentalRow) => open('reschedule', row),
    close: () => setOpened(false),
    deleteRow: rowFor('delete'),
    reportRow: rowFor('report'),
    extendRow: rowFor('extend'),
    rescheduleRow: rowFor('reschedule'),
    isOpen: (kind: Dialog['kind']) => opened && dialog?.kind === kind,
  };
}
