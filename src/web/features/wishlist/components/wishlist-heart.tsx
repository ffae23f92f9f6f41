import { ActionIcon, type ActionIconProps } from '@mantine/core';
import { IconHeart, IconHeartFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Product } from '@shared/schemas/catalog';
import { useIsInWishlist, wishlist } from '../lib/use-wishlist';

type Props = Omit<ActionIconProps, 'children' | 'onClick'> & { product: Product };

/** The heart toggle on product cards and the product page; every heart of a product shows the same state. */
export function WishlistHeart({ product, size = 'lg', ...props }: Props) {
  const { t } = useTranslation('catalog');
  const saved = useIsInWishlist(product.id);
  const label = saved ? t('wishlistHeart.remove') : t('wishlistHeart.add');
  return (
    <ActionIcon
      {...props}
      size={size}
      radius="xl"
      variant={saved ? 'light' : 'subtle'}
      color={saved ? 'red' : 'gray'}
      aria-label={label}
      aria-pressed={saved}
      title={label}
      onClick={() => wishlist.toggle(product)}
    >
      {saved ? <IconHeartFilled size={20} /> : <IconHeart size={20} stroke={1.7} />}
    </ActionIcon>
  );
}
