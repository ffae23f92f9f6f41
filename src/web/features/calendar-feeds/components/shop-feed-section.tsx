import { Card, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCalendarShare } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { FeedAddress } from './feed-address';

const HEADING_ID = 'calendar-feed-shop';

/** The integrations page's section for the shop's calendar feed of pick-ups and returns (issue 32). */
export function ShopFeedSection() {
  const { t } = useTranslation('calendar-feeds');
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={HEADING_ID}>
      <Stack gap="md">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon size={36} radius="md" variant="light" aria-hidden>
            <IconCalendarShare size={20} />
          </ThemeIcon>
          <Title order={2} id={HEADING_ID} fz="lg">
            {t('shop.title')}
          </Title>
        </Group>
        <Text size="sm">{t('shop.lead')}</Text>
        <FeedAddress owner={{ kind: 'shop' }} kind="shop" />
      </Stack>
    </Card>
  );
}
