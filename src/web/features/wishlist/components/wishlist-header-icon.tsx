import { Indicator } from '@mantine/core';
import { IconHeart } from '@tabler/icons-react';
import { useWishlistCount } from '../lib/use-wishlist';

/** The header's heart with the number of saved products; the link around it carries the label. */
export function WishlistHeaderIcon() {
  const count = useWishlistCount();
  return (
    <Indicator label={count > 99 ? '99+' : count} size={16} offset={2} disabled={count === 0} aria-hidden>
      <IconHeart size={20} stroke={1.6} />
    </Indicator>
  );
}
