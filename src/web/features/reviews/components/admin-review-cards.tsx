import { Paper, Stack } from '@mantine/core';
import { ShopDay } from '@/components/shop-day';
import { UserCell } from '@/components/user-cell';
import { AdminReviewDeleteButton } from './admin-review-actions';
import type { AdminReviewListProps } from './admin-review-list-props';
import { ReviewComments } from './review-comments';
import { ReviewProduct } from './review-product';
import { ReviewStars } from './review-stars';

/** Phone layout: one card per review, with what the table's row shows and its Delete. */
export function AdminReviewCards({ reviews, onDelete }: AdminReviewListProps) {
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {reviews.map((review) => (
        <Paper component="li" key={review.id} withBorder radius="md" p="md" data-record>
          <ReviewProduct review={review}>
            <ShopDay instant={review.createdAt} size="xs" c="dimmed" />
          </ReviewProduct>
          <Stack gap={6} mt="sm">
            <UserCell name={review.authorName} email={review.userEmail} />
            <ReviewStars rating={review.rating} />
            <ReviewComments comments={review.comments} />
          </Stack>
          <AdminReviewDeleteButton review={review} onDelete={() => onDelete(review)} />
        </Paper>
      ))}
    </Stack>
  );
}
