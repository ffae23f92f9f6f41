import { Box, Group, Skeleton, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RecordsSkeleton, userCellPlaceholder } from '@/components/records-skeleton';
import { ShopDay } from '@/components/shop-day';
import { UserCell } from '@/components/user-cell';
import { AdminReviewDeleteIcon } from './admin-review-actions';
import { reviewRows, type ReviewListProps, type ReviewScope } from './review-list-props';
import { ReviewActionIcons } from './review-actions';
import { ReviewComments } from './review-comments';
import { ReviewProduct } from './review-product';
import { ReviewStars } from './review-stars';
import classes from './own-reviews.module.css';

/** Narrower than this (px), the table scrolls: the customer's 4 columns, the dashboard's 5. */
export const REVIEWS_TABLE_MIN_WIDTH: Record<ReviewScope, number> = { own: 720, all: 860 };

/** Shared with the loading skeleton; the dashboard's has the user column. */
export function ReviewsTableHead({ scope }: { scope: ReviewScope }) {
  const { t } = useTranslation('reviews');
  return (
    <Table.Thead>
      <Table.Tr>
        <Table.Th>{t('columns.date')}</Table.Th>
        {scope === 'all' && <Table.Th>{t('columns.user')}</Table.Th>}
        <Table.Th>{t('columns.product')}</Table.Th>
        <Table.Th>{t('columns.rating')}</Table.Th>
        <Table.Th>{t('columns.comments')}</Table.Th>
      </Table.Tr>
    </Table.Thead>
  );
}

/** The table's placeholder cells, one per column. */
const skeletonCells = (scope: ReviewScope) => [
  <Skeleton key="date" height={12} width={100} />,
  ...(scope === 'all' ? [<Box key="user">{userCellPlaceholder}</Box>] : []),
  <Group key="product" gap="sm" wrap="nowrap">
    <Skeleton height={42} width={56} radius="sm" />
    <Skeleton height={12} width={110} />
  </Group>,
  <Skeleton key="rating" height={14} width={90} />,
  <Skeleton key="comments" height={12} width="85%" />,
];

/** Placeholder rows, or cards on phones, while the reviews load. */
export function ReviewsSkeleton({ scope, compact }: { scope: ReviewScope; compact: boolean }) {
  return (
    <RecordsSkeleton
      compact={compact}
      head={<ReviewsTableHead scope={scope} />}
      cells={skeletonCells(scope)}
      minWidth={REVIEWS_TABLE_MIN_WIDTH[scope]}
    />
  );
}

/**
 * Desktop layout (SPEC section 2): the customer's 4 columns with Edit and Delete at the end of
 * the row; in the dashboard the user too, and Delete only.
 */
export function ReviewsTable(props: ReviewListProps) {
  const { scope } = props;
  return (
    <Table.ScrollContainer minWidth={REVIEWS_TABLE_MIN_WIDTH[scope]}>
      <Table withTableBorder verticalSpacing="sm" horizontalSpacing={scope === 'all' ? 'xs' : 'sm'}>
        <ReviewsTableHead scope={scope} />
        <Table.Tbody>
          {reviewRows(props).map((row) => (
            // The dashboard's list pages: Load more finds its records by data-record.
            <Table.Tr key={row.review.id} data-record={row.admin ? true : undefined}>
              <Table.Td>
                <ShopDay instant={row.review.createdAt} size="sm" className={classes.date} />
              </Table.Td>
              {row.admin && (
                <Table.Td>
                  <UserCell name={row.admin.authorName} email={row.admin.userEmail} />
                </Table.Td>
              )}
              <Table.Td miw={scope === 'all' ? 200 : 220}>
                <ReviewProduct review={row.review} />
              </Table.Td>
              <Table.Td>
                <ReviewStars rating={row.review.rating} />
              </Table.Td>
              <Table.Td>
                <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
                  {/* Padded to the middle of the 28 px action icons beside its first line. */}
                  <ReviewComments comments={row.review.comments} pt={4} />
                  {row.admin ? (
                    <AdminReviewDeleteIcon review={row.admin} onDelete={row.onDelete} />
                  ) : (
                    <ReviewActionIcons
                      productName={row.review.productName}
                      onEdit={row.onEdit}
                      onDelete={row.onDelete}
                    />
                  )}
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
