import type { CartLine } from '../../../../shared/cart';
import type { Availability } from '../../../../shared/schemas/availability';
import { api } from '../../../lib/api-client';

/** Free units of the line's product over its days, asked fresh (the cart's checks must not use a cached answer). */
export async function freeUnits(line: Pick<CartLine, 'product' | 'dates'>): Promise<number> {
  const query = new URLSearchParams({ from: line.dates.start, to: line.dates.end });
  const availability = await api.get<Availability>(`/api/products/${line.product.id}/availability?${query}`);
  return availability.free;
}
