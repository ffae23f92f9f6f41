import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';
import { useOpeningRules } from '@/lib/use-booking-limits';
import { checkCart } from './check-cart';

/** Runs the cart's checks against the server each time the cart page opens. */
export function useCartCheck() {
  const rules = useOpeningRules();
  return useQuery({
    queryKey: queryKeys.products.cartCheck,
    queryFn: async () => {
      await checkCart(rules);
      return true;
    },
    staleTime: 0,
    gcTime: 0,
  });
}
