import { and, asc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import { addDays, type IsoDate } from '../../shared/calendar-date';
import { isOpenOn, type OpeningRules } from '../../shared/opening-days';
import type { Planner, PlannerBar, PlannerQuery } from '../../shared/schemas/planner';
import type { Database } from '../db/client';
import { containsPattern } from '../db/listing';
import { items, products } from '../db/schema/catalog';
import { serviceDue } from '../db/service-due';
import type { ShopCalendar } from '../shop-calendar';

/*
 * The planner's read (issue 47): a page of units in product then serial-number order, and for
 * those units every booking that touches the view, from the rows the exclusion constraint guards
 * (rental_items: its dates and its buffer, `blocked_to`), so the planner shows what a booking
 * would be refused by, computed once. Two statements per page, each on the units' indexes.
 */

type Cursor = [productName: string, serialNumber: string, id: number];

const cursorOf = (row: { productName: string; serialNumber: string; id: number }) =>
  Buffer.from(JSON.stringify([row.productName, row.serialNumber, row.id] satisfies Cursor)).toString('base64url');

/** The page's start; 'none' for a cursor we did not write: nothing comes after it. */
function parseCursor(after: string | undefined): Cursor | null | 'none' {
  if (!after) return null;
  try {
    const value = JSON.parse(Buffer.from(after, 'base64url').toString()) as unknown;
    if (
      Array.isArray(value) &&
      typeof value[0] === 'string' &&
      typeof value[1] === 'string' &&
      Number.isInteger(value[2])
    ) {
      return value as Cursor;
    }
  } catch {
    // Not ours: answered as the end of the list.
  }
  return 'none';
}

type BookingRow = {
  item_id: number;
  rental_id: number;
  order_id: number;
  reference: string;
  status: string;
  customer: string;
  date_from: IsoDate;
  date_to: IsoDate;
  blocked_to: IsoDate;
  handed_over: boolean;
  out_late: boolean;
};

/** The bars one booking of a unit makes: its days, its buffer, and its days out late up to today. */
function barsOf(row: BookingRow, today: IsoDate): PlannerBar[] {
  // A quote's hold is nobody's order yet (decision 090): its bar names the customer, not the order.
  const held = row.status === 'Held';
  const who = held
    ? { rentalId: row.rental_id, customer: row.customer }
    : { rentalId: row.rental_id, orderId: row.order_id, orderReference: row.reference, customer: row.customer };
  const bars: PlannerBar[] = [
    {
      kind: held ? 'hold' : 'rental',
      dateFrom: row.date_from,
      dateTo: row.date_to,
      ...who,
      handedOver: row.handed_over,
    },
  ];
  // A unit still out is late, not kept back: its buffer starts once it is back.
  if (row.blocked_to > row.date_to && !row.out_late) {
    bars.push({ kind: 'buffer', dateFrom: addDays(row.date_to, 1), dateTo: row.blocked_to, ...who });
  }
  if (row.out_late) bars.push({ kind: 'overdue', dateFrom: addDays(row.date_to, 1), dateTo: today, ...who });
  return bars;
}

export function createPlanner(db: Database, calendar: ShopCalendar, openingRules: () => Promise<OpeningRules>) {
  return {
    async read(query: PlannerQuery): Promise<Planner> {
      const { from, to } = query;
      const today = calendar.today();
      const cursor = parseCursor(query.after);
      const pattern = query.q ? containsPattern(query.q) : undefined;
      const where: (SQL | undefined)[] = [
        query.productId === undefined ? undefined : eq(items.productId, query.productId),
        query.categoryId === undefined ? undefined : eq(products.categoryId, query.categoryId),
        pattern ? or(ilike(products.name, pattern), ilike(items.serialNumber, pattern)) : undefined,
        cursor === 'none'
          ? sql`false`
          : cursor
            ? sql`(${products.name}, ${items.serialNumber}, ${items.id}) > (${cursor[0]}, ${cursor[1]}, ${cursor[2]})`
            : undefined,
      ];
      const rows = await db
        .select({
          id: items.id,
          serialNumber: items.serialNumber,
          productId: items.productId,
          productName: products.name,
          status: items.status,
          outForService: items.outForService,
          serviceDue: serviceDue(today, calendar.timeZone),
        })
        .from(items)
        .innerJoin(products, eq(products.id, items.productId))
        .where(and(...where))
        .orderBy(asc(products.name), asc(items.serialNumber), asc(items.id))
        .limit(query.limit + 1);
      const page = rows.slice(0, query.limit);
      const ids = page.map((row) => row.id);
      const bookings =
        ids.length === 0
          ? []
          : (
              await db.execute<BookingRow>(sql`
                SELECT ri.item_id, ri.rental_id, r.order_id, o.reference, o.status::text AS status, u.name AS customer,
                       ri.date_from::text AS date_from, ri.date_to::text AS date_to, ri.blocked_to::text AS blocked_to,
                       ri.checked_out_at IS NOT NULL AS handed_over,
                       (ri.checked_out_at IS NOT NULL AND ri.checked_in_at IS NULL AND ri.date_to < ${today}::date) AS out_late
                  FROM rental_items ri
                  JOIN rentals r ON r.id = ri.rental_id
                  JOIN orders o ON o.id = r.order_id
                  JOIN "user" u ON u.id = r.user_id
                 WHERE ri.item_id = ANY(${`{${ids.join(',')}}`}::int[]) AND NOT ri.cancelled
                   AND ((ri.date_from <= ${to}::date AND ri.blocked_to >= ${from}::date)
                     OR (ri.checked_out_at IS NOT NULL AND ri.checked_in_at IS NULL AND ri.date_to < ${today}::date
                         AND ${today}::date >= ${from}::date))
                 ORDER BY ri.item_id, ri.date_from`)
            ).rows;
      const rules = await openingRules();
      const closedDays: IsoDate[] = [];
      for (let day = from; day <= to; day = addDays(day, 1)) if (!isOpenOn(day, rules)) closedDays.push(day);
      return {
        from,
        to,
        closedDays,
        units: page.map((unit) => {
          const own = bookings.filter((booking) => booking.item_id === unit.id).flatMap((row) => barsOf(row, today));
          const away: PlannerBar[] =
            unit.status === 'NonOperational'
              ? [{ kind: unit.outForService ? 'maintenance' : 'out_of_service', dateFrom: from, dateTo: to }]
              : [];
          return {
            id: unit.id,
            serialNumber: unit.serialNumber,
            productId: unit.productId,
            productName: unit.productName,
            status: unit.status,
            serviceDue: unit.serviceDue,
            bars: [...away, ...own],
          };
        }),
        next: rows.length > query.limit ? cursorOf(page.at(-1)!) : null,
      };
    },
  };
}

export type PlannerReader = ReturnType<typeof createPlanner>;
