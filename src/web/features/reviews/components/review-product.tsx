import type { ReactNode } from 'react';
import { Group } from '@mantine/core';
import type { OwnReview } from '@shared/schemas/review';
import { ProductNameLink, ProductThumb } from '@/features/catalog';
import classes from './own-reviews.module.css';

/** The reviewed product: a small photo and its name, linking to its page; `children` go under the name. */
export function ReviewProduct({ review, children }: { review: OwnReview; children?: ReactNode }) {
  return (
    <Group gap="sm" wrap="nowrap" className={classes.product}>
      <ProductThumb src={review.productImageUrl} />
      <div className={classes.product}>
        <ProductNameLink id={review.productId} size="sm">
          {review.productName}
        </ProductNameLink>
        {children}
      </div>
    </Group>
  );
}
