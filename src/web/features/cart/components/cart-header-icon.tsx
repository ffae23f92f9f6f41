import { IconShoppingCart } from '@tabler/icons-react';
import { CountIcon } from '@/components/count-icon';
import { useCartCount } from '../lib/use-cart';

/** The header's cart with the number of cart lines. */
export function CartHeaderIcon() {
  return (
    <CountIcon count={useCartCount()}>
      <IconShoppingCart size={20} stroke={1.6} />
    </CountIcon>
  );
}
