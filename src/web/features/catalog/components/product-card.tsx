import { Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Product } from '../../../../shared/schemas/catalog';
import { paths } from '../../../app/paths';
import { useFormatPrice } from '../../../components/use-format-price';
import { ProductImage } from './product-image';
import { WishlistHeart } from './wishlist-heart';
import classes from './catalog.module.css';

export function ProductCard({ product }: { product: Product }) {
  const { t } = useTranslation('catalog');
  const formatPrice = useFormatPrice();
  const href = paths.product.getHref(product.id);
  return (
    <Card withBorder radius="md" padding="md" className={classes.card} component="article">
      <Card.Section component={Link} to={href} tabIndex={-1} aria-hidden>
        <ProductImage src={product.imageUrl} alt={product.name} />
      </Card.Section>
      <Stack gap={4} mt="sm" style={{ flex: 1 }}>
        <Text size="xs" c="dimmed" tt="uppercase" fw={600} truncate>
          {product.brand}
        </Text>
        <Text component={Link} to={href} fw={600} lineClamp={2} className={classes.cardLink}>
          {product.name}
        </Text>
      </Stack>
      <Group justify="space-between" align="center" mt="sm" wrap="nowrap">
        <Text>
          <Text span fw={700} fz="lg">
            {formatPrice(product.dailyPrice)}
          </Text>{' '}
          <Text span size="sm" c="dimmed">
            {t('product.perDay')}
          </Text>
        </Text>
        <WishlistHeart />
      </Group>
    </Card>
  );
}
