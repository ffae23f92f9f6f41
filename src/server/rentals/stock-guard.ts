import { type SQL, sql } from 'drizzle-orm';
import type { DateRange, IsoDate } from '../../shared/calendar-date';
import {
  type NewCustomerLimitCode,
  type NewCustomerLimits,
  newCustomerLimitMessage,
  newCustomerShareOf,
} from '../../shared/new-customer-limits';
import type { Executor } from '../db/client';
import { ConflictError } from '../domain-errors';
import type { ShopCalendar } from '../shop-calendar';

/*
 * The stock rules for new customers (decision 036), checked inside the booking's transaction.
 * A customer is new until one of their rentals has really ended: its last day is before the
 * shop's today; a cancelled rental never counts as ended. Administrators are not new.
 */

/** Namespace of the per-product advisory lock that queues new customers' bookings of one product. */
const NEW_CUSTOMER_PRODUCT_LOCK = 0x6e657763;

/** Whether the account `userId` (an SQL expression) has no ended rental and is no administrator. */
export const isNewCustomer = (userId: SQL, today: IsoDate) => sql`(
  NOT EXISTS (SELECT 1 FROM rentals ended WHERE ended.user_id = ${userId} AND ended.date_to < ${today}::date
    AND ended.cancelled_at IS NULL)
  AND NOT EXISTS (SELECT 1 FROM "user" staff WHERE staff.id = ${userId} AND staff.is_admin)
)`;

const refuse = (code: NewCustomerLimitCode, limits: NewCustomerLimits) =>
  new ConflictError(code, newCustomerLimitMessage[code](limits));

export function createStockGuard(calendar: ShopCalendar, limits: NewCustomerLimits) {
  /**
   * The most units of the product that new customers hold on any one day of the range, and the
   * product's operational units. Who is new is read now: a customer whose first rental has
   * ended no longer counts against the share, with every rental they hold. Units held through a
   * kit are units of their part product like any other.
   */
  async function heldByNewCustomers(tx: Executor, productId: number, range: DateRange) {
    const today = calendar.today();
    const { rows } = await tx.execute<{ units: number; held: number }>(sql`
      WITH overlapping AS (
        SELECT ri.date_from, ri.date_to FROM rental_items ri
        JOIN items i ON i.id = ri.item_id AND i.product_id = ${productId}
        JOIN rentals r ON r.id = ri.rental_id
        WHERE NOT ri.cancelled AND daterange(ri.date_from, ri.date_to, '[]') && daterange(${range.dateFrom}::date, ${range.dateTo}::date, '[]')
          AND ${isNewCustomer(sql`r.user_id`, today)}
      )
      SELECT
        (SELECT count(*)::int FROM items WHERE product_id = ${productId} AND status = 'Operational') AS units,
        (SELECT coalesce(max(per_day.n), 0)::int FROM (
          SELECT count(o.date_from) AS n
          FROM generate_series(${range.dateFrom}::date, ${range.dateTo}::date, interval '1 day') AS day
          JOIN overlapping o ON day::date BETWEEN o.date_from AND o.date_to
          GROUP BY day
        ) AS per_day) AS held`);
    return rows[0]!;
  }

  return {
    /**
     * A new customer's own caps, for one more line of `quantity` pieces (a kit is one piece: the
     * customer's count of what they hold, whatever is in the box).
     */
    checkCaps(facts: { openRentals: number; openUnits: number }, input: { quantity: number }) {
      if (facts.openRentals >= limits.maxOpenRentals) throw refuse('NEW_CUSTOMER_OPEN_RENTALS', limits);
      if (facts.openUnits + input.quantity > limits.maxUnits) throw refuse('NEW_CUSTOMER_UNITS', limits);
    },

    /**
     * Refuses `units` more units of the product for a new customer beyond the new customers'
     * share. The share is read under a lock per product that only new customers' bookings take,
     * in a statement of its own (a statement sees what committed before it began): two new
     * customers cannot both take the last unit of the share, while returning customers never
     * wait for it. Callers go product by product in id order, so locks never cross.
     */
    async checkShare(tx: Executor, productId: number, units: number, range: DateRange) {
      if (limits.stockSharePercent >= 100) return;
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${NEW_CUSTOMER_PRODUCT_LOCK}, ${productId})`);
      const share = await heldByNewCustomers(tx, productId, range);
      if (share.held + units > newCustomerShareOf(share.units, limits))
        throw refuse('NEW_CUSTOMER_SHARE_TAKEN', limits);
    },
  };
}
