import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import {
  type BookingLimits,
  bookingLimitBreach,
  bookingLimitMessage,
  DEFAULT_BOOKING_LIMITS,
} from '../../shared/booking-limits';
import { fromCents, toCents } from '../../shared/money';
import type { BusinessBuyer } from '../../shared/schemas/invoice';
import { DEFAULT_NEW_CUSTOMER_LIMITS, type NewCustomerLimits } from '../../shared/new-customer-limits';
import type { OrderLineRefusal } from '../../shared/schemas/order';
import type { NewRental } from '../../shared/schemas/rental';
import { freeStockCount, freeUnitsQuery } from '../catalog/free-units';
import type { Database, Executor } from '../db/client';
import { DEADLOCK, EXCLUSION_VIOLATION, sqlState, UNIQUE_VIOLATION } from '../db/errors';
import { ConflictError, DomainError, InvalidInputError, NotFoundError, UnprocessableError } from '../domain-errors';
import type { Publish } from '../events/publish';
import { chargedDays, type OpeningRules, openingRuleBreach } from '../../shared/opening-days';
import { openingRulesOf, shopSettingsSchema } from '../../shared/schemas/settings';
import { createStockGuard, isNewCustomer } from './stock-guard';
import type { ShopCalendar } from '../shop-calendar';
import type { Language } from '../../shared/languages';
import type { OrderStatus } from '../../shared/order-statuses';
import { productNameOf } from '../catalog/localized';
import { namedStatement } from '../db/named-statement';
import { NO_LATE_FEE, type RentalRow, toRental } from './queries';
import type { Rental } from '../../shared/schemas/rental';

/*
 * Booking an order: every line in one transaction, or none (decision 038). Under the customer's
 * lock, with the shop's limits (decision 022) and the new customers' (decision 036), each line
 * takes free units the way a single booking always did (SKIP LOCKED, the exclusion constraint
 * behind it). A refusal names each line that failed. Units that other bookings in flight hold
 * are waited for between tries, outside any transaction, never holding locks while asleep.
 */

export const NOT_ENOUGH_STOCK_MESSAGE = 'Not enough stock!';
export const PRICE_CHANGED_MESSAGE = 'The daily price has changed since the cart showed it.';

/**
 * How long a checkout waits between tries for units that other bookings in flight hold, with no
 * transaction open: about a third of a second in all, far longer than a booking's commit.
 */
const HELD_UNIT_WAITS_MS = [5, 10, 20, 40, 80, 160];

/**
 * How long an Idempotency-Key holds (decision 022): retries come within minutes, a day covers a
 * laptop closed overnight. After it the key is free for a new order, as payment APIs do.
 */
export const IDEMPOTENCY_KEY_HOURS = 24;

/** Namespace of the per-customer advisory lock that serialises their bookings (the open-rentals count). */
export const BOOKING_LOCK = 0x72656e74;

const keyReusedMessage = (kind: 'order' | 'rental') =>
  `This Idempotency-Key was already used for a different ${kind === 'order' ? 'order' : 'rental request'}: send a new key for a new request.`;

/** One line to book; without `dailyPrice` (POST /api/rentals), the product's price now is booked. */
export type BookingLine = NewRental & { dailyPrice?: string };

/** A kit's parts as a checkout read them: `count` units of each part product per kit. */
export type KitParts = Map<number, { productId: number; count: number }[]>;

/** Units a line takes of one product. */
export type Need = { productId: number; units: number };

/** What a line takes: `quantity` units of its product, or for a kit count x quantity of each part (by part id). */
export const needsOf = (line: { productId: number; quantity: number }, kits: KitParts): Need[] =>
  kits.get(line.productId)?.map((part) => ({ productId: part.productId, units: part.count * line.quantity })) ?? [
    { productId: line.productId, units: line.quantity },
  ];

/** Who books. */
export type Booker = { id: string };

/** The order row a checkout writes, with its first line (bookLine). */
type NewOrderRow = {
  year: string;
  key: string | null;
  fingerprint: string | null;
  method: BookingPayment['method'];
  status: 'Placed' | 'AwaitingPayment';
  holdExpiresAt: string | null;
  business: string | null;
};

/** The order a checkout wrote, as its statement returned it. */
export type PlacedOrder = { id: number; reference: string; status: OrderStatus; placedAt: Date };

/** A line's rental as its statement returns it (JSON: dates as text). */
type RentalJson = Omit<RentalRow, 'createdAt' | 'cancelledAt' | 'incidentId' | 'incidentStatus' | 'incidentByShop'> & {
  createdAt: string;
  placedAt: string;
  written: number;
};

/**
 * A checkout's outcome: the order, and for a new one (not a replay) the order and its lines as
 * written, in the language asked.
 */
export type Placed = {
  orderId: number;
  replayed: boolean;
  placed?: { order: PlacedOrder; rentals: Rental[] };
};

/**
 * How the order will be paid. At pick-up: Placed at once, `order.placed` published.
 * Online: AwaitingPayment, its units held until `holdEnd()`; `held` runs in the booking's
 * transaction (the lapse job) and nothing is published until Stripe's webhook says it is paid.
 */
export type BookingPayment =
  | { method: 'at_pickup' }
  | {
      method: 'online';
      holdEnd: () => Date;
      held: (orderId: number, holdExpiresAt: Date, tx: Executor) => Promise<void>;
    };

const AT_PICKUP: BookingPayment = { method: 'at_pickup' };

/**
 * An order staff take for a customer (decision 065). The limits meant against
 * strangers (the open rentals' cap, the new customers' limits of decision 036) do not apply; the
 * shop's rules for every booking (dates, opening days, length, horizon, units per line, stock and
 * price) do. `before` runs first in the booking's transaction (the new customer's account),
 * `after` last, with the new order (its audit entry, the invitation's mail): all of it commits
 * with the order, or none. Neither runs on a replay.
 */
export type StaffBooking = {
  before?: (tx: Executor) => Promise<void>;
  after: (tx: Executor, orderId: number) => Promise<void>;
};

/**
 * What adding a line to an order runs in its transaction: `before` first (locks the
 * order, checks it can take a line, answers its customer's id), `after` with the new line (its
 * audit entry).
 */
export type LineHooks = {
  before: (tx: Executor) => Promise<string>;
  after: (tx: Executor, rentalId: number) => Promise<void>;
};

/** 409 ORDER_REFUSED: nothing was booked; `lines` says why each refused line was. */
export class OrderRefusedError extends ConflictError {
  constructor(readonly refusals: OrderLineRefusal[]) {
    super('ORDER_REFUSED', 'Nothing was booked: some lines cannot be booked as they are.');
    this.lines = refusals;
  }
}

/** A line whose units other bookings in flight hold: the checkout tries again after a wait. */
class UnitsHeld extends Error {}

/** A refusal of one line, with the line's index added (a booking limit, a new customer's limit). */
const onLine = <E extends DomainError>(error: E, index: number): E => {
  error.lines = [{ index, code: error.code, message: error.message }];
  return error;
};

/** Runs a check of one line, its refusal named with the line. */
async function blameLine(index: number, check: () => void | Promise<void>) {
  try {
    await check();
  } catch (error) {
    throw error instanceof DomainError ? onLine(error, index) : error;
  }
}

/** Ties an Idempotency-Key to what was asked: the checked body, its fields in a fixed order. */
export function fingerprintOf(
  lines: BookingLine[],
  kind: 'order' | 'rental',
  payment: BookingPayment['method'] = 'at_pickup',
) {
  // A one-line rental keeps the fingerprint it always had, so keys stored before orders replay;
  // an order paid at pick-up keeps the one of before payments, an online one adds its method.
  const body =
    kind === 'rental'
      ? lines.map((line) => [line.productId, line.dateFrom, line.dateTo, line.quantity])[0]
      : [
          payment === 'online' ? 'order-online' : 'order',
          ...lines.map((line) => [line.productId, line.dateFrom, line.dateTo, line.quantity, line.dailyPrice]),
        ];
  return createHash('sha256').update(JSON.stringify(body)).digest('hex');
}

export function createOrderBooking(
  db: Database,
  calendar: ShopCalendar,
  publish: Publish,
  limits: BookingLimits = DEFAULT_BOOKING_LIMITS,
  newCustomerLimits: NewCustomerLimits = DEFAULT_NEW_CUSTOMER_LIMITS,
) {
  const stockGuard = createStockGuard(calendar, newCustomerLimits);
  const liveKey = sql`placed_at > now() - make_interval(hours => ${IDEMPOTENCY_KEY_HOURS})`;

  /**
   * A limit on length, horizon and units, or an opening rule, with the field to blame;
   * `field` prefixed with the line for an order.
   */
  function checkLimits(line: BookingLine, index: number, single: boolean, rules: OpeningRules) {
    const today = calendar.today();
    const field = (name: string) => (single ? name : `lines.${index}.${name}`);
    if (line.dateFrom < today) {
      throw onLine(
        new InvalidInputError('DATE_IN_PAST', 'A rental cannot start before today.', field('dateFrom')),
        index,
      );
    }
    const closed = openingRuleBreach(line, today, rules);
    if (closed) throw onLine(new InvalidInputError(closed.code, closed.message, field(closed.field)), index);
    const breach = bookingLimitBreach(line, today, limits);
    if (breach) {
      throw onLine(
        new InvalidInputError(breach.code, bookingLimitMessage[breach.code](limits), field(breach.field)),
        index,
      );
    }
  }

  /**
   * What a checkout depends on, in one statement under the customer's lock: the order a live key
   * already made, the customer's rentals not yet ended and their units, whether the customer is
   * new (decision 036), and each product's price now. An expired key is freed on the way.
   */
  async function checkoutFacts(tx: Executor, userId: string, key: string | undefined, productIds: number[]) {
    const today = calendar.today();
    const { rows } = await namedStatement<{
      replay_id: number | null;
      fingerprint: string | null;
      open_rentals: number;
      open_units: number;
      is_new: boolean;
      prices: Record<string, number> | null;
      kits: Record<string, [number, number][]> | null;
      settings: unknown;
    }>(
      tx,
      sql`
      WITH freed AS (
        UPDATE orders SET idempotency_key = NULL, idempotency_fingerprint = NULL
        WHERE user_id = ${userId} AND idempotency_key = ${key ?? null} AND NOT (${liveKey})
        RETURNING id
      )
      SELECT replay.id AS replay_id, replay.fingerprint,
        (SELECT count(*)::int FROM rentals WHERE user_id = ${userId} AND date_to >= ${today}
          AND cancelled_at IS NULL) AS open_rentals,
        -- Pieces, as the customer booked them: a kit is one (its units over its units per kit).
        (SELECT coalesce(sum(held.n / held.units_per_kit), 0)::int FROM (
          SELECT count(*) AS n, r.units_per_kit FROM rental_items ri JOIN rentals r ON r.id = ri.rental_id
          WHERE r.user_id = ${userId} AND r.date_to >= ${today} AND NOT ri.cancelled GROUP BY r.id
        ) AS held) AS open_units,
        ${isNewCustomer(sql`${userId}`, today)} AS is_new,
        (SELECT json_object_agg(id, round(daily_price * 100)::int) FROM products
          WHERE id = ANY(${`{${productIds.join(',')}}`}::int[])) AS prices,
        -- The kits among them and their parts now, by part id: what their lines book.
        (SELECT json_object_agg(kit.id, (
            SELECT coalesce(json_agg(json_build_array(kp.part_id, kp.count) ORDER BY kp.part_id), '[]')
            FROM kit_parts kp WHERE kp.kit_id = kit.id))
          FROM products kit WHERE kit.id = ANY(${`{${productIds.join(',')}}`}::int[]) AND kit.is_kit) AS kits,
        (SELECT value FROM shop_settings WHERE id = 1) AS settings
      FROM (SELECT 1) AS one
      LEFT JOIN LATERAL (
        SELECT id, idempotency_fingerprint AS fingerprint FROM orders
        WHERE user_id = ${userId} AND idempotency_key = ${key ?? null} AND ${liveKey}
      ) AS replay ON true`,
    );
    const row = rows[0]!;
    const prices = new Map(Object.entries(row.prices ?? {}).map(([id, cents]) => [Number(id), cents]));
    return {
      replayId: row.replay_id,
      fingerprint: row.fingerprint,
      openRentals: row.open_rentals,
      openUnits: row.open_units,
      isNew: row.is_new,
      prices,
      kits: new Map(
        Object.entries(row.kits ?? {}).map(([id, parts]) => [
          Number(id),
          parts.map(([productId, count]) => ({ productId, count })),
        ]),
      ),
      // The opening days in force for this checkout: what it is checked and charged by.
      rules: openingRulesOf(shopSettingsSchema.parse(row.settings ?? {})),
    };
  }

  /**
   * One try at a line: its units, the rental and its units in one statement, or null when fewer
   * are free. A line takes `quantity` units of its product, or for a kit count x
   * quantity units of each part, part by part in product id order (so two checkouts lock in the
   * same order), all rows of one rental of the kit whose units per kit are kept on it.
   *
   * The same statement (decision 058) writes the order when `order` is given (the first line:
   * only when the line's units are all there), publishes `order.placed` with its jobs when
   * `publishing` (the last line of an order paid at pick-up), and answers the rental as a read of
   * it would (RentalRow), from what it wrote: nothing is read back after.
   */
  async function bookLine(
    tx: Executor,
    userId: string,
    target: { order: NewOrderRow } | { orderId: number },
    line: BookingLine,
    needs: Need[],
    priceCents: number,
    rules: OpeningRules,
    publishing: boolean,
    language: Language,
  ): Promise<{ orderId: number; order: PlacedOrder | null; rental: RentalRow } | null> {
    const units = needs.reduce((sum, need) => sum + need.units, 0);
    // A kit without parts has nothing to book: never a rental without units.
    if (units === 0) return null;
    const enough = sql`(SELECT count(*) FROM free) = ${units}`;
    const orderCte =
      'order' in target
        ? sql`, placed AS (
            INSERT INTO orders (reference, user_id, idempotency_key, idempotency_fingerprint, payment_method, status, hold_expires_at, business)
            SELECT 'FH-' || ${target.order.year}::text || '-' || to_char(nextval('order_reference_seq'), 'FM999999000000'),
                   ${userId}, ${target.order.key}::text, ${target.order.fingerprint}::text, ${target.order.method}::payment_method,
                   ${target.order.status}::order_status, ${target.order.holdExpiresAt}::timestamptz, ${target.order.business}::jsonb
            WHERE ${enough}
            RETURNING id, reference, status, placed_at
          )`
        : sql`, placed AS (SELECT id, reference, status, placed_at FROM orders WHERE id = ${target.orderId} AND ${enough})`;
    const published =
      publishing && publish.within
        ? publish.within('order.placed', sql`jsonb_build_object('orderId', (SELECT id FROM placed))`, 'rental')
        : null;
    const { rows } = await namedStatement<{ rental: RentalJson | null; jobs: number | null }>(
      tx,
      sql`
      WITH need AS (
        SELECT * FROM unnest(${`{${needs.map((need) => need.productId).join(',')}}`}::int[],
          ${`{${needs.map((need) => need.units).join(',')}}`}::int[]) AS n(product_id, units)
      ), free AS (
        SELECT unit.id, unit.serial_number, need.product_id FROM need CROSS JOIN LATERAL (
          ${freeUnitsQuery(sql`need.product_id`, line.dateFrom, line.dateTo)}
          ORDER BY i.id LIMIT need.units FOR UPDATE OF i SKIP LOCKED
        ) AS unit
      )${orderCte}, rental AS (
        INSERT INTO rentals (user_id, product_id, date_from, date_to, order_id, daily_price_cents, charged_days, deposit_cents, units_per_kit)
        SELECT ${userId}, ${line.productId}, ${line.dateFrom}::date, ${line.dateTo}::date, placed.id, ${priceCents},
          ${chargedDays(line, rules)},
          -- The deposit per unit as the product asks it now: a later change does not touch this booking.
          (SELECT round(deposit * 100)::int FROM products WHERE id = ${line.productId}),
          ${units / line.quantity}
        -- Each part's LIMIT is its need: all of them are there only when every part's are.
        FROM placed
        RETURNING id, user_id, product_id, order_id, daily_price_cents, charged_days, deposit_cents, date_from, date_to, created_at, units_per_kit
      ), units AS (
        INSERT INTO rental_items (rental_id, item_id, date_from, date_to)
        SELECT rental.id, free.id, rental.date_from, rental.date_to FROM rental CROSS JOIN free
        RETURNING rental_id
      )${published ? sql`, ${published.ctes}` : sql``}
      SELECT (
        SELECT json_build_object(
          'id', r.id, 'userId', r.user_id, 'productId', r.product_id, 'productName', ${productNameOf('p', language)},
          'orderId', r.order_id, 'orderReference', placed.reference, 'orderStatus', placed.status,
          'placedAt', placed.placed_at, 'dailyPriceCents', r.daily_price_cents, 'chargedDays', r.charged_days,
          'depositCents', r.deposit_cents, 'dateFrom', r.date_from, 'dateTo', r.date_to, 'createdAt', r.created_at,
          'userName', u.name, 'userEmail', u.email, 'unitsPerKit', r.units_per_kit, 'isKit', p.is_kit,
          'reviewId', (SELECT min(rv.id) FROM reviews rv WHERE rv.user_id = r.user_id AND rv.product_id = r.product_id),
          -- The customer's earliest end of this product, this rental's included (not yet visible to this statement).
          'earliestEnd', (SELECT least(min(other.date_to), r.date_to)::text FROM rentals other
            WHERE other.user_id = r.user_id AND other.product_id = r.product_id AND other.cancelled_at IS NULL),
          'units', (SELECT json_agg(json_build_object(
              'id', f.id, 'serialNumber', f.serial_number, 'productId', f.product_id, 'productName', ${productNameOf('part', language)},
              'checkedOutAt', NULL, 'checkedInAt', NULL, 'condition', NULL, 'lateFeeCents', NULL
            ) ORDER BY f.product_id, f.serial_number)
            FROM free f JOIN products part ON part.id = f.product_id),
          -- Rows its units' insert wrote: all of them, or the statement failed.
          'written', (SELECT count(*) FROM units)
        )
        FROM rental r JOIN placed ON true JOIN products p ON p.id = r.product_id JOIN "user" u ON u.id = r.user_id
      ) AS rental${published ? sql`, ${published.jobs} AS jobs` : sql``}`,
    );
    const written = rows[0]?.rental;
    if (!written) return null;
    if (publishing && !published) await publish({ type: 'order.placed', orderId: written.orderId }, tx);
    const { placedAt, written: _units, createdAt, ...rental } = written;
    return {
      orderId: written.orderId,
      order:
        'order' in target
          ? {
              id: written.orderId,
              reference: written.orderReference,
              status: written.orderStatus,
              placedAt: new Date(placedAt),
            }
          : null,
      rental: {
        ...rental,
        createdAt: new Date(createdAt),
        cancelledAt: null,
        incidentId: null,
        incidentStatus: null,
        incidentByShop: null,
      },
    };
  }

  /**
   * How many of the line's product are free on its dates (for a kit, whole kits), locked by
   * bookings in flight or not (this transaction's own taken out).
   */
  async function freeOn(tx: Executor, line: BookingLine) {
    const { rows } = await namedStatement<{ free: number }>(
      tx,
      sql`SELECT ${freeStockCount(line.productId, line.dateFrom, line.dateTo)} AS free`,
    );
    return rows[0]?.free ?? 0;
  }

  /** One try at the whole checkout, in one transaction; throws UnitsHeld to be tried again after a wait. */
  async function attempt(
    booker: Booker,
    lines: BookingLine[],
    key: string | undefined,
    fingerprint: string,
    kind: 'order' | 'rental',
    payment: BookingPayment,
    business: BusinessBuyer | undefined,
    language: Language,
    staff: StaffBooking | undefined,
  ): Promise<Placed> {
    return db.transaction(async (tx) => {
      if (staff?.before) await staff.before(tx);
      // The customer's bookings queue here (a lock held to commit): the key and the open
      // rentals are read after any booking of theirs that was under way has committed. Its
      // own statement: a statement sees the rows committed when it began.
      await namedStatement(tx, sql`SELECT pg_advisory_xact_lock(${BOOKING_LOCK}, hashtext(${booker.id}))`);
      const facts = await checkoutFacts(
        tx,
        booker.id,
        key,
        lines.map((line) => line.productId),
      );
      if (facts.replayId !== null) {
        if (facts.fingerprint !== null && facts.fingerprint !== fingerprint) {
          throw new UnprocessableError('IDEMPOTENCY_KEY_REUSED', keyReusedMessage(kind));
        }
        return { orderId: facts.replayId, replayed: true };
      }
      const single = lines.length === 1;
      lines.forEach((line, index) => checkLimits(line, index, single, facts.rules));
      if (!staff && facts.openRentals + lines.length > limits.maxOpenRentals) {
        throw new ConflictError('TOO_MANY_OPEN_RENTALS', bookingLimitMessage.TOO_MANY_OPEN_RENTALS(limits));
      }
      const missing = lines.findIndex((line) => !facts.prices.has(line.productId));
      if (missing >= 0) throw onLine(new NotFoundError('Product'), missing);

      const refusals: OrderLineRefusal[] = [];
      lines.forEach((line, index) => {
        const nowCents = facts.prices.get(line.productId)!;
        if (line.dailyPrice !== undefined && toCents(line.dailyPrice) !== nowCents) {
          refusals.push({
            index,
            code: 'PRICE_CHANGED',
            message: PRICE_CHANGED_MESSAGE,
            dailyPrice: fromCents(nowCents),
          });
        }
      });

      // Customers with no ended rental: their own caps, counted in pieces (a kit is one), and
      // the share of each product they hold together, counted in units (a kit's units are its
      // parts'). Product by product in id order, so two checkouts take the products' locks in
      // the same order.
      if (facts.isNew && !staff) {
        const byProduct = lines
          .map((line, index) => ({ line, index }))
          .sort((a, b) => a.line.productId - b.line.productId);
        let { openRentals, openUnits } = facts;
        for (const { line, index } of byProduct) {
          await blameLine(index, () => stockGuard.checkCaps({ openRentals, openUnits }, line));
          openRentals += 1;
          openUnits += line.quantity;
        }
        const shares = lines
          .flatMap((line, index) => needsOf(line, facts.kits).map((need) => ({ need, line, index })))
          .sort((a, b) => a.need.productId - b.need.productId || a.index - b.index);
        for (const { need, line, index } of shares) {
          await blameLine(index, () => stockGuard.checkShare(tx, need.productId, need.units, line));
        }
      }

      // The reference's year is the shop's; its number comes from a sequence (decision 038). The
      // order is written with the first line, in its statement, once its units are there.
      const holdExpiresAt = payment.method === 'online' ? payment.holdEnd() : null;
      const newOrder: NewOrderRow = {
        year: calendar.today().slice(0, 4),
        key: key ?? null,
        fingerprint: key ? fingerprint : null,
        method: payment.method,
        status: holdExpiresAt ? 'AwaitingPayment' : 'Placed',
        holdExpiresAt: holdExpiresAt?.toISOString() ?? null,
        business: business ? JSON.stringify(business) : null,
      };

      let orderId: number | null = null;
      let placedOrder: PlacedOrder | null = null;
      const rentals: Rental[] = [];
      let held = false;
      for (const [index, line] of lines.entries()) {
        // Once a line is refused nothing will be booked: the other lines are only counted, to name them all.
        // An order paid at pick-up is published with its last line (an online one when Stripe says it is paid).
        const booked: Awaited<ReturnType<typeof bookLine>> =
          refusals.length === 0
            ? await bookLine(
                tx,
                booker.id,
                orderId === null ? { order: newOrder } : { orderId },
                line,
                needsOf(line, facts.kits),
                facts.prices.get(line.productId)!,
                facts.rules,
                payment.method === 'at_pickup' && index === lines.length - 1,
                language,
              )
            : null;
        if (booked !== null) {
          orderId = booked.orderId;
          placedOrder ??= booked.order;
          // Just booked: no unit out, so no late fee whatever the shop's rule (no need to read it).
          rentals.push(toRental(booked.rental, calendar.today(), NO_LATE_FEE));
          continue;
        }
        // SKIP LOCKED also skips units that another booking, for other dates, holds only until
        // its commit: a line is short only when the units free on its dates, locked or not, are
        // short too; otherwise the checkout tries again once those bookings have committed.
        const free = await freeOn(tx, line);
        if (free < line.quantity) {
          refusals.push({ index, code: 'NOT_ENOUGH_STOCK', message: NOT_ENOUGH_STOCK_MESSAGE, available: free });
        } else if (refusals.length === 0) {
          held = true;
          break;
        }
      }
      if (refusals.length > 0) throw new OrderRefusedError(refusals.sort((a, b) => a.index - b.index));
      if (held) throw new UnitsHeld();
      // An online order is placed when Stripe's webhook says it is paid (payments/), not now.
      if (payment.method === 'online') await payment.held(orderId!, holdExpiresAt!, tx);
      if (staff) await staff.after(tx, orderId!);
      return { orderId: orderId!, replayed: false, placed: { order: placedOrder!, rentals } };
    });
  }

  /** Whether an error means the units were taken or held under the booking's feet: try again after a wait. */
  const retryable = (error: unknown) => {
    const state = sqlState(error);
    return error instanceof UnitsHeld || state === EXCLUSION_VIOLATION || state === DEADLOCK;
  };

  /** One try at adding a line to an order (addLine), in one transaction. */
  async function attemptLine(orderId: number, line: BookingLine, language: Language, hooks: LineHooks) {
    return db.transaction(async (tx) => {
      const userId = await hooks.before(tx);
      const facts = await checkoutFacts(tx, userId, undefined, [line.productId]);
      checkLimits(line, 0, true, facts.rules);
      const priceCents = facts.prices.get(line.productId);
      if (priceCents === undefined) throw new NotFoundError('Product');
      if (line.dailyPrice !== undefined && toCents(line.dailyPrice) !== priceCents) {
        const refusal = new ConflictError('PRICE_CHANGED', PRICE_CHANGED_MESSAGE);
        refusal.lines = [{ index: 0, code: refusal.code, message: refusal.message, dailyPrice: fromCents(priceCents) }];
        throw refusal;
      }
      const booked = await bookLine(
        tx,
        userId,
        { orderId },
        line,
        needsOf(line, facts.kits),
        priceCents,
        facts.rules,
        false,
        language,
      );
      if (booked === null) {
        const free = await freeOn(tx, line);
        if (free < line.quantity) {
          const refusal = new ConflictError('NOT_ENOUGH_STOCK', NOT_ENOUGH_STOCK_MESSAGE);
          refusal.lines = [{ index: 0, code: refusal.code, message: refusal.message, available: free }];
          throw refusal;
        }
        throw new UnitsHeld();
      }
      await hooks.after(tx, booked.rental.id);
      return booked.rental.id;
    });
  }

  return {
    /**
     * Adds a line to an existing order (staff): the same rules and statements as a
     * line of a checkout (dates, opening days, length, horizon, units per line, stock under the
     * exclusion constraint, the product's price now, or 409 PRICE_CHANGED when `dailyPrice` is not
     * it), without the limits meant against strangers. `hooks.before` locks the order and answers
     * whose it is; `hooks.after` runs with the new line, in the same transaction. The new line's id.
     */
    async addLine(orderId: number, line: BookingLine, language: Language, hooks: LineHooks): Promise<number> {
      for (const wait of [...HELD_UNIT_WAITS_MS, undefined]) {
        try {
          return await attemptLine(orderId, line, language, hooks);
        } catch (error) {
          if (!retryable(error)) throw error;
          if (wait === undefined) throw new ConflictError('NOT_ENOUGH_STOCK', NOT_ENOUGH_STOCK_MESSAGE);
          await new Promise((resolve) => setTimeout(resolve, wait));
        }
      }
      throw new Error('unreachable');
    },

    /**
     * Books every line or none. With an Idempotency-Key, a retry of the same checkout within
     * IDEMPOTENCY_KEY_HOURS answers with the order the first one made; the same key with another
     * body is refused (422). `kind` says which request this is: a one-line rental (POST
     * /api/rentals) keeps its own fingerprint and errors of before orders. `payment` says how the
     * order is paid (at pick-up unless said). A new order comes with what its statements wrote
     * (`placed`, its lines' names in `language`), so its answer needs no read; a replay without.
     */
    async place(
      booker: Booker,
      lines: BookingLine[],
      key: string | undefined,
      kind: 'order' | 'rental' = 'order',
      payment: BookingPayment = AT_PICKUP,
      business?: BusinessBuyer,
      language: Language = 'en',
      staff?: StaffBooking,
    ): Promise<Placed> {
      const fingerprint = fingerprintOf(lines, kind, payment.method);
      for (const wait of [...HELD_UNIT_WAITS_MS, undefined]) {
        try {
          return await attempt(booker, lines, key, fingerprint, kind, payment, business, language, staff);
        } catch (error) {
          if (sqlState(error) === UNIQUE_VIOLATION && key) {
            // The same key raced itself: the other request booked; the next try answers with its order (or 422).
            if (wait !== undefined) continue;
          }
          if (!retryable(error)) throw error;
          // Waited long enough: units still held, or taken under our feet, are not there for this checkout.
          if (wait === undefined) {
            throw new OrderRefusedError(
              lines.map((_, index) => ({ index, code: 'NOT_ENOUGH_STOCK', message: NOT_ENOUGH_STOCK_MESSAGE })),
            );
          }
          // The wait is outside the transaction: its locks were let go when it rolled back.
          await new Promise((resolve) => setTimeout(resolve, wait));
        }
      }
      throw new Error('unreachable');
    },
  };
}

export type OrderBooking = ReturnType<typeof createOrderBooking>;
