import { Button, Group, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { loadToasts } from './toast-loader';

type Options = { message: string; undoLabel: string; onUndo: () => void };

/** Says what was just removed and offers to bring it back, instead of asking before removing. */
export async function showUndoToast({ message, undoLabel, onUndo }: Options) {
  const { notifications } = await loadToasts();
  const id = notifications.show({
    message: (
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text size="sm">{message}</Text>
        <Button
          size="compact-sm"
          variant="light"
          style={{ flexShrink: 0 }}
          onClick={() => {
            onUndo();
            notifications.hide(id);
          }}
        >
          {undoLabel}
        </Button>
      </Group>
    ),
    icon: <IconTrash size={18} stroke={2} />,
    color: 'gray',
    // Longer than the usual 3 s, so there is time to reach the undo button.
    autoClose: 6000,
  });
}
