import { useQuery } from '@tanstack/react-query';
import { type BookingLimits, DEFAULT_BOOKING_LIMITS } from '@shared/booking-limits';
import { DEFAULT_NEW_CUSTOMER_LIMITS, type NewCustomerLimits } from '@shared/new-customer-limits';
import { DEFAULT_OPENING_RULES, type OpeningRules } from '@shared/opening-days';
import { api, unwrap } from './api-client';
import { queryKeys } from './query-keys';

/**
 * The shop's booking limits (GET /api/shop), so the picker and the cart offer only what the
 * server will accept. Until the answer comes, the shipped defaults stand in: the server still
 * has the last word, and a shop that raised its limits loses nothing but a moment.
 */
export function useBookingLimits(): BookingLimits {
  return useShopInfo()?.bookingLimits ?? DEFAULT_BOOKING_LIMITS;
}

/** What a customer whose first rental has not ended may hold (decision 036), for the refusals' texts. */
export function useNewCustomerLimits(): NewCustomerLimits {
  return useShopInfo()?.newCustomerLimits ?? DEFAULT_NEW_CUSTOMER_LIMITS;
}

/**
 * The shop's opening days: the picker offers only open first and last days after the
 * lead time, and totals count only open days when closed ones are free. Until the answer comes,
 * today's behaviour (open every day) stands in; the server has the last word.
 */
export function useOpeningRules(): OpeningRules {
  return useShopInfo() ?? DEFAULT_OPENING_RULES;
}

/** GET /api/shop as the server sent it (undefined until it comes): limits, payments, deposits, cancellation. */
export function useShopInfo() {
  const { data } = useQuery(shopQuery);
  return data;
}

/** GET /api/shop, also read before a product page is written on the server (ssr/route-data.ts). */
export const shopQuery = {
  queryKey: queryKeys.shop,
  queryFn: () => unwrap(api.GET('/api/shop')),
  staleTime: Infinity,
};
