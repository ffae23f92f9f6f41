import type { ReactNode } from 'react';
import { Anchor, Group } from '@mantine/core';
import { Link } from 'react-router';
import type { OwnReview } from '@shared/schemas/review';
import { paths } from '@/lib/paths';
import { ProductImage } from '@/features/catalog';
import classes from './own-reviews.module.css';

/** The reviewed product: a small photo and its name, linking to its page; `children` go under the name. */
export function ReviewProduct({ review, children }: { review: OwnReview; children?: ReactNode }) {
  return (
    <Group gap="sm" wrap="nowrap" className={classes.product}>
      <div className={classes.thumb}>
        <ProductImage src={review.productImageUrl} alt="" />
      </div>
      <div className={classes.product}>
        <Anchor
          component={Link}
          to={paths.product.getHref(review.productId)}
          size="sm"
          fw={600}
          className={classes.name}
        >
          {review.productName}
        </Anchor>
        {children}
      </div>
    </Group>
  );
}
