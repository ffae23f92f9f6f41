import { and, asc, eq, gte, isNull, lte, notInArray, sql } from 'drizzle-orm';
import { addDays, type IsoDate } from '../../shared/calendar-date';
import type { Language } from '../../shared/languages';
import { productName } from '../catalog/localized';
import type { Database } from '../db/client';
import { user } from '../db/schema/auth';
import { products } from '../db/schema/catalog';
import { rentals } from '../db/schema/rentals';
import { orders } from '../db/schema/orders';
import { rentalStateOf } from '../rentals/rental-state';
import type { FeedLine } from './ical';

/** A customer's feed goes this far back; their future rentals all show, up to CUSTOMER_MAX_LINES. */
export const CUSTOMER_DAYS_BACK = 183;
export const CUSTOMER_MAX_LINES = 1000;
/**
 * The shop's feed: the last month's pick-ups and returns and the next six months', up to
 * SHOP_MAX_LINES lines (two events each, about 2.5 MB, rendered in about 0.2 s), the earliest
 * first: a bound on one poll's work, and on a feed calendar apps will still take.
 */
export const SHOP_DAYS_BACK = 31;
export const SHOP_DAYS_AHEAD = 183;
export const SHOP_MAX_LINES = 2000;

/** A kit's part's name in `language`, English when it has none (as catalog/localized.ts). */
const partName = (language: Language) =>
  language === 'en' ? sql.raw('part.name') : sql.raw(`COALESCE(NULLIF(part.name_${language}, ''), part.name)`);

/**
 * The shop's feed is kept until a change to what this reads (decision 103): each table and
 * column read here moves shop_feed_changes by a trigger (migration 0045); one read here anew
 * needs its trigger too.
 *
 * The live lines the feeds show: not cancelled, of an order neither cancelled nor lapsed (one
 * awaiting its online payment holds its units, so it shows), ending on `since` or later.
 */
export function createFeedRentals(db: Database) {
  async function read(where: {
    userId?: string;
    /** The shop's today, which the lines' state is read on. */
    today: IsoDate;
    since: IsoDate;
    until?: IsoDate;
    language: Language;
    limit: number;
  }): Promise<FeedLine[]> {
    const rows = await db
      .select({
        rentalId: rentals.id,
        orderId: rentals.orderId,
        orderReference: orders.reference,
        dateFrom: rentals.dateFrom,
        dateTo: rentals.dateTo,
        productName: productName(where.language),
        isKit: products.isKit,
        unitsPerKit: rentals.unitsPerKit,
        units: sql<{ serialNumber: string; partName: string }[]>`COALESCE((
          SELECT json_agg(json_build_object('serialNumber', i.serial_number, 'partName', ${partName(where.language)})
            ORDER BY i.serial_number)
          FROM rental_items ri JOIN items i ON i.id = ri.item_id JOIN products part ON part.id = i.product_id
          WHERE ri.rental_id = ${rentals.id}
        ), '[]'::json)`,
        customerName: user.name,
        customerEmail: user.email,
        createdAt: rentals.createdAt,
        // Handed over, back, late (rentals/rental-state.ts): the events say so.
        standing: rentalStateOf(where.today, 'joined'),
      })
      .from(rentals)
      .innerJoin(orders, eq(orders.id, rentals.orderId))
      .innerJoin(products, eq(products.id, rentals.productId))
      .innerJoin(user, eq(user.id, rentals.userId))
      .where(
        and(
          where.userId === undefined ? undefined : eq(rentals.userId, where.userId),
          isNull(rentals.cancelledAt),
          notInArray(orders.status, ['Cancelled', 'Lapsed', 'Held']),
          gte(rentals.dateTo, where.since),
          where.until === undefined ? undefined : lte(rentals.dateFrom, where.until),
        ),
      )
      .orderBy(asc(rentals.dateFrom), asc(rentals.id))
      .limit(where.limit);
    // Field by field, not by object rest and spread: those cost microseconds a row (rentals/queries.ts toRental).
    return rows.map((row) => ({
      rentalId: row.rentalId,
      orderId: row.orderId,
      orderReference: row.orderReference,
      dateFrom: row.dateFrom,
      dateTo: row.dateTo,
      productName: row.productName,
      // A kit is one line: its quantity counts kits, its units are its parts'.
      quantity: Math.max(1, Math.round(row.units.length / row.unitsPerKit)),
      units: row.units.map((unit) => ({ serialNumber: unit.serialNumber, partName: row.isKit ? unit.partName : null })),
      customerName: row.customerName,
      customerEmail: row.customerEmail,
      createdAt: row.createdAt,
      state: row.standing.state,
    }));
  }

  return {
    /** A customer's lines from CUSTOMER_DAYS_BACK days before `today` on, in their language. */
    forCustomer: (userId: string, today: IsoDate, language: Language) =>
      read({ userId, today, since: addDays(today, -CUSTOMER_DAYS_BACK), language, limit: CUSTOMER_MAX_LINES }),
    /** Every customer's lines around `today`: ending SHOP_DAYS_BACK days before it or later, starting SHOP_DAYS_AHEAD after it or sooner. */
    forShop: (today: IsoDate, language: Language) =>
      read({
        today,
        since: addDays(today, -SHOP_DAYS_BACK),
        until: addDays(today, SHOP_DAYS_AHEAD),
        language,
        limit: SHOP_MAX_LINES,
      }),
  };
}
