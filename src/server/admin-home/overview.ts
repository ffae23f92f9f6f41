import { and, asc, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { addDays, type IsoDate } from '../../shared/calendar-date';
import { fromCents } from '../../shared/money';
import {
  type AdminOverview,
  type FlaggedRental,
  type OverdueRental,
  OVERDUE_FLAG_DAYS,
  OVERVIEW_LIST_LIMIT,
} from '../../shared/schemas/admin-overview';
import type { Database } from '../db/client';
import { notHeld } from '../db/held-orders';
import { countOf } from '../db/listing';
import { user } from '../db/schema/auth';
import { items, products } from '../db/schema/catalog';
import { incidents, rentalItems, rentals } from '../db/schema/rentals';
import { serviceDue } from '../db/service-due';
import { unitOutLate } from '../db/units-out';
import { defaultLateFeeRule, lateFeeSoFarCents, type LateFeeRuleSource } from '../rentals/queries';
import { rentalStateIn, rentalStateOf } from '../rentals/rental-state';
import type { ShopCalendar } from '../shop-calendar';

const limit = OVERVIEW_LIST_LIMIT;

type OverviewUnit = { id: number; serialNumber: string };
const unitOf = ({ id, serialNumber }: OverviewUnit): OverviewUnit => ({ id, serialNumber });

/** A cancelled rental is handed out and taken back never: the lists leave it out. */
const live = (where: SQL) => and(where, isNull(rentals.cancelledAt), notHeld(rentals.orderId))!;

/**
 * A rental not over yet that holds a unit out of service, not handed over yet (one that came back
 * damaged from this rental's customer is settled on its incident, not swapped). Read from the few broken units (the
 * partial index on items), then their rental_items (rental_items_item_id_idx), never by walking
 * every future rental; gathered first (ARRAY(...)), so that or-ed with holdsLateUnit each side
 * still reads the rentals by their key. The look-up per broken unit is LATERAL with OFFSET 0, as
 * holdsLateUnit's: joined, the planner read the whole of rental_items once a few thousand units
 * were out of service (2% of the bench's 300,000), 100-250 ms a visit and growing with history.
 */
const holdsBrokenUnit = (today: IsoDate) =>
  sql`${rentals.id} = ANY (ARRAY(
    SELECT mine.rental_id FROM items i
    CROSS JOIN LATERAL (
      SELECT ri.rental_id FROM rental_items ri
      WHERE ri.item_id = i.id AND ri.date_to >= ${today}::date AND NOT ri.cancelled AND ri.checked_out_at IS NULL
      OFFSET 0
    ) mine
    WHERE i.status = 'NonOperational'
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

/**
 * A unit of the rental not handed over yet: the rental's own rows, by its key (OFFSET 0 keeps it a
 * per-rental look-up, as the desk's pick-ups read it).
 */
const unitsInShop = sql`EXISTS (
  SELECT 1 FROM rental_items ri WHERE ri.rental_id = ${rentals.id} AND ri.checked_out_at IS NULL OFFSET 0
)`;

/**
 * What the day's lists read of the rental's state (rentals/rental-state.ts): a rental is handed
 * out while nothing of it came back and a unit is still in the shop (all of it, or the rest of a
 * partial hand-over); it is taken back while it is not back, nor overdue (the overdue list has
 * those), nor cancelled.
 */
const toHandOut = (today: IsoDate) => and(rentalStateIn(today, ['booked', 'awaitingPayment', 'out']), unitsInShop)!;
const toTakeBack = (today: IsoDate) => rentalStateIn(today, ['booked', 'awaitingPayment', 'out']);

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
 * How many units are due for a service (decision 094), by the items list's own spelling: read
 * from the products that have an interval, so a shop without maintenance counts nothing.
 */
async function dueForService(db: Database, calendar: ShopCalendar) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(items)
    .innerJoin(products, eq(products.id, items.productId))
    .where(
      and(
        or(sql`${products.serviceEveryRentals} IS NOT NULL`, sql`${products.serviceEveryDays} IS NOT NULL`),
        serviceDue(calendar.today(), calendar.timeZone),
      ),
    );
  return row?.count ?? 0;
}

/**
 * What a shop manager opens the dashboard for, on the shop's calendar: the units to hand out and
 * take back today and tomorrow, the rentals that need a replacement unit, the overdue rentals,
 * open incidents, the units out of service and how many are due for a service. Each list is short (OVERVIEW_LIST_LIMIT) with its full count beside it.
 */
export function createAdminOverview(
  db: Database,
  calendar: ShopCalendar,
  /** The payments module's money held for review and refunds that did not go through; it owns those tables. */
  money: {
    forReview(limit: number): Promise<AdminOverview['paymentsForReview']>;
    failedRefunds(limit: number): Promise<AdminOverview['failedRefunds']>;
    disputes(limit: number): Promise<AdminOverview['disputes']>;
    /** Orders handed over with money owed ("customer pays later") that still owe it. */
    paysLater(limit: number): Promise<AdminOverview['paysLater']>;
  },
  /** The shop's late fee as it is now: the overdue rentals show their fee so far. */
  lateFeeRule: LateFeeRuleSource = defaultLateFeeRule,
) {
  /**
   * Up to `limit` rentals matching `where` in the order `by` (soonest first), each with its units
   * (`flagged`: as the replacement list shows it) and what the day's and overdue lists read of it:
   * its state (rentals/rental-state.ts), its units at the counter, its booked price for the fee.
   */
  async function rentalsWhere(where: SQL, today: IsoDate, by: SQL[] = [asc(rentals.dateFrom), asc(rentals.id)]) {
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
        dailyPriceCents: rentals.dailyPriceCents,
        unitsPerKit: rentals.unitsPerKit,
        standing: rentalStateOf(today),
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
          checkedOutAt: rentalItems.checkedOutAt,
          checkedInAt: rentalItems.checkedInAt,
          lateFeeCents: rentalItems.lateFeeCents,
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
      items: rows.map(({ dailyPriceCents, unitsPerKit, standing, ...row }) => {
        const own = units.filter((unit) => unit.rentalId === row.id);
        const lateOf = (id: number) => late.rows.find((out) => out.rental_id === row.id && out.item_id === id);
        const flagged: FlaggedRental = {
          ...row,
          items: own.map(unitOf),
          // One the customer already has (back damaged, or missing) is for its incident, not a swap.
          brokenItems: own
            .filter((candidate) => candidate.status === 'NonOperational' && candidate.checkedOutAt === null)
            .map(unitOf),
          // A unit out of service is listed as broken (it is swapped all the same), never twice.
          lateItems: own.flatMap((candidate) => {
            const out = candidate.status === 'Operational' ? lateOf(candidate.id) : undefined;
            return out ? [{ ...unitOf(candidate), outOnRentalId: out.out_on, daysLate: out.days_late }] : [];
          }),
        };
        return { flagged, own, standing, price: { dailyPriceCents, unitsPerKit } };
      }),
    };
  }

  type Listed = Awaited<ReturnType<typeof rentalsWhere>>['items'][number];

  /** A list of the home's rentals, each as `shown` makes it from its row. */
  const listOf = async <Row>(
    where: SQL,
    today: IsoDate,
    shown: (rental: Listed) => Row,
    by?: SQL[],
  ): Promise<{ total: number; items: Row[] }> => {
    const { total, items: rows } = await rentalsWhere(where, today, by);
    return { total, items: rows.map(shown) };
  };

  /** The rental as the day's lists show it, with `units` as its units. */
  const dayRow = ({ flagged: { brokenItems: _broken, lateItems: _late, ...row } }: Listed, units: OverviewUnit[]) => ({
    ...row,
    items: units,
  });
  /** To hand out: the units not handed over yet (all of them before the desk). */
  const toHandOutRow = (rental: Listed) =>
    dayRow(rental, rental.own.filter((unit) => unit.checkedOutAt === null).map(unitOf));
  /** To take back: the units out, or all of them while none was handed over (a shop without the desk). */
  const toTakeBackRow = (rental: Listed) => {
    const out = rental.own.filter((unit) => unit.checkedOutAt !== null && unit.checkedInAt === null);
    return dayRow(rental, (rental.standing.state === 'out' ? out : rental.own).map(unitOf));
  };

  return {
    async get(): Promise<AdminOverview> {
      const today = calendar.today();
      const tomorrow = addDays(today, 1);
      const rule = await lateFeeRule();
      /** Overdue: how late, and the late fee so far (rentals/queries.ts's, as the rental's JSON says it). */
      const overdueRow = (rental: Listed): OverdueRental => ({
        ...dayRow(rental, rental.flagged.items),
        daysLate: rental.standing.daysLate,
        lateFee: fromCents(lateFeeSoFarCents(rental.price, rental.own, rental.standing.daysLate, rule)),
      });
      const [
        handOutToday,
        handOutTomorrow,
        takeBackToday,
        takeBackTomorrow,
        needsReplacement,
        overdue,
        incidentList,
        units,
        serviceDueCount,
      ] = await Promise.all([
        listOf(live(and(eq(rentals.dateFrom, today), toHandOut(today))!), today, toHandOutRow),
        listOf(live(and(eq(rentals.dateFrom, tomorrow), toHandOut(today))!), today, toHandOutRow),
        listOf(live(and(eq(rentals.dateTo, today), toTakeBack(today))!), today, toTakeBackRow),
        listOf(live(and(eq(rentals.dateTo, tomorrow), toTakeBack(today))!), today, toTakeBackRow),
        listOf(or(holdsBrokenUnit(today), live(holdsLateUnit(today)))!, today, (rental) => rental.flagged),
        // The longest late first.
        listOf(live(and(isOverdue(today), rentalStateIn(today, ['overdue']))!), today, overdueRow, [
          asc(rentals.dateTo),
          asc(rentals.id),
        ]),
        openIncidents(db),
        outOfService(db),
        dueForService(db, calendar),
      ]);
      const forReview = await money.forReview(limit);
      const failedRefunds = await money.failedRefunds(limit);
      const disputes = await money.disputes(limit);
      const paysLater = await money.paysLater(limit);
      return {
        today,
        handOut: { today: handOutToday, tomorrow: handOutTomorrow },
        takeBack: { today: takeBackToday, tomorrow: takeBackTomorrow },
        needsReplacement,
        overdue,
        openIncidents: incidentList,
        outOfService: units,
        serviceDue: serviceDueCount,
        paymentsForReview: forReview,
        failedRefunds,
        disputes,
        paysLater,
      };
    },
  };
}

export type AdminOverviewService = ReturnType<typeof createAdminOverview>;
