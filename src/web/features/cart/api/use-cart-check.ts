import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';
import { checkCart } from './check-cart';

/** Runs the cart's checks against the server each time the cart page opens. */
export function useCartCheck() {
  return useQuery({
    queryKey: queryKeys.products.cartCheck,
    queryFn: async () => {
      await checkCart();
      return true;
    },
    staleTime: 0,
    gcTime: 0,
  });
}
