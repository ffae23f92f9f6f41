import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import type { Language } from '../../shared/languages';
import type { OrderStatus } from '../../shared/order-statuses';
import type { BusinessBuyer } from '../../shared/schemas/invoice';
import type { VatTreatment } from '../../shared/vat-treatment';
import type { OrderLineRefusal } from '../../shared/schemas/order';
import type { NewRental, Rental } from '../../shared/schemas/rental';
import type { Executor } from '../db/client';
import { ConflictError, DomainError } from '../domain-errors';
import type { RentalRow } from './queries';

/*
 * The words of booking: what a line and an order are, how they are refused, and the face of the
 * flow that books them (flows/place-order.ts), which orders/ and rentals/ are handed.
 */

export const NOT_ENOUGH_STOCK_MESSAGE = 'Not enough stock!';
export const PRICE_CHANGED_MESSAGE = 'The daily price has changed since the cart showed it.';

/**
 * How long a checkout waits between tries for units that other bookings in flight hold, with no
 * transaction open: about a third of a second in all, far longer than a booking's commit.
 */
export const HELD_UNIT_WAITS_MS = [5, 10, 20, 40, 80, 160];

/**
 * How long an Idempotency-Key holds (decision 022): retries come within minutes, a day covers a
 * laptop closed overnight. After it the key is free for a new order, as payment APIs do.
 */
export const IDEMPOTENCY_KEY_HOURS = 24;

/** Namespace of the per-customer advisory lock that serialises their bookings (the open-rentals count). */
export const BOOKING_LOCK = 0x72656e74;

export const keyReusedMessage = (kind: 'order' | 'rental') =>
  `This Idempotency-Key was already used for a different ${kind === 'order' ? 'order' : 'rental request'}: send a new key for a new request.`;

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
/**
 * Who books, and the rate limit their booking counts in the statement of their lock (decision
 * 106): the hit as a statement that runs the lock first, the 429 its row means past the limit,
 * and the hit counted on its own when the booking's transaction rolled back (rate-limit/).
 */
export type Booker = {
  id: string;
  limit?: {
    statement(first: SQL): SQL;
    check(row: { count: number; retry_after: number }): Error | null;
    countAlone(): Promise<Error | null>;
  };
};

/** The order row a checkout writes, with its first line (bookLine). */
export type NewOrderRow = {
  year: string;
  key: string | null;
  fingerprint: string | null;
  method: BookingPayment['method'];
  status: 'Placed' | 'AwaitingPayment' | 'Held';
  holdExpiresAt: string | null;
  business: string | null;
  /** The coupon code it is booked with (pricing/ counts its use in the same transaction). */
  couponCode: string | null;
  /** The customer's purchase-order number for it. */
  purchaseOrder: string | null;
  /** The shop's VAT, or none for a business that owes it itself (shared/vat-treatment.ts). */
  vatTreatment: VatTreatment;
};

/** What a line is booked at, in cents: its daily price, and what a coupon takes off and the damage waiver adds. */
export type LinePrice = { dailyCents: number; discountCents?: number; waiverCents?: number };

/** The order a checkout wrote, as its statement returned it. */
export type PlacedOrder = {
  id: number;
  reference: string;
  /** Held: a quote's hold, never read as an order (decision 090). */
  status: OrderStatus | 'Held';
  placedAt: Date;
  couponCode: string | null;
  purchaseOrder: string | null;
  vatTreatment: VatTreatment;
  /** The business it names as the buyer: the checkout's, or the account's. */
  business: BusinessBuyer | null;
};

/** A line's rental as its statement returns it (JSON: dates as text). */
export type RentalJson = Omit<
  RentalRow,
  'createdAt' | 'cancelledAt' | 'incidentId' | 'incidentStatus' | 'incidentByShop'
> & {
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
    }
  | {
      /** On invoice: a business staff allowed to; its invoice is issued with the order, due in `termsDays`. */
      method: 'invoice';
      invoiced: (orderId: number, termsDays: number, tx: Executor) => Promise<void>;
    };

export const AT_PICKUP: BookingPayment = { method: 'at_pickup' };

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
export class UnitsHeld extends Error {}

/** A refusal of one line, with the line's index added (a booking limit, a new customer's limit). */
export const onLine = <E extends DomainError>(error: E, index: number): E => {
  error.lines = [{ index, code: error.code, message: error.message, ...error.detail }];
  return error;
};

/** Runs a check of one line, its refusal named with the line. */
export async function blameLine(index: number, check: () => void | Promise<void>) {
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
  asked: ExtrasAsked = {},
) {
  // A one-line rental keeps the fingerprint it always had, so keys stored before orders replay;
  // an order paid at pick-up keeps the one of before payments, an online one adds its method.
  const body =
    kind === 'rental'
      ? lines.map((line) => [line.productId, line.dateFrom, line.dateTo, line.quantity])[0]
      : [
          payment === 'online' ? 'order-online' : 'order',
          ...lines.map((line) => [line.productId, line.dateFrom, line.dateTo, line.quantity, line.dailyPrice]),
          // Only when asked: the fingerprints of orders without them stay what they were.
          ...(asked.couponCode !== undefined ? [['coupon', asked.couponCode.toUpperCase()]] : []),
          ...(asked.damageWaiver !== undefined ? [['waiver', asked.damageWaiver]] : []),
          ...(asked.purchaseOrder !== undefined ? [['purchaseOrder', asked.purchaseOrder]] : []),
        ];
  return createHash('sha256').update(JSON.stringify(body)).digest('hex');
}

/** Booking an order's lines (flows/place-order.ts makes it; orders/ and rentals/ are handed it). */
export type OrderBooking = {
  addLine(orderId: number, line: BookingLine, language: Language, hooks: LineHooks): Promise<number>;
  place(
    booker: Booker,
    lines: BookingLine[],
    key: string | undefined,
    kind?: 'order' | 'rental',
    payment?: BookingPayment,
    business?: BusinessBuyer,
    language?: Language,
    staff?: StaffBooking,
    /** A coupon code and the damage waiver, as the cart's price answer took them (pricing/extras.ts). */
    asked?: ExtrasAsked,
  ): Promise<Placed>;
};

/** What a checkout asks beyond its lines: a coupon code, the damage waiver. */
export type ExtrasAsked = {
  couponCode?: string;
  damageWaiver?: boolean;
  total?: string;
  purchaseOrder?: string;
  /** The order accepts a quote: its prices are the quote's (quotes/, decision 090). */
  quote?: QuotedBooking;
  /** The lines are a quote's, held for it until it is accepted or ends (decision 090). */
  hold?: QuoteHold;
};

/**
 * A quote that holds its units (the shop's `quotes.holdUnits`, decision 090): its lines booked as
 * an order in status Held, at the quote's prices, until `until`; the exclusion constraint guards
 * them as any order's. Nothing is published, no coupon use is taken and no payment asked: the
 * quote is not accepted yet. `before` runs first in the booking's transaction (a revision lets
 * the version before go), `written` last with the Held order (the quote's row written beside it).
 */
export type QuoteHold = {
  until: Date;
  prices: LinePrice[];
  vatTreatment: VatTreatment;
  before?: (tx: Executor) => Promise<void>;
  written: (tx: Executor, orderId: number, until: Date) => Promise<void>;
};

/**
 * Prices fixed by a quote: each line's as the quote priced it (daily price, discount, waiver),
 * booked instead of today's, with its coupon's use taken. `open` runs first in the booking's
 * transaction (the quote locked, still open and valid, or refused), `accepted` last, with the
 * new order (the acceptance written beside it).
 */
export type QuotedBooking = {
  prices: LinePrice[];
  vatTreatment: VatTreatment;
  coupon: { id: number; code: string } | null;
  open: (tx: Executor) => Promise<void>;
  accepted: (tx: Executor, orderId: number) => Promise<void>;
};
