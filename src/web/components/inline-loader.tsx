import type { ReactNode } from 'react';
import { Group, Loader, Text } from '@mantine/core';

/** A small spinner and what is being loaded ("Working out the price…"), in a line of text. */
export function InlineLoader({ role, children }: { role?: 'status'; children: ReactNode }) {
  return (
    <Group gap="xs" role={role}>
      <Loader size="xs" aria-hidden />
      <Text size="sm" c="dimmed">
        {children}
      </Text>
    </Group>
  );
}
