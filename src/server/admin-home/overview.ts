import { and, asc, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { addDays, type IsoDate } from '../../shared/calendar-date';
import { daysLate } from '../../shared/late-fee';
import {
  type AdminOverview,
  type FlaggedRental,
  OVERDUE_FLAG_DAYS,
  OVERVIEW_LIST_LIMIT,
} from '../../shared/schemas/admin-overview';
import type { Database } from '../db/client';
import { countOf } from '../db/listing';
import { user } from '../db/schema/auth';
import { items, products } from '../db/schema/catalog';
import { incidents, rentalItems, rentals } from '../db/schema/rentals';
import { unitOutLate } from '../db/units-out';
import type { ShopCalendar } from '../shop-calendar';

const limit = OVERVIEW_LIST_LIMIT;

/** A cancelled rental is handed out and taken back never: the lists leave it out. */
const live = (where: SQL) => and(where, isNull(rentals.cancelledAt))!;

/**
 * A rental not over yet that holds a unit out of service, not handed over yet (one that came back
 * damaged from this rental's customer is settled on its incident, not swapped). Read from the few broken units (the
 * partial index on items), then their rental_items (rental_items_item_id_idx), never by walking
 * every future rental; gathered first (ARRAY(...)), so that or-ed with holdsLateUnit each side
 * still reads the rentals by their key.
 */
const holdsBrokenUnit = (today: IsoDate) =>
  sql`${rentals.id} = ANY (ARRAY(
    SELECT ri.rental_id FROM items i JOIN rental_items ri ON ri.item_id = i.id
    WHERE i.status = 'NonOperational' AND ri.date_to >= ${today}::date AND NOT ri.cancelled
      AND ri.checked_out_at IS NULL
  ))`;

/**
 * A rental starting within OVERDUE_FLAG_DAYS (or under way) that holds a unit not handed to it,
 * which is out late on another rental: read from the few units out late, then where
 * else they are booked (rental_items_item_id_idx), gathered first as isOverdue's are. The look-up
 * per late unit is LATERAL with OFFSET 0, so the planner, which takes the units out for many,
 * cannot turn it into a join over every booking.
 */
const holdsLateUnit = (today: IsoDate) =>
  sql`${rentals.id} = ANY (ARRAY(
    SELECT mine.rental_id FROM rental_items late
    CROSS JOIN LATERAL (
      SELECT other.rental_id FROM rental_items other
      WHERE other.item_id = late.item_id AND other.rental_id <> late.rental_id
        AND NOT other.cancelled AND other.checked_out_at IS NULL
        AND other.date_to >= ${today}::date AND other.date_from <= ${addDays(today, OVERDUE_FLAG_DAYS)}::date
      OFFSET 0
    ) mine
    WHERE ${unitOutLate('late', today)}
  ))`;

/**
 * A rental past its last day with a unit not back (never handed over is not overdue). The ids are
 * gathered first (ARRAY(...), run once): the planner cannot tell how few units are out ("handed
 * over" and "not back" look independent to it) and would otherwise read every rental.
 */
const isOverdue = (today: IsoDate) =>
  sql`${rentals.id} = ANY (ARRAY(SELECT ri.rental_id FROM rental_items ri WHERE ${unitOutLate('ri', today)}))`;

/** The open incidents, newest first, with their count. */
async function openIncidents(db: Database) {
  const open = eq(incidents.status, 'Open');
  const total = await countOf(db, incidents, open);
  const rows = await db
    .select({
      id: incidents.id,
      rentalId: incidents.rentalId,
      type: incidents.type,
      userName: user.name,
      productName: products.name,
      createdAt: incidents.createdAt,
    })
    .from(incidents)
    .innerJoin(user, eq(user.id, incidents.userId))
    .innerJoin(rentals, eq(rentals.id, incidents.rentalId))
    .innerJoin(products, eq(products.id, rentals.productId))
    .where(open)
    .orderBy(desc(incidents.id))
    .limit(limit);
  return { total, items: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })) };
}

/** The units out of service, newest first, with their count. */
async function outOfService(db: Database) {
  const broken = eq(items.status, 'NonOperational');
  const total = await countOf(db, items, broken);
  const rows = await db
    .select({
      id: items.id,
      serialNumber: items.serialNumber,
      productId: items.productId,
      productName: products.name,
    })
    .from(items)
    .innerJoin(products, eq(products.id, items.productId))
    .where(broken)
    .orderBy(desc(items.id))
    .limit(limit);
  return { total, items: rows };
}

/**
 * What a shop manager opens the dashboard for, on the shop's calendar: the units to hand out and
 * take back today and tomorrow, the rentals that need a replacement unit, the overdue rentals,
 * open incidents and the units out of service. Each list is short (OVERVIEW_LIST_LIMIT) with its full count beside it.
 */
export function createAdminOverview(
  db: Database,
  calendar: ShopCalendar,
  /** The payments module's money held for review and refunds that did not go through; it owns those tables. */
  money: {
    forReview(limit: number): Promise<AdminOverview['paymentsForReview']>;
    failedRefunds(limit: number): Promise<AdminOverview['failedRefunds']>;
    disputes(limit: number): Promise<AdminOverview['disputes']>;
  },
) {
  /** Up to `limit` rentals matching `where` in the order `by` (soonest first), with their units. */
  async function rentalsWhere(
    where: SQL,
    today: IsoDate,
    by: SQL[] = [asc(rentals.dateFrom), asc(rentals.id)],
  ): Promise<{ total: number; items: FlaggedRental[] }> {
    const total = await countOf(db, rentals, where);
    if (total === 0) return { total, items: [] };
    const rows = await db
      .select({
        id: rentals.id,
        userName: user.name,
        productId: rentals.productId,
        productName: products.name,
        dateFrom: rentals.dateFrom,
        dateTo: rentals.dateTo,
      })
      .from(rentals)
      .innerJoin(user, eq(user.id, rentals.userId))
      .innerJoin(products, eq(products.id, rentals.productId))
      .where(where)
      .orderBy(...by)
      .limit(limit);
    const ids = rows.map((row) => row.id);
    const [units, late] = await Promise.all([
      db
        .select({
          rentalId: rentalItems.rentalId,
          id: items.id,
          serialNumber: items.serialNumber,
          status: items.status,
          handedOver: sql<boolean>`${rentalItems.checkedOutAt} IS NOT NULL`,
        })
        .from(rentalItems)
        .innerJoin(items, eq(items.id, rentalItems.itemId))
        .where(inArray(rentalItems.rentalId, ids))
        .orderBy(asc(items.serialNumber)),
      // Which of their units (not handed to them) are out late on another rental.
      db.execute<{ rental_id: number; item_id: number; out_on: number; days_late: number }>(sql`
        SELECT mine.rental_id, mine.item_id, late.rental_id AS out_on, ${today}::date - late.date_to AS days_late
        FROM rental_items mine
        JOIN rental_items late ON late.item_id = mine.item_id AND late.rental_id <> mine.rental_id
        WHERE mine.rental_id IN (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )}) AND mine.checked_out_at IS NULL AND ${unitOutLate('late', today)}`),
    ]);
    return {
      total,
      items: rows.map((row) => {
        const own = units.filter((unit) => unit.rentalId === row.id);
        const unit = ({ id, serialNumber }: { id: number; serialNumber: string }) => ({ id, serialNumber });
        const lateOf = (id: number) => late.rows.find((out) => out.rental_id === row.id && out.item_id === id);
        return {
          ...row,
          items: own.map(unit),
          // One the customer already has (back damaged, or missing) is for its incident, not a swap.
          brokenItems: own
            .filter((candidate) => candidate.status === 'NonOperational' && !candidate.handedOver)
            .map(unit),
          // A unit out of service is listed as broken (it is swapped all the same), never twice.
          lateItems: own.flatMap((candidate) => {
            const out = candidate.status === 'Operational' ? lateOf(candidate.id) : undefined;
            return out ? [{ ...unit(candidate), outOnRentalId: out.out_on, daysLate: out.days_late }] : [];
          }),
        };
      }),
    };
  }

  const plain = async (where: SQL, today: IsoDate, by?: SQL[]) => {
    const { total, items: rows } = await rentalsWhere(where, today, by);
    return { total, items: rows.map(({ brokenItems: _broken, lateItems: _late, ...row }) => row) };
  };

  return {
    async get(): Promise<AdminOverview> {
      const today = calendar.today();
      const tomorrow = addDays(today, 1);
      const [
        handOutToday,
        handOutTomorrow,
        takeBackToday,
        takeBackTomorrow,
        needsReplacement,
        overdue,
        incidentList,
        units,
      ] = await Promise.all([
        plain(live(eq(rentals.dateFrom, today)), today),
        plain(live(eq(rentals.dateFrom, tomorrow)), today),
        plain(live(eq(rentals.dateTo, today)), today),
        plain(live(eq(rentals.dateTo, tomorrow)), today),
        rentalsWhere(or(holdsBrokenUnit(today), live(holdsLateUnit(today)))!, today),
        // The longest late first.
        plain(live(isOverdue(today)), today, [asc(rentals.dateTo), asc(rentals.id)]),
        openIncidents(db),
        outOfService(db),
      ]);
      const forReview = await money.forReview(limit);
      const failedRefunds = await money.failedRefunds(limit);
      const disputes = await money.disputes(limit);
      return {
        today,
        handOut: { today: handOutToday, tomorrow: handOutTomorrow },
        takeBack: { today: takeBackToday, tomorrow: takeBackTomorrow },
        needsReplacement,
        overdue: {
          total: overdue.total,
          items: overdue.items.map((row) => ({ ...row, daysLate: daysLate(row.dateTo, today) })),
        },
        openIncidents: incidentList,
        outOfService: units,
        paymentsForReview: forReview,
        failedRefunds,
        disputes,
      };
    },
  };
}

export type AdminOverviewService = ReturnType<typeof createAdminOverview>;
