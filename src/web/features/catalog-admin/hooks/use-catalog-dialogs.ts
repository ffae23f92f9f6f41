import { useState } from 'react';

type Dialog<Row> = { kind: 'form'; row: Row | null } | { kind: 'delete'; row: Row };

/**
 * Which popup is open, for which record (null: a new one). The record is kept after closing so
 * the popup keeps its content during its closing animation; `session` changes on every opening,
 * so a form keyed by it starts afresh.
 */
export function useCatalogDialogs<Row>() {
  const [dialog, setDialog] = useState<Dialog<Row> | null>(null);
  const [opened, setOpened] = useState(false);
  const [session, setSession] = useState(0);
  const open = (next: Dialog<Row>) => {
    setDialog(next);
    setSession((count) => count + 1);
    setOpened(true);
  };
  return {
    session,
    openNew: () => open({ kind: 'form', row: null }),
    openEdit: (row: Row) => open({ kind: 'form', row }),
    openDelete: (row: Row) => open({ kind: 'delete', row }),
    close: () => setOpened(false),
    formOpened: opened && dialog?.kind === 'form',
    deleteOpened: opened && dialog?.kind === 'delete',
    formRow: dialog?.kind === 'form' ? dialog.row : null,
    deleteRow: dialog?.kind === 'delete' ? dialog.row : null,
  };
}
