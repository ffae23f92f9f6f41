import { IconHeart } from '@tabler/icons-react';
import { CountIcon } from '@/components/count-icon';
import { useWishlistCount } from '../lib/use-wishlist';

/** The header's heart with the number of saved products. */
export function WishlistHeaderIcon() {
  return (
    <CountIcon count={useWishlistCount()}>
      <IconHeart size={20} stroke={1.6} />
    </CountIcon>
  );
}
