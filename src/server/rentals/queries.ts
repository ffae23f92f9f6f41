import { and, asc, desc, eq, gt, gte, ilike, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { IsoDate } from '../../shared/calendar-date';
import type { Language } from '../../shared/languages';
import { fromCents } from '../../shared/money';
import { reviewFacts, reviewStatus } from '../../shared/rental-rules';
import { ADMIN_PAGE_DEFAULT, type Page } from '../../shared/schemas/paging';
import type { AdminRentalListQuery, Rental, RentalUnit, ReturnCondition } from '../../shared/schemas/rental';
import { lateFeeCents, type LateFeeRule } from '../../shared/late-fee';
import { piecesOf, unitsShareCents } from '../../shared/kits';
import { containsPattern, idCursor, toPage } from '../db/listing';
import { serviceDueOf } from '../db/service-due';
import { productName, productNameOf } from '../catalog/localized';
import type { Database, Executor } from '../db/client';
import { notHeld } from '../db/held-orders';
import { fixedLimit, namedSelect } from '../db/named-statement';
import { products } from '../db/schema/catalog';
import { user } from '../db/schema/auth';
import { rentals } from '../db/schema/rentals';
import { NotFoundError } from '../domain-errors';
import type { ShopCalendar } from '../shop-calendar';
import { byStartDate } from './list-order';
import { rentalsWithUnitsOut, rentalStateOf, rentalStatusIs, type RentalStanding } from './rental-state';

/*
 * Reading rentals: each with its units, order, booked price, review and incident, in one
 * statement (rentals/service.ts composes these with booking and cancelling).
 */

/**
 * Whether each unit's service is due (decision 094), for staff's reads: a unit still out counts
 * this rental as come back, so the desk knows at check-in that the unit is due.
 */
const unitServiceDue = (today: IsoDate, timeZone: string) =>
  serviceDueOf(
    {
      id: sql.raw('i.id'),
      servicedAt: sql.raw('i.serviced_at'),
      everyRentals: sql.raw('part.service_every_rentals'),
      everyDays: sql.raw('part.service_every_days'),
    },
    today,
    timeZone,
    sql`(CASE WHEN ri.checked_out_at IS NOT NULL AND ri.checked_in_at IS NULL THEN 1 ELSE 0 END)`,
  );

/**
 * A value of the rental's one row in `table` (its order, its review, its incident), read by that
 * row's key in a subquery rather than joined. Joined, the planner weighed every order of six
 * tables for each read: 5.4-8.8 ms of planning for a list page that then ran in 2.8-4.2 ms; read
 * this way the statement joins three and plans in about 1 ms (docs/performance.md, seventh pass).
 */
const oneRowOf = <T>(table: string, column: string, match: SQL) =>
  sql<T>`(SELECT one.${sql.raw(column)} FROM ${sql.raw(table)} one WHERE ${match})`;
const orderOf = <T>(column: string) => oneRowOf<T>('orders', column, sql`one.id = ${rentals.orderId}`);
const incidentOf = <T>(column: string) => oneRowOf<T>('incidents', column, sql`one.rental_id = ${rentals.id}`);

/**
 * The product's name is in the reader's language: a customer's, or English for administrators.
 * `serviceDue`, for staff only, puts each unit's `serviceDue` in.
 */
const rentalColumns = (language: Language, today: IsoDate, serviceDue?: SQL) => ({
  id: rentals.id,
  userId: rentals.userId,
  productId: rentals.productId,
  productName: productName(language),
  orderId: rentals.orderId,
  orderReference: orderOf<string>('reference'),
  // The price it was booked at, never the product's price now (decision 038).
  dailyPriceCents: rentals.dailyPriceCents,
  discountCents: rentals.discountCents,
  waiverCents: rentals.waiverCents,
  chargedDays: rentals.chargedDays,
  depositCents: rentals.depositCents,
  // Never Held: load() leaves quotes' holds out (db/held-orders.ts).
  orderStatus: orderOf<Rental['orderStatus']>('status'),
  dateFrom: rentals.dateFrom,
  dateTo: rentals.dateTo,
  createdAt: rentals.createdAt,
  cancelledAt: rentals.cancelledAt,
  userName: user.name,
  userEmail: user.email,
  unitsPerKit: rentals.unitsPerKit,
  isKit: products.isKit,
  // At most one each: reviews_user_product_key, incidents_rental_id_unique.
  reviewId: oneRowOf<number | null>(
    'reviews',
    'id',
    sql`one.user_id = ${rentals.userId} AND one.product_id = ${rentals.productId}`,
  ),
  incidentId: incidentOf<number | null>('id'),
  incidentStatus: incidentOf<NonNullable<Rental['incident']>['status'] | null>('status'),
  incidentByShop: incidentOf<boolean | null>('by_shop'),
  // The units, each with its product in the reader's language (a kit's are its parts'), by
  // product then serial number, in the same statement as their rental (a cancelled rental's
  // too: they are its history).
  units: sql<UnitRow[]>`COALESCE((
    SELECT json_agg(json_build_object(
      'id', i.id, 'serialNumber', i.serial_number, 'productId', i.product_id, 'productName', ${productNameOf('part', language)},
      'checkedOutAt', ri.checked_out_at, 'checkedInAt', ri.checked_in_at,
      'condition', ri.return_condition, 'lateFeeCents', ri.late_fee_cents
      ${serviceDue ? sql`, 'serviceDue', ${serviceDue}` : sql``}
    ) ORDER BY i.product_id, i.serial_number)
    FROM rental_items ri JOIN items i ON i.id = ri.item_id JOIN products part ON part.id = i.product_id
    WHERE ri.rental_id = ${rentals.id}
  ), '[]'::json)`,
  // Its one status and where it stands at the counter (rental-state.ts), on the shop's today.
  standing: rentalStateOf(today),
  // For the spec's first review check; shared/rental-rules decides what it means.
  earliestEnd: sql<IsoDate | null>`(
    SELECT min(other.date_to)::text FROM rentals other
    WHERE other.user_id = ${rentals.userId} AND other.product_id = ${rentals.productId}
      AND other.cancelled_at IS NULL
  )`,
});

/** A unit as the rental's statement reads it (timestamps as JSON gives them). */
export type UnitRow = {
  id: number;
  serialNumber: string;
  productId: number;
  productName: string;
  checkedOutAt: string | null;
  checkedInAt: string | null;
  condition: ReturnCondition | null;
  lateFeeCents: number | null;
  /** Staff's reads only. */
  serviceDue?: boolean;
};

const iso = (timestamp: string | null) => (timestamp === null ? null : new Date(timestamp).toISOString());

/** The latest of the units' times when every unit has one; null while any has none. */
const whenAll = (times: (string | null)[]) =>
  times.length > 0 && times.every((time) => time !== null)
    ? new Date(Math.max(...times.map((time) => Date.parse(time!)))).toISOString()
    : null;

/**
 * The late fee so far in cents: what check-in charged for units back late, and while the rental is
 * overdue (`daysLate` > 0) the fee growing for its units still out, each its share of a piece's fee
 * (a kit's units each carry their share of the kit's, decision 050). The JSON and the overview
 * show it; the exports write it in SQL (rental-state.ts's lateFeeSoFarSql, held equal by their test).
 */
export function lateFeeSoFarCents(
  rental: { dailyPriceCents: number; unitsPerKit: number },
  units: { checkedOutAt: string | Date | null; checkedInAt: string | Date | null; lateFeeCents: number | null }[],
  daysLate: number,
  rule: LateFeeRule,
): number {
  const charged = units.reduce((sum, unit) => sum + (unit.lateFeeCents ?? 0), 0);
  if (daysLate <= 0) return charged;
  const out = units.filter((unit) => unit.checkedOutAt !== null && unit.checkedInAt === null).length;
  const back = units.filter((unit) => unit.checkedInAt !== null).length;
  const perPiece = lateFeeCents(rule, rental.dailyPriceCents, daysLate);
  return charged + unitsShareCents(perPiece, rental.unitsPerKit, back, out);
}

/** A unit as the API answers it: its row without the fee (the rental's lateFee counts it), times as ISO strings. */
function toUnit(unit: UnitRow): RentalUnit {
  const answered: RentalUnit = {
    id: unit.id,
    serialNumber: unit.serialNumber,
    productId: unit.productId,
    productName: unit.productName,
    checkedOutAt: iso(unit.checkedOutAt),
    checkedInAt: iso(unit.checkedInAt),
    condition: unit.condition,
  };
  if (unit.serviceDue !== undefined) answered.serviceDue = unit.serviceDue;
  return answered;
}

/**
 * Where a rental stands at the hand-over desk: its state and status (rental-state.ts computes
 * them), when it was handed over and back, and its late fees, on the shop's `today`.
 */
export function handOverState(
  rental: { dailyPriceCents: number; unitsPerKit: number },
  standing: RentalStanding,
  units: UnitRow[],
  rule: LateFeeRule,
) {
  return {
    items: units.map(toUnit),
    status: standing.status,
    state: standing.state,
    checkedOutAt: whenAll(units.map((unit) => unit.checkedOutAt)),
    checkedInAt: whenAll(units.map((unit) => unit.checkedInAt)),
    overdue: standing.state === 'overdue',
    daysLate: standing.daysLate,
    lateFee: fromCents(lateFeeSoFarCents(rental, units, standing.daysLate, rule)),
  };
}

/** The shop's late fee as it is now (its settings), for the fees shown while they grow. */
export type LateFeeRuleSource = () => Promise<LateFeeRule>;

/** A rule for rentals that have no unit out (just booked): any rule gives them no fee. */
export const NO_LATE_FEE: LateFeeRule = { mode: 'fixed', percent: 0, fixedCents: 0 };

/** The settings' default: a day's booked price per day late. */
export const defaultLateFeeRule: LateFeeRuleSource = async () => ({ mode: 'percent', percent: 100, fixedCents: 0 });

/**
 * A line's rent in cents: its booked daily price x its charged days x pieces (units, or kits).
 * What it costs is this less its discount plus its waiver (lineCostCents).
 */
export const rentalTotalCents = (rental: { dailyPriceCents: number; chargedDays: number }, pieces: number) =>
  rental.dailyPriceCents * rental.chargedDays * pieces;

/** What a line costs in cents: its rent, less what a coupon took off, plus the damage waiver. */
export const lineCostCents = (rentCents: number, extras: { discountCents: number; waiverCents: number }) =>
  rentCents - extras.discountCents + extras.waiverCents;

/** A rental's row as its statement reads it (rentalColumns; rentals/booking.ts writes the same for a new one). */
export type RentalRow = {
  id: number;
  userId: string;
  productId: number;
  productName: string;
  orderId: number;
  orderReference: string;
  dailyPriceCents: number;
  discountCents: number;
  waiverCents: number;
  chargedDays: number;
  depositCents: number;
  orderStatus: Rental['orderStatus'];
  dateFrom: IsoDate;
  dateTo: IsoDate;
  createdAt: Date;
  cancelledAt: Date | null;
  userName: string;
  userEmail: string;
  unitsPerKit: number;
  isKit: boolean;
  reviewId: number | null;
  incidentId: number | null;
  incidentStatus: NonNullable<Rental['incident']>['status'] | null;
  incidentByShop: boolean | null;
  units: UnitRow[];
  standing: RentalStanding;
  earliestEnd: IsoDate | null;
};

/**
 * A rental as the API answers it, from its row, on the shop's `today`, with the shop's late fee
 * rule. Written out field by field: object rest and spread over the row's two dozen fields made
 * this 21 µs a rental (a dashboard page of 25 spent 0.55 ms here), against a few µs now.
 */
export function toRental(row: RentalRow, today: IsoDate, rule: LateFeeRule): Rental {
  const { units, standing } = row;
  const pieces = piecesOf(units.length, row.unitsPerKit);
  const handOver = handOverState(row, standing, units, rule);
  return {
    id: row.id,
    userId: row.userId,
    productId: row.productId,
    productName: row.productName,
    dateFrom: row.dateFrom,
    dateTo: row.dateTo,
    items: handOver.items,
    quantity: pieces,
    isKit: row.isKit,
    orderId: row.orderId,
    orderReference: row.orderReference,
    dailyPrice: fromCents(row.dailyPriceCents),
    chargedDays: row.chargedDays,
    total: fromCents(rentalTotalCents(row, pieces)),
    discount: fromCents(row.discountCents),
    damageWaiver: fromCents(row.waiverCents),
    deposit: fromCents(row.depositCents),
    orderStatus: row.orderStatus,
    createdAt: row.createdAt.toISOString(),
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    userName: row.userName,
    userEmail: row.userEmail,
    reviewStatus: reviewStatus(reviewFacts(row.earliestEnd, row.reviewId !== null, today)),
    reviewId: row.reviewId,
    incident:
      row.incidentId !== null && row.incidentStatus !== null && row.incidentByShop !== null
        ? { id: row.incidentId, status: row.incidentStatus, byShop: row.incidentByShop }
        : null,
    status: handOver.status,
    state: handOver.state,
    checkedOutAt: handOver.checkedOutAt,
    checkedInAt: handOver.checkedInAt,
    overdue: handOver.overdue,
    daysLate: handOver.daysLate,
    lateFee: handOver.lateFee,
  };
}

/** A rental as it is now (the mail jobs read it when they send, in the mail's language), or null once it is gone. */
export type RentalReader = { find(rentalId: number, language?: Language): Promise<Rental | null> };

/** Lists leave cancelled rentals out unless asked. */
export const live = (includeCancelled: boolean | undefined) =>
  includeCancelled ? undefined : isNull(rentals.cancelledAt);

/** The rental reads, over `db`, in the shop's calendar. */
export function createRentalQueries(
  db: Database,
  calendar: ShopCalendar,
  lateFeeRule: LateFeeRuleSource = defaultLateFeeRule,
) {
  /**
   * Rentals with their units and order, in one statement; newest first unless `order` says
   * otherwise. `forStaff`: each unit says whether its service is due. A named statement (planned
   * once per connection: planning was half the list's database time), unless `order` says the
   * where matches typed text, whose best plan turns on how many rows the text matches. Its limit
   * is in the text (one plan kept, db/named-statement.ts fixedLimit) unless a request chose it.
   */
  async function load(
    where: SQL | undefined,
    order?: { by: SQL[]; limit: number; matchesText?: boolean; limitFromRequest?: boolean },
    language: Language = 'en',
    executor: Executor = db,
    forStaff = false,
  ): Promise<Rental[]> {
    const today = calendar.today();
    const query = executor
      .select(rentalColumns(language, today, forStaff ? unitServiceDue(today, calendar.timeZone) : undefined))
      .from(rentals)
      .innerJoin(products, eq(products.id, rentals.productId))
      .innerJoin(user, eq(user.id, rentals.userId))
      // A quote's hold is nobody's rental yet (decision 090): no read shows it.
      .where(and(where, notHeld(rentals.orderId)))
      .orderBy(...(order?.by ?? [desc(rentals.createdAt), desc(rentals.id)]));
    const limited = order ? query.limit(order.limitFromRequest ? order.limit : fixedLimit(order.limit)) : query;
    const [rows, rule] = await Promise.all([order?.matchesText ? limited : namedSelect(limited), lateFeeRule()]);
    return rows.map((row) => toRental(row, today, rule));
  }

  return {
    load,
    /** The user's rentals, newest first; cancelled ones only when asked for. */
    listForUser: (userId: string, language: Language = 'en', includeCancelled = false) =>
      load(and(eq(rentals.userId, userId), live(includeCancelled)), undefined, language),

    /** An order's lines, cancelled ones included (the order keeps them), in the order they were booked. */
    listForOrder: (orderId: number, language: Language = 'en') =>
      load(eq(rentals.orderId, orderId), { by: [asc(rentals.id)], limit: 1000 }, language),

    /** The user's own rental; someone else's answers as a missing one does. */
    async getForUser(userId: string, rentalId: number, language: Language = 'en'): Promise<Rental> {
      const [rental] = await load(and(eq(rentals.userId, userId), eq(rentals.id, rentalId)), undefined, language);
      if (!rental) throw new NotFoundError('Rental');
      return rental;
    },

    /** The user's live rental whose first day is the nearest from today on (today included), if any. */
    async nextForUser(userId: string, language: Language = 'en'): Promise<Rental | null> {
      const [rental] = await load(
        and(eq(rentals.userId, userId), gte(rentals.dateFrom, calendar.today()), live(false)),
        { by: [asc(rentals.dateFrom), asc(rentals.id)], limit: 1 },
        language,
      );
      return rental ?? null;
    },

    /** One page of every rental, newest first (the id order), or by start date with `when` (list-order.ts). */
    async listPage(query: AdminRentalListQuery): Promise<Page<Rental>> {
      const today = calendar.today();
      const byDate = query.when ? byStartDate(query.when, today, query.after) : undefined;
      const after = byDate ? undefined : idCursor(query.after);
      // The status is rental-state.ts's; each is and-ed with what its dates say, so a page is read
      // by the index on the dates (or on the units out, for Overdue), never by every rental.
      const byStatus = {
        Requested: gt(rentals.dateFrom, today),
        InProgress: and(lte(rentals.dateFrom, today), gte(rentals.dateTo, today)),
        Overdue: and(lt(rentals.dateTo, today), rentalsWithUnitsOut),
        Completed: lt(rentals.dateTo, today),
      };
      const pattern = query.q ? containsPattern(query.q) : undefined;
      const where = and(
        after === undefined ? undefined : lt(rentals.id, after),
        byDate?.where,
        query.status ? and(byStatus[query.status], rentalStatusIs(today, query.status)) : undefined,
        query.userId === undefined ? undefined : eq(rentals.userId, query.userId),
        query.productId === undefined ? undefined : eq(rentals.productId, query.productId),
        query.orderId === undefined ? undefined : eq(rentals.orderId, query.orderId),
        // An order's lines are its history: filtered by order, cancelled lines show too.
        live(query.includeCancelled || query.orderId !== undefined),
        pattern ? or(ilike(user.name, pattern), ilike(user.email, pattern), ilike(products.name, pattern)) : undefined,
      );
      const rows = await load(where, {
        by: byDate?.by ?? [desc(rentals.id)],
        limit: query.limit + 1,
        matchesText: pattern !== undefined,
        // The dashboard's page is the default one: a few texts, each planned once.
        limitFromRequest: query.limit !== ADMIN_PAGE_DEFAULT,
      });
      return toPage(rows, query.limit, byDate?.cursorOf ?? ((row) => String(row.id)));
    },

    async find(rentalId: number, language: Language = 'en'): Promise<Rental | null> {
      const [rental] = await load(eq(rentals.id, rentalId), undefined, language);
      return rental ?? null;
    },

    /** Any rental, for staff: its units say whether their service is due (the desk's check-in). */
    async get(rentalId: number): Promise<Rental> {
      const [rental] = await load(eq(rentals.id, rentalId), undefined, 'en', db, true);
      if (!rental) throw new NotFoundError('Rental');
      return rental;
    },
  };
}

export type RentalQueries = ReturnType<typeof createRentalQueries>;
