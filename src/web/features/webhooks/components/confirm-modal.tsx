import { Button, Group, Modal, Text } from '@mantine/core';

type Props = {
  opened: boolean;
  title: string;
  body: string;
  /** What it is about (the endpoint's URL), shown under the question. */
  subject?: string;
  confirmLabel: string;
  cancelLabel: string;
  danger?: boolean;
  loading: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** A yes-or-no question before a change that cannot be taken back; Cancel has the focus. */
export function ConfirmModal({
  opened,
  title,
  body,
  subject,
  confirmLabel,
  cancelLabel,
  danger,
  loading,
  onConfirm,
  onClose,
}: Props) {
  return (
    <Modal opened={opened} onClose={onClose} title={title} centered>
      <Text size="sm">{body}</Text>
      {subject && (
        <Text size="sm" fw={600} mt={6} style={{ overflowWrap: 'anywhere' }}>
          {subject}
        </Text>
      )}
      <Group justify="flex-end" gap="sm" mt="lg">
        <Button variant="default" onClick={onClose} data-autofocus>
          {cancelLabel}
        </Button>
        <Button color={danger ? 'red' : undefined} onClick={onConfirm} loading={loading}>
          {confirmLabel}
        </Button>
      </Group>
    </Modal>
  );
}
