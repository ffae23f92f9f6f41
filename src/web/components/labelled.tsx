import type { ReactNode } from 'react';
import { Stack, Text } from '@mantine/core';

/** A value in a phone card, under its table column's name. */
export function Labelled({ label, gap = 2, children }: { label: string; gap?: number; children: ReactNode }) {
  return (
    <Stack gap={gap} align="flex-start" miw={0}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      {children}
    </Stack>
  );
}
