import { useEffect } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CartLine } from '@shared/cart';
import { waiverTaken } from '@shared/damage-waiver';
import type { CartPriceRequest } from '@shared/schemas/pricing';
import { queryKeys } from '@/lib/query-keys';
import { useShopInfo } from '@/lib/use-booking-limits';
import { useCurrentUser } from '@/features/auth';
import { cartExtras, useCartExtras } from '../lib/cart-extras';
import type { PricedCart } from '../lib/cart-pricing';
import { couponRefusalOf, refusesWaiver } from '../lib/coupon-refusals';
import { cartPriceQuery, priceRequest } from './cart-price';

/** The shop's damage waiver as GET /api/shop says it (undefined until it comes). */
export type ShopWaiver = NonNullable<ReturnType<typeof useShopInfo>>['damageWaiver'];

export type CartPricing = {
  /** The question for the cart as it is now: its lines, the applied coupon and the waiver taken. */
  request: CartPriceRequest;
  /** Who asks (null: a visitor): applying a code asks as the same customer. */
  userId: string | null;
  /** The answer to exactly that question: what the order books. */
  current: PricedCart | undefined;
  /** The answer on the screen: the current one, or the last one while the next is on its way. */
  shown: PricedCart | undefined;
  /** The question could not be answered (no connection, a fault): the cart shows its own sums. */
  failed: boolean;
  /** A question is on its way. */
  fetching: boolean;
  waiver: ShopWaiver | undefined;
};

/**
 * The cart's prices from the server (POST /api/cart/price), asked again whenever its lines,
 * dates, quantities, coupon or waiver choice change. The last answer stays on the screen while
 * the next comes. A coupon the server no longer takes for this cart (the lines changed, it ran
 * out) leaves the question and is said on its field; a waiver the shop stopped offering makes
 * the cart read the shop's settings again.
 */
export function useCartPrice(lines: CartLine[]): CartPricing {
  const shop = useShopInfo();
  const extras = useCartExtras();
  const me = useCurrentUser();
  const queryClient = useQueryClient();
  const waiver = shop?.damageWaiver;
  const userId = me.user?.id ?? null;
  const request = priceRequest(lines, {
    couponCode: extras.couponCode ?? undefined,
    damageWaiver: waiver !== undefined && waiverTaken(waiver.mode, extras.damageWaiver),
  });
  const query = useQuery({
    ...cartPriceQuery(userId, request),
    // Asked once it is known who asks: a customer's answer may differ from a visitor's.
    enabled: lines.length > 0 && !me.isPending,
    placeholderData: keepPreviousData,
  });

  const { error } = query;
  const asked = request.couponCode;
  const refusedCoupon = couponRefusalOf(error) !== null;
  useEffect(() => {
    if (!error) return;
    const refusal = couponRefusalOf(error);
    if (refusal !== null && asked !== undefined) cartExtras.refuseCoupon(asked, refusal);
    else if (refusesWaiver(error)) void queryClient.invalidateQueries({ queryKey: queryKeys.shop });
  }, [error, asked, queryClient]);

  const answered = lines.length > 0 && query.isSuccess;
  return {
    request,
    userId,
    current: answered && !query.isPlaceholderData ? query.data : undefined,
    shown: answered ? query.data : undefined,
    // A refused code or waiver is asked again without it at once: not a failure to say.
    failed: lines.length > 0 && query.isError && !refusedCoupon && !refusesWaiver(error),
    fetching: query.isFetching,
    waiver,
  };
}
