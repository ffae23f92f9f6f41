import type { ReactNode } from 'react';
import { Group, Stack, Text, Title } from '@mantine/core';

type Props = { title: ReactNode; description?: ReactNode; actions?: ReactNode };

/** A page's h1 with an optional lead text and actions on the right (wrapping below on phones). */
export function PageHeader({ title, description, actions }: Props) {
  return (
    <Group justify="space-between" align="flex-end" gap="sm" mb="lg" wrap="wrap">
      <Stack gap={4} style={{ flex: '1 1 16rem', minWidth: 0 }}>
        <Title order={1} fz={{ base: 24, sm: 30 }}>
          {title}
        </Title>
        {description && (
          <Text c="dimmed" size="sm">
            {description}
          </Text>
        )}
      </Stack>
      {actions}
    </Group>
  );
}
