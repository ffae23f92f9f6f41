import { useQuery } from '@tanstack/react-query';
import { type BookingLimits, DEFAULT_BOOKING_LIMITS } from '@shared/booking-limits';
import { api, unwrap } from './api-client';
import { queryKeys } from './query-keys';

/**
 * The shop's booking limits (GET /api/shop), so the picker and the cart offer only what the
 * server will accept. Until the answer comes, the shipped defaults stand in: the server still
 * has the last word, and a shop that raised its limits loses nothing but a moment.
 */
export function useBookingLimits(): BookingLimits {
  const { data } = useQuery({
    queryKey: queryKeys.shop,
    queryFn: () => unwrap(api.GET('/api/shop')),
    staleTime: Infinity,
  });
  return data?.bookingLimits ?? DEFAULT_BOOKING_LIMITS;
}
