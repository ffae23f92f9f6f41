import { Fragment, type ReactNode } from 'react';
import { RecordModal } from '@/components/record-modal';
import type { RentalRow } from '../lib/rental-row';

/** What the list gives each of a rental's popups (lib/use-record-dialogs.ts). */
export type RentalModalProps = {
  row: RentalRow | null;
  opened: boolean;
  onClose: () => void;
  onExitTransitionEnd: () => void;
};

type Props = RentalModalProps & {
  title: string;
  size?: 'lg' | 'auto';
  /** The popup's form for the rental; it closes the popup when done. */
  form: (row: RentalRow, onDone: () => void) => ReactNode;
};

/** A popup with a form about one rental (extend, change dates, report an incident); each rental's starts afresh. */
export function RentalFormModal({ row, opened, onClose, onExitTransitionEnd, title, size, form }: Props) {
  return (
    <RecordModal opened={opened} onClose={onClose} onExitTransitionEnd={onExitTransitionEnd} title={title} size={size}>
      {/* Keyed by rental: a new popup starts with nothing picked. */}
      {row && <Fragment key={row.rental.id}>{form(row, onClose)}</Fragment>}
    </RecordModal>
  );
}
