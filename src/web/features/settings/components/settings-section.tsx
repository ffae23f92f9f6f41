import type { ReactNode } from 'react';
import { Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { SectionPaper } from '@/components/section-paper';

type Props = { id: string; icon: ReactNode; title: string; description: string; children: ReactNode };

/** One group of settings on its card: an icon, a heading the card is labelled by, a lead text. */
export function SettingsSection({ id, icon, title, description, children }: Props) {
  return (
    <SectionPaper labelledBy={id}>
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <ThemeIcon variant="light" size={36} radius="md" aria-hidden>
            {icon}
          </ThemeIcon>
          <Stack gap={2} miw={0}>
            <Title order={2} fz={{ base: 17, sm: 19 }} id={id}>
              {title}
            </Title>
            <Text size="sm" c="dimmed">
              {description}
            </Text>
          </Stack>
        </Group>
        {children}
      </Stack>
    </SectionPaper>
  );
}
