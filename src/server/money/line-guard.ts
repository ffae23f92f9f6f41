import { and, eq, sql } from 'drizzle-orm';
import type { Actor } from '../audit';
import type { Executor } from '../db/client';
import { rentalChanges, rentalItems, rentals } from '../db/schema/rentals';
import { ConflictError, NotFoundError } from '../domain-errors';
import type { IsoDate } from '../../shared/calendar-date';
import { unpaidChanges } from './change-dues';
import { adjustmentsOf } from './order-money';
import { chargeOf, type LockedOrder, lockOrder, owedBackAfter, stateOf } from './order-ledger';
import type { Refunds } from './refunds';

/*
 * What every staff change of an order's lines checks and settles (decisions 066 and
 * 067): the locks in the order every change takes them (the line's row, then the order's), the
 * order's state, and the money. The order's cost follows from its lines (order-money.ts), so a
 * change that costs less gives back what was paid beyond the new cost, at once and the way it
 * was paid; one that costs more after the order's charge is a later charge the counter takes
 * (decision 069).
 */

export const ORDER_AWAITING_PAYMENT_MESSAGE =
  'This order is being paid online: change its lines once Stripe has confirmed the payment or the hold has lapsed.';

/** Locks the order and refuses a change unless it is live and not waiting for Stripe. */
export async function lockChangeableOrder(tx: Executor, orderId: number): Promise<LockedOrder> {
  const order = await lockOrder(tx, orderId);
  if (order.status === 'AwaitingPayment')
    throw new ConflictError('ORDER_AWAITING_PAYMENT', ORDER_AWAITING_PAYMENT_MESSAGE);
  if (order.status !== 'Placed')
    throw new ConflictError('ORDER_NOT_LIVE', 'A cancelled or lapsed order cannot be changed.');
  return order;
}

/** A line as a change reads it, under its row's lock. */
export type LockedLine = {
  dailyPriceCents: number;
  chargedDays: number;
  unitsPerKit: number;
  dateFrom: IsoDate;
  dateTo: IsoDate;
  /** Pieces: units, or kits (units / units per kit, decision 050), as the line was booked. */
  pieces: number;
  /** Units of the line already handed to the customer. */
  handedOut: number;
};

/**
 * Locks the line's row, then its order's, and refuses a change of a line that is not this
 * order's (404), cancelled, of an order not live or being paid, or whose change of dates waits
 * for its payment.
 */
export async function lockChangeableLine(
  tx: Executor,
  orderId: number,
  rentalId: number,
  what: 'price' | 'quantity',
): Promise<{ line: LockedLine; order: LockedOrder }> {
  const [line] = await tx
    .select({
      orderId: rentals.orderId,
      dailyPriceCents: rentals.dailyPriceCents,
      chargedDays: rentals.chargedDays,
      unitsPerKit: rentals.unitsPerKit,
      dateFrom: rentals.dateFrom,
      dateTo: rentals.dateTo,
      cancelledAt: rentals.cancelledAt,
      pieces: sql<number>`(SELECT ((count(*) + ${rentals.unitsPerKit} - 1) / ${rentals.unitsPerKit})::int FROM ${rentalItems} WHERE ${rentalItems.rentalId} = ${rentals.id})`,
      handedOut: sql<number>`(SELECT count(*)::int FROM ${rentalItems} WHERE ${rentalItems.rentalId} = ${rentals.id} AND ${rentalItems.checkedOutAt} IS NOT NULL)`,
    })
    .from(rentals)
    .where(eq(rentals.id, rentalId))
    .for('update');
  if (line?.orderId !== orderId) throw new NotFoundError('Order line');
  if (line.cancelledAt !== null) {
    throw new ConflictError(
      'ALREADY_CANCELLED',
      what === 'price' ? 'This line was cancelled: its price no longer counts.' : 'This line was cancelled.',
    );
  }
  const order = await lockChangeableOrder(tx, orderId);
  const [pending] = await tx
    .select({ id: rentalChanges.id })
    .from(rentalChanges)
    .where(and(eq(rentalChanges.rentalId, rentalId), eq(rentalChanges.status, 'pending')));
  if (pending) {
    throw new ConflictError(
      'CHANGE_PENDING',
      `A change of this line's dates waits for its payment: change its ${what === 'price' ? 'price' : 'units'} once it is paid or has lapsed.`,
    );
  }
  return { line, order };
}

/** What a line's later charge is about (decision 069): a raised price, more units, a line added. */
export type LaterChargeKind = 'price' | 'units' | 'line';

/**
 * After the order's charge, what a change adds to its cost is a later charge (decision 069): a
 * change row the counter takes with the order's next payment, invoiced then. Before the charge
 * it is simply part of what the order costs. Answers whether it was recorded.
 */
export async function owedAfterCharge(
  tx: Executor,
  actor: Actor,
  order: LockedOrder,
  line: { rentalId: number; dateFrom: IsoDate; dateTo: IsoDate; chargedDays: number },
  kind: LaterChargeKind,
  amountCents: number,
): Promise<boolean> {
  if (!chargeOf(order) || amountCents <= 0) return false;
  await tx.insert(rentalChanges).values({
    rentalId: line.rentalId,
    kind,
    status: 'done',
    dateFromBefore: line.dateFrom,
    dateToBefore: line.dateTo,
    dateFromAfter: line.dateFrom,
    dateToAfter: line.dateTo,
    chargedDaysBefore: line.chargedDays,
    chargedDaysAfter: line.chargedDays,
    amountCents,
    actorId: actor.id,
    // The moment it is written, not the transaction's start: a change that waited on the order's
    // lock while the charge was committed must still read as made after it (change-dues.ts).
    createdAt: sql`clock_timestamp()`,
  });
  return true;
}

/**
 * Takes `cents` off the line's later charges not yet paid, newest first (a raise corrected before
 * the counter took it is simply owed less); answers what is left to take off the order.
 */
async function lowerOwedAfterCharge(tx: Executor, order: LockedOrder, rentalId: number, cents: number) {
  if (!chargeOf(order)) return cents;
  let left = cents;
  const dues = await unpaidChanges(tx, order.id, rentalId);
  for (const due of dues.reverse()) {
    if (left === 0) break;
    if (due.kind !== 'price' && due.kind !== 'units' && due.kind !== 'line') continue;
    const cut = Math.min(left, due.amountCents);
    await tx
      .update(rentalChanges)
      .set({ amountCents: sql`${rentalChanges.amountCents} - ${cut}` })
      .where(eq(rentalChanges.id, due.id));
    left -= cut;
  }
  return left;
}

/**
 * Settles a change that takes `differenceCents` (negative) off the order's cost: what was paid
 * beyond the new cost goes back, never more than is left to give, with a credit note of the
 * amount taken off when the order was invoiced. Answers the refund in cents (0: none).
 */
export async function giveBackDifference(
  tx: Executor,
  refunds: Refunds,
  actor: Actor,
  order: LockedOrder,
  differenceCents: number,
  cause: { rentalId: number; lineChange: 'price' | 'quantity'; reason: string | null },
): Promise<number> {
  const cost = { liveCents: order.totalCents + differenceCents, adjustmentsCents: await adjustmentsOf(tx, order.id) };
  // Goodwill given by hand is off the price already: the order cannot cost less than nothing.
  if (cost.liveCents + cost.adjustmentsCents < 0) {
    throw new ConflictError(
      'PRICE_BELOW_REFUNDS',
      cause.lineChange === 'price'
        ? 'Refunds given by hand already take more off this order than the new price leaves: choose a higher price.'
        : 'Refunds given by hand already take more off this order than fewer units leave: keep more units.',
    );
  }
  const takenOffCents = await lowerOwedAfterCharge(tx, order, cause.rentalId, -differenceCents);
  // What was paid beyond the new cost, later charges still to take owed on their own.
  const refundCents = await owedBackAfter(tx, stateOf(order), -differenceCents, 0);
  if (refundCents > 0) {
    // The credit note is for the amount taken off what was invoiced; money the order already
    // owed back (paid beyond its cost before) was never invoiced.
    await refunds.addRefund(tx, order, refundCents, cause, actor.id, Math.min(refundCents, takenOffCents));
  }
  return refundCents;
}
