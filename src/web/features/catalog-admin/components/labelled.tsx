import type { ReactNode } from 'react';
import { Stack, Text } from '@mantine/core';

/** A value in a phone card, under its table column's name. */
export function Labelled({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2} align="flex-start" miw={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      {children}
    </Stack>
  );
}
