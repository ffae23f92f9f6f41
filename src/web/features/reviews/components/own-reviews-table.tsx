import { Group, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ShopDay } from '@/components/shop-day';
import type { OwnReviewListProps } from './own-review-list-props';
import { ReviewActionIcons } from './review-actions';
import { ReviewComments } from './review-comments';
import { ReviewProduct } from './review-product';
import { ReviewStars } from './review-stars';
import classes from './own-reviews.module.css';

export const OWN_REVIEWS_TABLE_MIN_WIDTH = 720;

/** Shared with the loading skeleton. */
export function OwnReviewsTableHead() {
  const { t } = useTranslation('reviews');
  return (
    <Table.Thead>
      <Table.Tr>
        <Table.Th>{t('columns.date')}</Table.Th>
        <Table.Th>{t('columns.product')}</Table.Th>
        <Table.Th>{t('columns.rating')}</Table.Th>
        <Table.Th>{t('columns.comments')}</Table.Th>
      </Table.Tr>
    </Table.Thead>
  );
}

/** Desktop layout: the customer's 4 columns (SPEC section 2), Edit and Delete at the end of the row. */
export function OwnReviewsTable({ reviews, onEdit, onDelete }: OwnReviewListProps) {
  return (
    <Table.ScrollContainer minWidth={OWN_REVIEWS_TABLE_MIN_WIDTH}>
      <Table withTableBorder verticalSpacing="sm" horizontalSpacing="sm">
        <OwnReviewsTableHead />
        <Table.Tbody>
          {reviews.map((review) => (
            <Table.Tr key={review.id}>
              <Table.Td>
                <ShopDay instant={review.createdAt} size="sm" className={classes.date} />
              </Table.Td>
              <Table.Td miw={220}>
                <ReviewProduct review={review} />
              </Table.Td>
              <Table.Td>
                <ReviewStars rating={review.rating} />
              </Table.Td>
              <Table.Td>
                <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
                  {/* Padded to the middle of the 28 px action icons beside its first line. */}
                  <ReviewComments comments={review.comments} pt={4} />
                  <ReviewActionIcons
                    productName={review.productName}
                    onEdit={() => onEdit(review)}
                    onDelete={() => onDelete(review)}
                  />
                </Group>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
