import { Avatar, Group, Paper, Rating, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Review } from '@shared/schemas/review';
import { formatShopDay } from '@/lib/shop-calendar';
import { useLanguage } from '@/i18n/use-language';

/** One review: author, its day in the chosen language, read-only stars and the comments. */
export function ReviewCard({ review }: { review: Review }) {
  const { t } = useTranslation('product');
  const language = useLanguage();
  return (
    <Paper component="article" withBorder radius="md" p="md" aria-label={review.authorName}>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Avatar name={review.authorName} color="initials" radius="xl" aria-hidden />
        <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" gap={4} wrap="wrap" style={{ rowGap: 0 }}>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {review.authorName}
            </Text>
            <Text component="time" dateTime={review.createdAt} size="sm" c="dimmed">
              {formatShopDay(review.createdAt, language)}
            </Text>
          </Group>
          <Rating
            value={review.rating}
            readOnly
            size="sm"
            role="img"
            aria-label={t('reviews.stars', { count: review.rating })}
          />
          {review.comments && (
            <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {review.comments}
            </Text>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}
