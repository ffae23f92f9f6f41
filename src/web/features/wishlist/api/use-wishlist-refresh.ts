import { useQuery } from '@tanstack/react-query';
import { getProductsByIds } from '@/features/catalog';
import { toast } from '@/components/toast';
import i18n from '@/i18n/i18n';
import { useLanguage } from '@/i18n/use-language';
import { queryKeys } from '@/lib/query-keys';
import { mergeRefreshed } from '../lib/merge-refreshed';
import { wishlist } from '../lib/use-wishlist';

/**
 * Each time the wishlist page opens, the saved products are checked against the server in one
 * request: deleted products leave the list (the customer is told) and changed prices replace the saved ones.
 * In the language on screen, as the cart's check (use-cart-check.ts): a switch asks anew, and an
 * answer in the old language that arrives after its query was cancelled is not applied.
 */
export function useWishlistRefresh() {
  const language = useLanguage();
  return useQuery({
    queryKey: [...queryKeys.products.wishlistRefresh, language],
    queryFn: async ({ signal }) => {
      const askedIds = wishlist.getSnapshot().map((product) => product.id);
      if (askedIds.length === 0) return 0;
      const fresh = await getProductsByIds(askedIds);
      if (signal.aborted) return 0;
      const before = wishlist.getSnapshot().length;
      wishlist.replaceAll(mergeRefreshed(wishlist.getSnapshot(), askedIds, fresh));
      const removed = before - wishlist.getSnapshot().length;
      if (removed > 0) toast.info(i18n.t('wishlist:page.removedOnRefresh', { count: removed }));
      return removed;
    },
    staleTime: 0,
    gcTime: 0,
  });
}
