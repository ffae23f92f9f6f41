import { Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FeedAddress } from './feed-address';

const HEADING_ID = 'calendar-feed-own';

/** The account's "Calendar feed" card: the signed-in customer's own rentals as a calendar subscription. */
export function CustomerFeedCard({ userId }: { userId: string }) {
  const { t } = useTranslation('calendar-feeds');
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={HEADING_ID}>
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon size={36} radius="md" variant="light" aria-hidden>
            <IconCalendarEvent size={20} />
          </ThemeIcon>
          <Title order={2} id={HEADING_ID} fz="lg">
            {t('own.title')}
          </Title>
        </Group>
        <Text size="sm">{t('own.lead')}</Text>
        <FeedAddress owner={{ kind: 'own', userId }} kind="own" />
      </Stack>
    </Card>
  );
}
