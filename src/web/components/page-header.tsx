import type { ReactNode, Ref } from 'react';
import { Group, Stack, Text, Title } from '@mantine/core';

type Props = {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  /** Lets the page move focus to its heading, e.g. when the control that had it is gone. */
  titleRef?: Ref<HTMLHeadingElement>;
};

/** A page's h1 with an optional lead text and actions on the right (wrapping below on phones). */
export function PageHeader({ title, description, actions, titleRef }: Props) {
  return (
    <Group justify="space-between" align="flex-end" gap="sm" mb="lg" wrap="wrap">
      <Stack gap={4} style={{ flex: '1 1 16rem', minWidth: 0 }}>
        <Title
          order={1}
          fz={{ base: 24, sm: 30 }}
          ref={titleRef}
          // Focusable from script only; a heading is not a control, so it shows no focus ring.
          tabIndex={titleRef ? -1 : undefined}
          style={titleRef ? { outline: 'none' } : undefined}
        >
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
