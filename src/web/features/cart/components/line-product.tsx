import { Anchor, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@/lib/paths';
import type { Product } from '@shared/schemas/catalog';
import { ProductImage } from '@/features/catalog';
import classes from './cart.module.css';

/** A small photo and the product's name, linking to its page. */
export function LineProduct({ product }: { product: Product }) {
  return (
    <Group gap="sm" wrap="nowrap" className={classes.product}>
      <div className={classes.thumb}>
        <ProductImage src={product.cardImageUrl} alt="" />
      </div>
      <div className={classes.productText}>
        <Anchor component={Link} to={paths.product.getHref(product.id)} fw={600} className={classes.name}>
          {product.name}
        </Anchor>
        <Text size="xs" c="dimmed" truncate>
          {product.brand} · {product.model}
        </Text>
      </div>
    </Group>
  );
}
