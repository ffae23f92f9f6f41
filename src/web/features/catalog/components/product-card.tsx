import type { ReactNode } from 'react';
import { Card, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Product } from '@shared/schemas/catalog';
import { paths } from '@/lib/paths';
import { useFormatPrice } from '@/components/use-format-price';
import { KitBadge } from '@/features/kits';
import { ProductImage } from './product-image';
import classes from './catalog.module.css';

type Props = {
  product: Product;
  /** The controls beside the price: the wishlist heart, after the drag handle on the wishlist. */
  actions: ReactNode;
  /** The first card of a catalogue page: its picture is fetched first (the page's largest paint). */
  priority?: boolean;
};

export function ProductCard({ product, actions, priority = false }: Props) {
  const { t } = useTranslation('catalog');
  const formatPrice = useFormatPrice();
  const href = paths.product.getHref(product.id);
  return (
    <Card withBorder radius="md" padding="md" className={classes.card} component="article">
      <Card.Section component={Link} to={href} tabIndex={-1} aria-hidden>
        <ProductImage src={product.cardImageUrl} largeSrc={product.imageUrl} alt={product.name} priority={priority} />
      </Card.Section>
      <Stack gap={4} mt="sm" style={{ flex: 1 }}>
        <Group gap={6} wrap="nowrap" justify="space-between">
          <Text size="xs" c="dimmed" tt="uppercase" fw={600} truncate miw={0}>
            {product.brand}
          </Text>
          {product.kitParts.length > 0 && <KitBadge size="xs" />}
        </Group>
        <Text component={Link} to={href} fw={600} lineClamp={2} className={`${classes.cardLink} ${classes.cardName}`}>
          {product.name}
        </Text>
      </Stack>
      <Group justify="space-between" align="center" mt="sm" wrap="nowrap" gap="xs">
        <Text className={classes.cardPrice}>
          <Text span fw={700} fz="lg">
            {formatPrice(product.dailyPrice)}
          </Text>{' '}
          <Text span size="sm" c="dimmed">
            {t('product.perDay')}
          </Text>
        </Text>
        <Group gap={4} wrap="nowrap">
          {actions}
        </Group>
      </Group>
    </Card>
  );
}
