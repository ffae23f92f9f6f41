import { Group, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ShopDay } from '@/components/shop-day';
import { UserCell } from '@/components/user-cell';
import { AdminReviewDeleteIcon } from './admin-review-actions';
import type { AdminReviewListProps } from './admin-review-list-props';
import { ReviewComments } from './review-comments';
import { ReviewProduct } from './review-product';
import { ReviewStars } from './review-stars';
import classes from './own-reviews.module.css';

export const ADMIN_REVIEWS_TABLE_MIN_WIDTH = 860;

/** Shared with the loading skeleton. */
export function AdminReviewsTableHead() {
  const { t } = useTranslation('reviews');
  return (
    <Table.Thead>
      <Table.Tr>
        <Table.Th>{t('columns.date')}</Table.Th>
        <Table.Th>{t('columns.user')}</Table.Th>
        <Table.Th>{t('columns.product')}</Table.Th>
        <Table.Th>{t('columns.rating')}</Table.Th>
        <Table.Th>{t('columns.comments')}</Table.Th>
      </Table.Tr>
    </Table.Thead>
  );
}

/** Desktop layout: the dashboard's 5 columns (SPEC section 2: the customer's 4 and the user), Delete at the row's end. */
export function AdminReviewsTable({ reviews, onDelete }: AdminReviewListProps) {
  return (
    <Table.ScrollContainer minWidth={ADMIN_REVIEWS_TABLE_MIN_WIDTH}>
      <Table withTableBorder verticalSpacing="sm" horizontalSpacing="xs">
        <AdminReviewsTableHead />
        <Table.Tbody>
          {reviews.map((review) => (
            <Table.Tr key={review.id} data-record>
              <Table.Td>
                <ShopDay instant={review.createdAt} size="sm" className={classes.date} />
              </Table.Td>
              <Table.Td>
                <UserCell name={review.authorName} email={review.userEmail} />
              </Table.Td>
              <Table.Td miw={200}>
                <ReviewProduct review={review} />
              </Table.Td>
              <Table.Td>
                <ReviewStars rating={review.rating} />
              </Table.Td>
              <Table.Td>
                <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
                  {/* Padded to the middle of the 28 px action icon beside its first line. */}
                  <ReviewComments comments={review.comments} pt={4} />
                  <AdminReviewDeleteIcon review={review} onDelete={() => onDelete(review)} />
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
