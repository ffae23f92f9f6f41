import type { ReactNode } from 'react';
import { Anchor, type MantineSize } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import { ProductImage } from './product-image';
import classes from './product-thumb.module.css';

/** A product's small photo in a list, beside its name; a picture only (the name says what it is). */
export function ProductThumb({ src }: { src: string | null }) {
  return (
    <div className={classes.thumb}>
      <ProductImage src={src} alt="" />
    </div>
  );
}

/** A product's name in a list, linking to its page; a long name wraps anywhere. */
export function ProductNameLink({ id, size, children }: { id: number; size?: MantineSize; children: ReactNode }) {
  return (
    <Anchor component={Link} to={paths.product.getHref(id)} size={size} fw={600} className={classes.name}>
      {children}
    </Anchor>
  );
}
