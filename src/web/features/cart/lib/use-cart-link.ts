import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { readCartLink } from '@shared/cart-link';
import { toast } from '@/components/toast';
import { useProduct } from '@/features/catalog';
import { cart } from './use-cart';

/**
 * A cart link (`/cart?add=&from=&to=`, shared/cart-link.ts; the waitlist's mail sends one) puts
 * its line in the cart, then leaves the address: a reload or Back never adds it again. The
 * product is read from the catalogue, as a line keeps the whole product (SPEC section 3); the
 * cart's usual check then moves past dates and fits the quantity to the free units.
 */
export function useCartLink() {
  const { t } = useTranslation('cart');
  const [search, setSearch] = useSearchParams();
  const link = readCartLink(search);
  const product = useProduct(link?.productId ?? null);
  const asked = search.has('add') ? search.toString() : null;
  // The address is left by a navigation: until it lands, a render must not add the line again.
  const handled = useRef<string | null>(null);

  useEffect(() => {
    if (asked === null || handled.current === asked) return;
    if (link && product.isPending) return;
    handled.current = asked;
    if (link && product.data) {
      const result = cart.add({ product: product.data, quantity: 1, range: link.range });
      if (result === 'added') toast.success(t('link.added', { product: product.data.name }));
      else if (result === 'duplicate') toast.info(t('link.alreadyInCart', { product: product.data.name }));
      else toast.error(t('link.error'));
    } else {
      toast.error(t('link.error'));
    }
    setSearch({}, { replace: true });
  }, [asked, link, product.isPending, product.data, setSearch, t]);
}
