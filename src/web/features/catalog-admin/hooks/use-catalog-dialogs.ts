import { useState } from 'react';
import { useRecordDialogs } from '@/lib/use-record-dialogs';

/**
 * Which popup is open, for which record (null: a new one), as lib/use-record-dialogs.ts keeps
 * it; `session` changes on every opening, so a form keyed by it starts afresh.
 */
export function useCatalogDialogs<Row>() {
  const dialogs = useRecordDialogs<'form' | 'delete', Row | null>();
  const [session, setSession] = useState(0);
  const open = (kind: 'form' | 'delete', row: Row | null) => {
    dialogs.open(kind, row);
    setSession((count) => count + 1);
  };
  return {
    session,
    openNew: () => open('form', null),
    openEdit: (row: Row) => open('form', row),
    openDelete: (row: Row) => open('delete', row),
    close: dialogs.close,
    formOpened: dialogs.isOpen('form'),
    deleteOpened: dialogs.isOpen('delete'),
    formRow: dialogs.rowFor('form'),
    deleteRow: dialogs.rowFor('delete'),
  };
}
