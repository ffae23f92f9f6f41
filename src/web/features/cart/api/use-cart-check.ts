import { useQuery } from '@tanstack/react-query';
import { useLanguage } from '@/i18n/use-language';
import { queryKeys } from '@/lib/query-keys';
import { useOpeningRules } from '@/lib/use-booking-limits';
import { checkCart } from './check-cart';

/**
 * Runs the cart's checks against the server each time the cart page opens, and again in the
 * language the visitor switches to. The language is in the key: a switch while the page's first
 * check is on its way asks anew, and the old check, cancelled with its query, applies nothing.
 * Refetching the same key is not enough: TanStack joins a query's first fetch still in flight
 * rather than cancelling it, and that check put the old language's names back on the lines.
 */
export function useCartCheck() {
  const rules = useOpeningRules();
  const language = useLanguage();
  return useQuery({
    queryKey: [...queryKeys.products.cartCheck, language],
    // The query's signal is aborted when the check is asked for again before this one answered.
    queryFn: async ({ signal }) => {
      await checkCart(rules, signal);
      return true;
    },
    staleTime: 0,
    gcTime: 0,
  });
}
