import type { DateRange } from '@shared/calendar-date';
import type { Availability } from '@shared/schemas/availability';
import { api, unwrap } from '@/lib/api-client';

/**
 * Free units of a product over an inclusive range, and its stock status. The one place the
 * availability request is made: the rental panel's badge and the cart's stock checks both ask here.
 */
export function getAvailability(productId: number, { dateFrom, dateTo }: DateRange): Promise<Availability> {
  return unwrap(
    api.GET('/api/products/{id}/availability', { params: { path: { id: productId }, query: { dateFrom, dateTo } } }),
  );
}
