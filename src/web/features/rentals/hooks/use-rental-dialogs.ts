import { useRecordDialogs } from '@/lib/use-record-dialogs';
import type { RentalRow } from '../lib/rental-row';

type Kind = 'delete' | 'report' | 'extend' | 'reschedule';

/** Which popup of the rentals is open and for which rental (lib/use-record-dialogs.ts). */
export function useRentalDialogs() {
  const { open, close, rowFor, isOpen } = useRecordDialogs<Kind, RentalRow>();
  return {
    openDelete: (row: RentalRow) => open('delete', row),
    openReport: (row: RentalRow) => open('report', row),
    openExtend: (row: RentalRow) => open('extend', row),
    openReschedule: (row: RentalRow) => open('reschedule', row),
    close,
    deleteRow: rowFor('delete'),
    reportRow: rowFor('report'),
    extendRow: rowFor('extend'),
    rescheduleRow: rowFor('reschedule'),
    isOpen,
  };
}
