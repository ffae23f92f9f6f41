import { Group, Text } from '@mantine/core';
import { IconAlertTriangle, IconInfoCircle } from '@tabler/icons-react';
import type { CartLine } from '@shared/cart';
import { lineKey } from '../lib/cart-store';
import { useLineNote } from '../lib/line-notes';

const colors = { warning: 'orange', error: 'red', info: 'blue' } as const;

/** What the last checkout or stock check changed on this line, said on the line ("Only 1 left: …"). */
export function LineNote({ line }: { line: CartLine }) {
  const note = useLineNote(lineKey(line));
  if (!note) return null;
  const Icon = note.tone === 'info' ? IconInfoCircle : IconAlertTriangle;
  return (
    <Group
      gap={6}
      wrap="nowrap"
      align="flex-start"
      mt={8}
      px={8}
      py={4}
      maw={340}
      data-testid="line-note"
      // The tone is the light background and the icon; the words keep the text colour, readable in both themes.
      style={{
        borderRadius: 'var(--mantine-radius-sm)',
        backgroundColor: `var(--mantine-color-${colors[note.tone]}-light)`,
      }}
    >
      <Icon
        size={16}
        stroke={2}
        color={`var(--mantine-color-${colors[note.tone]}-light-color)`}
        style={{ flexShrink: 0, marginTop: 2 }}
        aria-hidden
      />
      <Text size="sm" fw={500}>
        {note.text}
      </Text>
    </Group>
  );
}
