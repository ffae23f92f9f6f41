import { Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A calendar feed's card: its icon and heading, a lead, and the address with its actions. */
export function FeedCard(props: {
  headingId: string;
  icon: ReactNode;
  title: string;
  lead: string;
  children: ReactNode;
}) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={props.headingId}>
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon size={36} radius="md" variant="light" aria-hidden>
            {props.icon}
          </ThemeIcon>
          <Title order={2} id={props.headingId} fz="lg">
            {props.title}
          </Title>
        </Group>
        <Text size="sm">{props.lead}</Text>
        {props.children}
      </Stack>
    </Card>
  );
}
