import { useQuery } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';
import { useOpeningRules } from '@/lib/use-booking-limits';
import { checkCart } from './check-cart';

/** Runs the cart's checks against the server each time the cart page opens. */
export function useCartCheck() {
  const rules = useOpeningRules();
  return useQuery({
    queryKey: queryKeys.products.cartCheck,
    // The query's signal is aborted when the check is asked for again before this one answered.
    queryFn: async ({ signal }) => {
      await checkCart(rules, signal);
      return true;
    },
    staleTime: 0,
    gcTime: 0,
  });
}
