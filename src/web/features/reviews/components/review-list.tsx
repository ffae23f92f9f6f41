import { Group, Paper, Skeleton, Stack } from '@mantine/core';
import { IconMessageStar } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Review } from '@shared/schemas/review';
import { EmptyMessage } from '@/components/empty-message';
import { ReviewCard } from './review-card';

function ReviewCardSkeleton() {
  return (
    <Paper withBorder radius="md" p="md">
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <Skeleton circle h={38} />
        <Stack gap={8} style={{ flex: 1 }}>
          <Skeleton h={16} w="40%" />
          <Skeleton h={14} w={90} />
          <Skeleton h={14} w="85%" />
        </Stack>
      </Group>
    </Paper>
  );
}

/** The reviews, newest first; skeleton cards while loading and the empty message when there are none. */
export function ReviewList({ reviews }: { reviews: Review[] | undefined }) {
  const { t } = useTranslation('product');
  if (!reviews) {
    return (
      <Stack gap="sm" aria-busy>
        <ReviewCardSkeleton />
        <ReviewCardSkeleton />
      </Stack>
    );
  }
  if (reviews.length === 0) {
    return <EmptyMessage message={t('reviews.empty')} icon={<IconMessageStar size={26} stroke={1.5} />} />;
  }
  return (
    <Stack gap="sm">
      {reviews.map((review) => (
        <ReviewCard key={review.id} review={review} />
      ))}
    </Stack>
  );
}
