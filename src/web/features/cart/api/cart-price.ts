import { queryOptions } from '@tanstack/react-query';
import type { CartLine } from '@shared/cart';
import type { CartPriceRequest } from '@shared/schemas/pricing';
import { api, unwrap } from '@/lib/api-client';
import { priceLines, type PricedCart } from '../lib/cart-pricing';

/**
 * The cart's price questions (POST /api/cart/price), one per lines, coupon, waiver and customer:
 * a signed-in customer's answer may refuse a code a visitor's would take (used as often as one
 * customer may).
 */
export const cartPriceKeys = {
  all: ['cart-price'] as const,
  of: (userId: string | null, request: CartPriceRequest) => ['cart-price', userId, request] as const,
};

/** What the cart asks beyond its lines. */
export type PriceExtras = { couponCode?: string; damageWaiver?: boolean };

export const priceRequest = (lines: CartLine[], extras: PriceExtras): CartPriceRequest => ({
  lines: priceLines(lines),
  ...(extras.couponCode !== undefined ? { couponCode: extras.couponCode } : {}),
  ...(extras.damageWaiver ? { damageWaiver: true } : {}),
});

/** The question as a query: its answer keeps the request it answers, to match its lines to the cart's. */
export const cartPriceQuery = (userId: string | null, request: CartPriceRequest) =>
  queryOptions({
    queryKey: cartPriceKeys.of(userId, request),
    queryFn: async (): Promise<PricedCart> => ({
      request,
      price: await unwrap(api.POST('/api/cart/price', { body: request })),
    }),
    staleTime: 0,
  });
