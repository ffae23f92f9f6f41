import { useState } from 'react';

/**
 * Which of a list's popups is open (`kind`: delete, edit, …) and for which record. The record is
 * kept after closing, so the popup keeps its content during its closing animation.
 */
export function useRecordDialogs<Kind extends string, Row>() {
  const [dialog, setDialog] = useState<{ kind: Kind; row: Row } | null>(null);
  const [opened, setOpened] = useState(false);
  return {
    open: (kind: Kind, row: Row) => {
      setDialog({ kind, row });
      setOpened(true);
    },
    close: () => setOpened(false),
    /** The record the popup of this kind is (or was last) open for. */
    rowFor: (kind: Kind): Row | null => (dialog?.kind === kind ? dialog.row : null),
    isOpen: (kind: Kind) => opened && dialog?.kind === kind,
  };
}
