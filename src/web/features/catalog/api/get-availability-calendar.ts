import type { AvailabilityCalendar, Month } from '@shared/schemas/availability';
import { api, unwrap } from '@/lib/api-client';

/** Free units of a product on each day of a month ('YYYY-MM'). */
export function getAvailabilityCalendar(productId: number, month: Month): Promise<AvailabilityCalendar> {
  return unwrap(api.GET('/api/products/{id}/calendar', { params: { path: { id: productId }, query: { month } } }));
}
