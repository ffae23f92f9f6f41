import { Group, Rating, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Review } from '@shared/schemas/review';
import { averageRating } from '../lib/review-stats';
import { useLanguage } from '@/i18n/use-language';

/** The average rating with its stars and the number of reviews; a same-size skeleton while loading. */
export function ReviewSummary({ reviews }: { reviews: Review[] | undefined }) {
  const { t } = useTranslation('product');
  const language = useLanguage();
  if (!reviews) {
    return (
      <Group gap="md" h={48} wrap="nowrap">
        <Skeleton h={40} w={56} />
        <Stack gap={6}>
          <Skeleton h={18} w={110} />
          <Skeleton h={14} w={80} />
        </Stack>
      </Group>
    );
  }
  const average = averageRating(reviews);
  const formatted =
    average === null
      ? null
      : new Intl.NumberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(average);
  return (
    <Group gap="md" h={48} wrap="nowrap">
      {formatted && (
        <Text fz={40} fw={800} lh={1} aria-hidden>
          {formatted}
        </Text>
      )}
      <Stack gap={4}>
        <Rating
          value={average ?? 0}
          fractions={10}
          readOnly
          role="img"
          aria-label={formatted ? t('reviews.average', { average: formatted }) : t('reviews.noRatings')}
        />
        <Text size="sm" c="dimmed">
          {t('reviews.count', { count: reviews.length })}
        </Text>
      </Stack>
    </Group>
  );
}
