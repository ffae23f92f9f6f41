import { Paper, Stack } from '@mantine/core';
import { ShopDay } from '@/components/shop-day';
import type { OwnReviewListProps } from './own-review-list-props';
import { ReviewActionButtons } from './review-actions';
import { ReviewComments } from './review-comments';
import { ReviewProduct } from './review-product';
import { ReviewStars } from './review-stars';

/** Phone layout: one card per review, with what the table's row shows and its two actions. */
export function OwnReviewCards({ reviews, onEdit, onDelete }: OwnReviewListProps) {
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {reviews.map((review) => (
        <Paper component="li" key={review.id} withBorder radius="md" p="md">
          <ReviewProduct review={review}>
            <ShopDay instant={review.createdAt} size="xs" c="dimmed" />
          </ReviewProduct>
          <Stack gap={6} mt="sm">
            <ReviewStars rating={review.rating} />
            <ReviewComments comments={review.comments} />
          </Stack>
          <ReviewActionButtons
            productName={review.productName}
            onEdit={() => onEdit(review)}
            onDelete={() => onDelete(review)}
          />
        </Paper>
      ))}
    </Stack>
  );
}
