import type { ReactNode } from 'react';
import { DialogActions } from './dialog-actions';
import { RecordModal } from './record-modal';

type Props = {
  opened: boolean;
  onClose: () => void;
  /** After the closing animation: the list may forget the record the popup was open for. */
  onExitTransitionEnd?: () => void;
  title: ReactNode;
  /** What the popup asks, and about what. */
  children: ReactNode;
  /** Going back without a change; it closes the popup. */
  cancelLabel: ReactNode;
  /** The cancel button takes the focus when the popup opens. */
  focusCancel?: boolean;
  confirmLabel: ReactNode;
  onConfirm: () => void;
  /** While the change is being sent. */
  loading: boolean;
  disabled?: boolean;
};

/**
 * A popup that asks before a change that cannot be undone (deleting, revoking, cancelling): what
 * it is about, then Cancel and the red button that does it.
 */
export function ConfirmModal({
  opened,
  onClose,
  onExitTransitionEnd,
  title,
  children,
  cancelLabel,
  focusCancel,
  confirmLabel,
  onConfirm,
  loading,
  disabled,
}: Props) {
  return (
    <RecordModal opened={opened} onClose={onClose} onExitTransitionEnd={onExitTransitionEnd} title={title}>
      {children}
      <DialogActions
        cancelLabel={cancelLabel}
        onCancel={onClose}
        focusCancel={focusCancel}
        submitLabel={confirmLabel}
        onSubmit={onConfirm}
        danger
        loading={loading}
        disabled={disabled}
        mt="lg"
      />
    </RecordModal>
  );
}
