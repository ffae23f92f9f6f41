import { skipToken, useQuery } from '@tanstack/react-query';
import type { Rental } from '@shared/schemas/rental';
import { api, unwrap } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** How often the list asks again while a line's order waits for Stripe's confirmation. */
export const AWAITING_PAYMENT_REFRESH_MS = 3000;

/** Whether any line's order waits for payment: only then is the list refreshed by itself. */
export const someAwaitingPayment = (rentals: readonly Rental[] | undefined) =>
  rentals?.some((rental) => rental.orderStatus === 'AwaitingPayment') === true;

/**
 * The signed-in user's rentals, newest first (not asked while `enabled` is false). Always
 * refetched on visit: statuses and incidents change elsewhere. While an order waits for payment
 * the list asks again every few seconds, so its lines turn confirmed when Stripe's webhook lands
 * (or leave when the hold lapses), and stops once none waits.
 */
export function useOwnRentals(userId: string | undefined, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.rentals.own(userId ?? ''),
    queryFn: userId !== undefined && enabled ? () => unwrap(api.GET('/api/rentals')) : skipToken,
    staleTime: 0,
    refetchInterval: (query) => (someAwaitingPayment(query.state.data) ? AWAITING_PAYMENT_REFRESH_MS : false),
  });
}
