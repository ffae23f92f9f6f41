import type { ReactNode, Ref } from 'react';
import { Button, Group, type MantineSpacing } from '@mantine/core';

type Props = {
  cancelLabel: ReactNode;
  onCancel: () => void;
  /** The cancel button takes the focus when the popup opens (a popup whose action cannot be undone). */
  focusCancel?: boolean;
  submitLabel: ReactNode;
  /** What the second button does; without it, it submits the form it stands in. */
  onSubmit?: () => void;
  loading?: boolean;
  disabled?: boolean;
  /** The second button deletes or cancels something: red. */
  danger?: boolean;
  submitRef?: Ref<HTMLButtonElement>;
  /** The space above the buttons. */
  mt?: MantineSpacing;
};

/** A popup's two buttons at its bottom right: going back without a change, and doing what it asks. */
export function DialogActions({
  cancelLabel,
  onCancel,
  focusCancel,
  submitLabel,
  onSubmit,
  loading,
  disabled,
  danger,
  submitRef,
  mt,
}: Props) {
  return (
    <Group justify="flex-end" gap="sm" mt={mt}>
      <Button variant="default" onClick={onCancel} data-autofocus={focusCancel || undefined}>
        {cancelLabel}
      </Button>
      <Button
        type={onSubmit ? 'button' : 'submit'}
        color={danger ? 'red' : undefined}
        onClick={onSubmit}
        loading={loading}
        disabled={disabled}
        ref={submitRef}
      >
        {submitLabel}
      </Button>
    </Group>
  );
}
