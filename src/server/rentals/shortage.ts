import { sql } from 'drizzle-orm';
import type { DateRange } from '../../shared/calendar-date';
import type { RefusalDetail } from '../../shared/refusal-reasons';
import type { Executor } from '../db/client';
import type { Need } from './booking-terms';

/*
 * Why units are short (issue 48), read once a booking, an extension or a change of dates has
 * been refused for its units; never on the way to a booking that succeeds. Free is what
 * catalog/free-units.ts says: an operational unit that no rental blocks over [first day, last day
 * + the product's buffer], a rental blocking its days and its buffer after them. Units counted
 * three ways, per product needed (a kit's parts each):
 * - free: as a booking counts them;
 * - not held by another customer: the customer's own rentals left out;
 * - not on another customer's days: their rentals' days only, no buffer on either side.
 * Too few of the last: no unit is free (`no_stock`, the spec's case). Enough once the customer's
 * own rentals are left out: `own_rental`. Otherwise the buffers are what keep them (`buffer`).
 */

/** What is short: the units of each product needed, and which rental and customer ask. */
export type ShortageQuestion = {
  needs: Need[];
  range: DateRange;
  /** The customer the units are for: their own rentals are told apart from others'. */
  userId: string;
  /** The rental being changed, whose own rows block nothing (an extension, a change of dates). */
  rentalId?: number;
  /** Only these units may serve (an extension after check-out: the units the customer holds). */
  itemIds?: number[];
};

export async function shortageOf(ex: Executor, question: ShortageQuestion): Promise<RefusalDetail> {
  const { needs, range, userId } = question;
  if (needs.length === 0) return { reason: 'no_stock' };
  const rentalId = question.rentalId ?? 0;
  const only = question.itemIds ? sql`AND i.id = ANY(${`{${question.itemIds.join(',')}}`}::int[])` : sql``;
  // A rental row that stands in the way of unit `i` over the range with its buffer (`withBuffer`)
  // or over its days only; `others` leaves out the customer's own rentals.
  const blocks = (withBuffer: boolean, others: boolean) => sql`EXISTS (
    SELECT 1 FROM rental_items ri JOIN rentals r ON r.id = ri.rental_id
    WHERE ri.item_id = i.id AND NOT ri.cancelled AND ri.rental_id <> ${rentalId}
      ${others ? sql`AND r.user_id <> ${userId}` : sql``}
      AND ${
        withBuffer
          ? sql`daterange(ri.date_from, ri.blocked_to, '[]') && daterange(${range.dateFrom}::date, buffer_end(${range.dateTo}::date, p.buffer_days), '[]')`
          : sql`daterange(ri.date_from, ri.date_to, '[]') && daterange(${range.dateFrom}::date, ${range.dateTo}::date, '[]')`
      })`;
  const { rows } = await ex.execute<{
    units: number;
    buffer_days: number;
    free: number;
    not_own: number;
    not_taken: number;
  }>(sql`
    SELECT n.units, p.buffer_days,
      count(i.id) FILTER (WHERE NOT ${blocks(true, false)})::int AS free,
      count(i.id) FILTER (WHERE NOT ${blocks(true, true)})::int AS not_own,
      count(i.id) FILTER (WHERE NOT ${blocks(false, true)})::int AS not_taken
    FROM unnest(${`{${needs.map((need) => need.productId).join(',')}}`}::int[],
      ${`{${needs.map((need) => need.units).join(',')}}`}::int[]) AS n(product_id, units)
    JOIN products p ON p.id = n.product_id
    LEFT JOIN items i ON i.product_id = n.product_id AND i.status = 'Operational' ${only}
    GROUP BY n.product_id, n.units, p.buffer_days
    ORDER BY n.product_id`);
  // The first product short; with none short (taken and given back meanwhile), the plainest reason.
  const short = rows.find((row) => row.free < row.units);
  if (!short || short.not_taken < short.units) return { reason: 'no_stock' };
  if (short.not_own >= short.units) return { reason: 'own_rental' };
  return { reason: 'buffer', bufferDays: short.buffer_days };
}
