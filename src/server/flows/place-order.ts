import { type SQL, sql } from 'drizzle-orm';
import { bookingLimitMessage, type BookingLimits, DEFAULT_BOOKING_LIMITS } from '../../shared/booking-limits';
import type { Language } from '../../shared/languages';
import { fromCents, toCents } from '../../shared/money';
import { DEFAULT_NEW_CUSTOMER_LIMITS, type NewCustomerLimits } from '../../shared/new-customer-limits';
import type { CheckoutBusiness } from '../../shared/schemas/business';
import type { BusinessBuyer } from '../../shared/schemas/invoice';
import { countryOfVatId } from '../../shared/vat-numbers';
import { priceUnder, type VatTreatment, vatTreatmentOf } from '../../shared/vat-treatment';
import type { OrderLineRefusal } from '../../shared/schemas/order';
import type { Rental } from '../../shared/schemas/rental';
import type { Database, Executor } from '../db/client';
import { DEADLOCK, EXCLUSION_VIOLATION, sqlState, UNIQUE_VIOLATION } from '../db/errors';
import { namedStatement } from '../db/named-statement';
import { ConflictError, InvalidInputError, NotFoundError, UnprocessableError } from '../domain-errors';
import type { Publish } from '../events';
import { createLineBooking, PLACED_ORDER_ID } from '../rentals/book-line';
import { chargedDays } from '../../shared/opening-days';
import { lineDailyCents } from '../catalog/product-prices';
import { takeCouponUse } from '../pricing/coupons';
import { extrasFor } from '../pricing/extras';
import {
  AT_PICKUP,
  blameLine,
  BOOKING_LOCK,
  type Booker,
  type BookingLine,
  type BookingPayment,
  type ExtrasAsked,
  fingerprintOf,
  HELD_UNIT_WAITS_MS,
  keyReusedMessage,
  type LineHooks,
  type LinePrice,
  needsOf,
  NOT_ENOUGH_STOCK_MESSAGE,
  type NewOrderRow,
  onLine,
  type OrderBooking,
  OrderRefusedError,
  type Placed,
  type PlacedOrder,
  PRICE_CHANGED_MESSAGE,
  type StaffBooking,
  UnitsHeld,
} from '../rentals/booking-terms';
import { NO_LATE_FEE, toRental } from '../rentals/queries';
import { shortageOf } from '../rentals/shortage';
import { createStockGuard } from '../rentals/stock-guard';
import { bookingShortMessage } from '../../shared/refusal-reasons';
import type { ShopCalendar } from '../shop-calendar';

/*
 * Booking an order: every line in one transaction, or none (decision 038). Under the customer's
 * lock, with the shop's limits (decision 022) and the new customers' (decision 036), each line
 * takes free units the way a single booking always did (SKIP LOCKED, the exclusion constraint
 * behind it). A refusal names each line that failed. Units that other bookings in flight hold
 * are waited for between tries, outside any transaction, never holding locks while asleep.
 */
/** What a booking's steps work with: the database, the shop's calendar and limits, and the line booking's statements. */
type BookingContext = ReturnType<typeof createLineBooking> & {
  db: Database;
  calendar: ShopCalendar;
  publish: Publish;
  limits: BookingLimits;
  stockGuard: ReturnType<typeof createStockGuard>;
  /** The customer's business: its VAT, purchase order and payment terms. */
  businessOf: BusinessColumn;
};

/** A column of the checkout's facts, from business/ (app/ hands it in): read in the same statement. */
export type BusinessColumn = (userId: string) => SQL<CheckoutBusiness | null>;

const PURCHASE_ORDER_MESSAGE =
  'Your company asks for a purchase-order number on every order: enter it to place the order.';

const STAFF_PURCHASE_ORDER_MESSAGE =
  "This customer's company asks for a purchase-order number on every order: enter it to take the order.";

const PAY_ON_INVOICE_MESSAGE =
  'Paying on invoice is for business customers the shop has allowed it: choose another way to pay, or ask the shop.';

const QUOTE_VAT_CHANGED_MESSAGE =
  "Your business's VAT details changed since this quote was made: ask the shop for a new version of it.";

/** The customer's lock, which their bookings queue on to commit (bench/booking-floor.ts runs it too). */
export const customerLock = (userId: string) => sql`SELECT pg_advisory_xact_lock(${BOOKING_LOCK}, hashtext(${userId}))`;

type CheckoutFacts = Awaited<ReturnType<BookingContext['checkoutFacts']>>;

/**
 * Books a line with the line's statement; the last line of an order paid at pick-up publishes
 * `order.placed` in that same statement (decision 058), or after it where the publisher cannot.
 */
async function bookAndPublish(
  ctx: BookingContext,
  tx: Executor,
  userId: string,
  target: { order: NewOrderRow } | { orderId: number },
  line: BookingLine,
  price: LinePrice,
  facts: CheckoutFacts,
  publishing: boolean,
  language: Language,
) {
  const { publish, bookLine } = ctx;
  const published =
    publishing && publish.within
      ? publish.within('order.placed', sql`jsonb_build_object('orderId', ${PLACED_ORDER_ID})`, 'rental')
      : null;
  const booked = await bookLine(
    tx,
    userId,
    target,
    line,
    needsOf(line, facts.kits),
    price,
    facts.rules,
    published,
    language,
  );
  if (booked && publishing && !published) await publish({ type: 'order.placed', orderId: booked.orderId }, tx);
  return booked;
}

/** One try at the whole checkout, in one transaction; throws UnitsHeld to be tried again after a wait. */
async function attempt(
  ctx: BookingContext,
  booker: Booker,
  lines: BookingLine[],
  key: string | undefined,
  fingerprint: string,
  kind: 'order' | 'rental',
  payment: BookingPayment,
  business: BusinessBuyer | undefined,
  language: Language,
  staff: StaffBooking | undefined,
  asked: ExtrasAsked,
): Promise<Placed> {
  const { db, calendar, limits, stockGuard, checkLimits, checkoutFacts, freeOn } = ctx;
  return db.transaction(async (tx) => {
    if (staff?.before) await staff.before(tx);
    // The customer's bookings queue here (a lock held to commit): the key and the open
    // rentals are read after any booking of theirs that was under way has committed. Its
    // own statement: a statement sees the rows committed when it began. The customer's hit on
    // their booking limit is counted in it (decision 106).
    const lock = customerLock(booker.id);
    if (booker.limit) {
      const { rows } = await namedStatement<{ count: number; retry_after: number }>(tx, booker.limit.statement(lock));
      const refused = booker.limit.check(rows[0]!);
      if (refused) throw refused;
    } else {
      await namedStatement(tx, lock);
    }
    // Accepting a quote: the quote is locked and must still be open and valid.
    if (asked.quote) await asked.quote.open(tx);
    if (asked.hold?.before) await asked.hold.before(tx);
    const facts = await checkoutFacts(
      tx,
      booker.id,
      key,
      lines.map((line) => line.productId),
      ctx.businessOf(booker.id),
    );
    if (facts.replayId !== null) {
      if (facts.fingerprint !== null && facts.fingerprint !== fingerprint) {
        throw new UnprocessableError('IDEMPOTENCY_KEY_REUSED', keyReusedMessage(kind));
      }
      return { orderId: facts.replayId, replayed: true };
    }
    const single = lines.length === 1;
    lines.forEach((line, index) => checkLimits(line, index, single, facts.rules));
    // A business that asks for its purchase-order number on every order gets none without it,
    // whether it checks out itself or staff take the order for it.
    // (A quote's hold is no order yet: the number is asked when it is accepted.)
    if (kind === 'order' && !asked.hold && !asked.purchaseOrder && facts.business?.purchaseOrderRequired) {
      throw new InvalidInputError(
        'PURCHASE_ORDER_REQUIRED',
        staff ? STAFF_PURCHASE_ORDER_MESSAGE : PURCHASE_ORDER_MESSAGE,
        'purchaseOrder',
      );
    }
    // Paying on invoice is for a business the shop allows it (docs/business-customers.md).
    if (payment.method === 'invoice' && !facts.business?.payOnInvoice) {
      throw new InvalidInputError('PAY_ON_INVOICE_NOT_ALLOWED', PAY_ON_INVOICE_MESSAGE, 'payment');
    }
    if (!staff && facts.openRentals + lines.length > limits.maxOpenRentals) {
      throw new ConflictError('TOO_MANY_OPEN_RENTALS', bookingLimitMessage.TOO_MANY_OPEN_RENTALS(limits));
    }
    const missing = lines.findIndex((line) => !facts.prices.has(line.productId));
    if (missing >= 0) throw onLine(new NotFoundError('Product'), missing);

    const refusals: OrderLineRefusal[] = [];
    // A business in another member state with a VAT number VIES confirmed owes the VAT itself: its
    // prices are the shop's without their VAT (decision 089), as its cart showed them.
    const vatTreatment = vatTreatmentOf(facts.shopCountry, facts.business, business?.vatId);
    const fixed = asked.quote ?? asked.hold;
    if (fixed && fixed.vatTreatment !== vatTreatment) {
      throw new ConflictError('QUOTE_VAT_CHANGED', QUOTE_VAT_CHANGED_MESSAGE);
    }
    // A quote's prices are booked as it fixed them (decision 090); otherwise today's.
    const quoted = fixed?.prices;
    const dailyCents =
      quoted?.map((price) => price.dailyCents) ??
      lines.map((line) => {
        const prices = facts.prices.get(line.productId)!;
        const gross = lineDailyCents(prices, line, facts.rules);
        return priceUnder(vatTreatment, gross, prices.vatRate ?? facts.standardRate);
      });
    lines.forEach((line, index) => {
      const nowCents = dailyCents[index]!;
      if (line.dailyPrice !== undefined && toCents(line.dailyPrice) !== nowCents) {
        refusals.push({
          index,
          code: 'PRICE_CHANGED',
          message: PRICE_CHANGED_MESSAGE,
          dailyPrice: fromCents(nowCents),
        });
      }
    });

    // What a coupon takes off and the waiver adds, line by line, as the cart's price answer showed.
    const extras =
      refusals.length === 0 &&
      !quoted &&
      (asked.couponCode !== undefined || asked.damageWaiver === true || facts.waiver.mode !== 'off')
        ? await extrasFor(
            tx,
            lines.map((line, index) => ({
              productId: line.productId,
              categoryId: facts.prices.get(line.productId)!.categoryId,
              chargedDays: chargedDays(line, facts.rules),
              rentCents: dailyCents[index]! * chargedDays(line, facts.rules) * line.quantity,
            })),
            asked,
            facts.waiver,
            calendar.today(),
            booker.id,
          )
        : null;
    const priceOf = (index: number): LinePrice =>
      quoted?.[index] ?? {
        dailyCents: dailyCents[index]!,
        discountCents: extras?.discounts[index] ?? 0,
        waiverCents: extras?.waivers[index] ?? 0,
      };
    // The total the cart showed, when sent: another one (a waiver's percentage changed) is refused.
    if (refusals.length === 0 && asked.total !== undefined) {
      const costCents = lines.reduce((sum, line, index) => {
        const price = priceOf(index);
        const rent = price.dailyCents * chargedDays(line, facts.rules) * line.quantity;
        return sum + rent - (price.discountCents ?? 0) + (price.waiverCents ?? 0);
      }, 0);
      if (costCents !== toCents(asked.total)) {
        throw new ConflictError('PRICE_CHANGED', totalChangedMessage(fromCents(costCents)), 'total');
      }
    }

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
    const holdExpiresAt = asked.hold?.until ?? (payment.method === 'online' ? payment.holdEnd() : null);
    const buyer = business ?? accountBuyer(facts.business);
    const newOrder: NewOrderRow = {
      year: calendar.today().slice(0, 4),
      key: key ?? null,
      fingerprint: key ? fingerprint : null,
      method: payment.method,
      status: asked.hold ? 'Held' : holdExpiresAt ? 'AwaitingPayment' : 'Placed',
      holdExpiresAt: holdExpiresAt?.toISOString() ?? null,
      business: buyer ? JSON.stringify(buyer) : null,
      couponCode: extras?.coupon?.row.code ?? asked.quote?.coupon?.code ?? null,
      purchaseOrder: asked.purchaseOrder ?? null,
      vatTreatment,
    };

    let orderId: number | null = null;
    let placedOrder: PlacedOrder | null = null;
    const rentals: Rental[] = [];
    let held = false;
    for (const [index, line] of lines.entries()) {
      // Once a line is refused nothing will be booked: the other lines are only counted, to name them all.
      // An order paid at pick-up is published with its last line (an online one when Stripe says it is paid).
      const booked: Awaited<ReturnType<BookingContext['bookLine']>> =
        refusals.length === 0
          ? await bookAndPublish(
              ctx,
              tx,
              booker.id,
              orderId === null ? { order: newOrder } : { orderId },
              line,
              priceOf(index),
              facts,
              !asked.hold && payment.method !== 'online' && index === lines.length - 1,
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
        // Which it is: the customer's own rental, the product's buffer days, or no unit (issue 48).
        const why = await shortageOf(tx, { needs: needsOf(line, facts.kits), range: line, userId: booker.id });
        refusals.push({ index, code: 'NOT_ENOUGH_STOCK', message: bookingShortMessage(why), available: free, ...why });
      } else if (refusals.length === 0) {
        held = true;
        break;
      }
    }
    if (refusals.length > 0) throw new OrderRefusedError(refusals.sort((a, b) => a.index - b.index));
    if (held) throw new UnitsHeld();
    // The coupon's use, counted in this transaction: past its limits the database refuses it, and the whole order.
    if (extras?.coupon) await takeCouponUse(tx, extras.coupon.row, orderId!, booker.id);
    if (asked.quote?.coupon) await takeCouponUse(tx, asked.quote.coupon, orderId!, booker.id);
    // An online order is placed when Stripe's webhook says it is paid (stripe/, flows/confirm-payment.ts), not now.
    if (payment.method === 'online') await payment.held(orderId!, holdExpiresAt!, tx);
    // On invoice: the order is placed, and its invoice issued with its due date, in this transaction.
    if (payment.method === 'invoice') await payment.invoiced(orderId!, facts.business!.paymentTermsDays, tx);
    if (asked.quote) await asked.quote.accepted(tx, orderId!);
    // A quote's hold: the quote's row written with the Held order that holds its units.
    if (asked.hold) await asked.hold.written(tx, orderId!, asked.hold.until);
    if (staff) await staff.after(tx, orderId!);
    return { orderId: orderId!, replayed: false, placed: { order: placedOrder!, rentals } };
  });
}

/**
 * The buyer an order of a business customer's account names when the checkout named none: the
 * account's company and VAT number, at its billing address (empty parts while it has none:
 * the invoice then prints the company and number alone). Null for a private customer.
 */
function accountBuyer(business: CheckoutBusiness | null): BusinessBuyer | null {
  if (!business) return null;
  const { company, vatId, address } = business;
  return address
    ? { company, vatId, ...address }
    : { company, vatId, street: '', postcode: '', city: '', country: countryOfVatId(vatId) };
}

/** The refusal of an order whose total is no longer the one its cart showed. */
const totalChangedMessage = (now: string) => `The cart's total is now ${now}: look at the cart again before you book.`;

/** Whether an error means the units were taken or held under the booking's feet: try again after a wait. */
const retryable = (error: unknown) => {
  const state = sqlState(error);
  return error instanceof UnitsHeld || state === EXCLUSION_VIOLATION || state === DEADLOCK;
};

/** One try at adding a line to an order (addLine), in one transaction. */
async function attemptLine(
  ctx: BookingContext,
  orderId: number,
  line: BookingLine,
  language: Language,
  hooks: LineHooks,
) {
  const { db, checkLimits, checkoutFacts, bookLine, freeOn } = ctx;
  return db.transaction(async (tx) => {
    const userId = await hooks.before(tx);
    const facts = await checkoutFacts(tx, userId, undefined, [line.productId]);
    checkLimits(line, 0, true, facts.rules);
    const prices = facts.prices.get(line.productId);
    if (prices === undefined) throw new NotFoundError('Product');
    // A line added to a reverse-charged order is priced without VAT like the order's others.
    const { rows } = await tx.execute<{ vat_treatment: VatTreatment }>(
      sql`SELECT vat_treatment FROM orders WHERE id = ${orderId}`,
    );
    const treatment = rows[0]?.vat_treatment ?? 'standard';
    const priceCents = priceUnder(
      treatment,
      lineDailyCents(prices, line, facts.rules),
      prices.vatRate ?? facts.standardRate,
    );
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
      { dailyCents: priceCents },
      facts.rules,
      null,
      language,
    );
    if (booked === null) {
      const free = await freeOn(tx, line);
      if (free < line.quantity) {
        const why = await shortageOf(tx, { needs: needsOf(line, facts.kits), range: line, userId });
        const refusal = new ConflictError('NOT_ENOUGH_STOCK', bookingShortMessage(why)).because(why);
        refusal.lines = [{ index: 0, code: refusal.code, message: refusal.message, available: free, ...why }];
        throw refusal;
      }
      throw new UnitsHeld();
    }
    await hooks.after(tx, booked.rental.id);
    return booked.rental.id;
  });
}

export function createOrderBooking(
  db: Database,
  calendar: ShopCalendar,
  publish: Publish,
  limits: BookingLimits = DEFAULT_BOOKING_LIMITS,
  newCustomerLimits: NewCustomerLimits = DEFAULT_NEW_CUSTOMER_LIMITS,
  businessOf: BusinessColumn = () => sql`NULL::json`,
): OrderBooking {
  const ctx: BookingContext = {
    ...createLineBooking(calendar, limits),
    db,
    calendar,
    publish,
    limits,
    stockGuard: createStockGuard(calendar, newCustomerLimits),
    businessOf,
  };
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
          return await attemptLine(ctx, orderId, line, language, hooks);
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
      asked: ExtrasAsked = {},
    ): Promise<Placed> {
      const fingerprint = fingerprintOf(lines, kind, payment.method, asked);
      const args: AttemptArguments = [booker, lines, key, fingerprint, kind, payment, business, language, staff, asked];
      try {
        return await placeTrying(ctx, args);
      } catch (error) {
        // The transaction that counted the customer's hit rolled back: it is counted on its own
        // now, so a refused booking counts as a booked one does; past the limit, the 429.
        const limited = await booker.limit?.countAlone().catch(() => null);
        throw limited ?? error;
      }
    },
  };
}

type AttemptArguments = Parameters<typeof attempt> extends [BookingContext, ...infer Rest] ? Rest : never;

/** The checkout tried until it books or is refused, waiting between tries for units other bookings hold. */
async function placeTrying(ctx: BookingContext, args: AttemptArguments): Promise<Placed> {
  const [, lines, key] = args;
  for (const wait of [...HELD_UNIT_WAITS_MS, undefined]) {
    try {
      return await attempt(ctx, ...args);
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
}
