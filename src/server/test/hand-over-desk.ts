import { asc, eq, sql } from 'drizzle-orm';
import { addDays, type IsoDate } from '../../shared/calendar-date';
import { auditLog } from '../audit/schema';
import { items } from '../db/schema/catalog';
import { payments } from '../db/schema/payments';
import { rentalItems } from '../db/schema/rentals';
import { insertItems, insertProduct, insertRental } from './factories';
import { TEST_TODAY, type TestApp } from './test-app';

/*
 * The hand-over desk's tests (src/server/hand-over/): customers' rentals of fresh products, with
 * spare units beside them, and the desk's calls as an administrator makes them.
 */

export function handOverDesk(t: TestApp) {
  let products = 0;
  const day = (offset: number): IsoDate => addDays(TEST_TODAY, offset);

  /**
   * A rental of `units` units of a fresh product (10.00 a day unless said) for `userId`, from
   * today to the day after tomorrow unless said, with `spares` free units of the same product.
   */
  async function rental(
    userId: string,
    options: {
      units?: number;
      spares?: number;
      dateFrom?: IsoDate;
      dateTo?: IsoDate;
      depositCents?: number;
      dailyPrice?: string;
      productId?: number;
    } = {},
  ) {
    const productId =
      options.productId ??
      (await insertProduct(t.db, { name: `Sony FX3 #${(products += 1)}`, dailyPrice: options.dailyPrice ?? '10.00' }))
        .id;
    const count = options.units ?? 1;
    const created = await insertItems(t.db, productId, count + (options.spares ?? 0));
    const units = created.slice(0, count);
    const row = await insertRental(t.db, {
      userId,
      productId,
      dateFrom: options.dateFrom ?? day(0),
      dateTo: options.dateTo ?? day(2),
      itemIds: units.map((unit) => unit.id),
      depositCents: options.depositCents,
    });
    return { productId, rental: row, units, spares: created.slice(count) };
  }

  const post = (cookie: string, url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: { cookie }, payload });

  return {
    day,
    rental,
    /**
     * Hands units over as a counter does: taking what the order still owes in cash, unless
     * `extra` says how (its own `payment`, `payLater`, or `payment: undefined` for neither).
     */
    checkOut: (cookie: string, rentalId: number, serials: string[], extra: object = {}) =>
      post(cookie, `/api/admin/rentals/${rentalId}/check-out`, {
        serials,
        ...('payLater' in extra ? {} : { payment: { channel: 'cash' } }),
        ...extra,
      }),
    checkIn: (
      cookie: string,
      rentalId: number,
      units: {
        serial: string;
        condition: 'ok' | 'damaged' | 'missing';
        note?: string;
        service?: { note: string; cost?: string };
      }[],
      extra: object = {},
    ) => post(cookie, `/api/admin/rentals/${rentalId}/check-in`, { units, ...extra }),
    get: (cookie: string, url: string) => t.app.inject({ method: 'GET', url, headers: { cookie } }),
    /** The rental's rows in rental_items, by item. */
    rentalRows: (rentalId: number) =>
      t.db.select().from(rentalItems).where(eq(rentalItems.rentalId, rentalId)).orderBy(asc(rentalItems.itemId)),
    /** How many rentals hold the unit (cancelled or not). */
    holders: async (itemId: number) =>
      (await t.db.select().from(rentalItems).where(eq(rentalItems.itemId, itemId))).map((row) => row.rentalId),
    statusOf: async (itemId: number) =>
      (await t.db.select({ status: items.status }).from(items).where(eq(items.id, itemId)))[0]!.status,
    /** The order's ledger, oldest first. */
    ledger: (orderId: number) =>
      t.db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(asc(payments.id)),
    /** The events of `type` published, oldest first, with their payloads. */
    events: async (type: string) =>
      (await t.db.execute(sql`SELECT payload FROM domain_events WHERE type = ${type} ORDER BY id`)).rows.map(
        (row) => row.payload as Record<string, unknown>,
      ),
    /** The audit entries of `action`, oldest first. */
    audits: (action: 'check-out' | 'check-in' | 'create' | 'edit' | 'image' | 'payment') =>
      t.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(asc(auditLog.id)),
  };
}
