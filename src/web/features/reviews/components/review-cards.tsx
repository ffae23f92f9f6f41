import { Paper, Stack } from '@mantine/core';
import { ShopDay } from '@/components/shop-day';
import { UserCell } from '@/components/user-cell';
import { AdminReviewDeleteButton } from './admin-review-actions';
import { reviewRows, type ReviewListProps } from './review-list-props';
import { ReviewActionButtons } from './review-actions';
import { ReviewComments } from './review-comments';
import { ReviewProduct } from './review-product';
import { ReviewStars } from './review-stars';

/** Phone layout: one card per review, with what the table's row shows and its actions. */
export function ReviewCards(props: ReviewListProps) {
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {reviewRows(props).map((row) => (
        <Paper
          component="li"
          key={row.review.id}
          withBorder
          radius="md"
          p="md"
          data-record={row.admin ? true : undefined}
        >
          <ReviewProduct review={row.review}>
            <ShopDay instant={row.review.createdAt} size="xs" c="dimmed" />
          </ReviewProduct>
          <Stack gap={6} mt="sm">
            {row.admin && <UserCell name={row.admin.authorName} email={row.admin.userEmail} />}
            <ReviewStars rating={row.review.rating} />
            <ReviewComments comments={row.review.comments} />
          </Stack>
          {row.admin ? (
            <AdminReviewDeleteButton review={row.admin} onDelete={row.onDelete} />
          ) : (
            <ReviewActionButtons productName={row.review.productName} onEdit={row.onEdit} onDelete={row.onDelete} />
          )}
        </Paper>
      ))}
    </Stack>
  );
}
