import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { fromCents } from '../../shared/money';
import { type Actor, recordAudit } from '../audit';
import type { Executor } from '../db/client';
import { user } from '../db/schema/auth';
import { type PaymentRow, payments } from '../db/schema/payments';
import { rentalItems, rentals } from '../db/schema/rentals';
import { orders } from '../db/schema/orders';
import { NotFoundError } from '../domain-errors';
import { sumOfDues, unpaidChanges } from './change-dues';
import { adjustmentsOf, balanceDueCents, type MoneyTotals, paymentRowsOf, totalsOf } from './order-money';

/*
 * An order's money as the shop's money actions see it, read under a lock on the order row
 * (SELECT ... FOR UPDATE): marking it paid, every deposit movement, every refund (by hand or by a
 * cancellation, which locks the same row in rentals/cancelling.ts) take that lock first, so two
 * of them at once run one after the other and each sees what the other wrote. That is what keeps
 * "refunded <= paid" and "kept + returned <= taken" true under any race.
 */

export type LockedOrder = {
  id: number;
  reference: string;
  status: (typeof orders.$inferSelect)['status'];
  customerName: string;
  /** The customer's language, which documents about the order are written in. */
  customerLanguage: string | null;
  /** The live lines at their booked prices: what marking it paid charges. */
  totalCents: number;
  /** The live lines' deposit per unit x units. */
  depositDueCents: number;
  rows: PaymentRow[];
  totals: MoneyTotals;
};

/** Locks the order row for the rest of `tx` and reads its money; 404 when there is no such order. */
export async function lockOrder(tx: Executor, orderId: number): Promise<LockedOrder> {
  const [order] = await tx
    .select({
      id: orders.id,
      reference: orders.reference,
      status: orders.status,
      customerName: user.name,
      customerLanguage: user.language,
    })
    .from(orders)
    .innerJoin(user, eq(user.id, orders.userId))
    .where(eq(orders.id, orderId))
    .for('update', { of: orders });
  if (!order) throw new NotFoundError('Order');
  const sums = await liveSumsOf(tx, orderId);
  const rows = await paymentRowsOf(tx, orderId);
  return { ...order, ...sums, rows, totals: totalsOf(rows) };
}

/**
 * The order's live lines at their booked prices, and their deposits: each line's booked daily
 * price x charged days x pieces, less its discount, plus its damage waiver (as booked), and
 * deposit per piece x pieces; a line's pieces are its units, or its kits (units / units per kit,
 * decision 050).
 */
export async function liveSumsOf(tx: Executor, orderId: number) {
  const sums = (await liveSumsByOrder(tx, [orderId])).get(orderId);
  return { totalCents: sums?.totalCents ?? 0, depositDueCents: sums?.depositDueCents ?? 0 };
}

/** liveSumsOf for several orders at once, by order id (an order without live lines is left out). */
export async function liveSumsByOrder(executor: Executor, orderIds: number[]) {
  if (orderIds.length === 0) return new Map<number, { totalCents: number; depositDueCents: number }>();
  const rows = await executor
    .select({
      orderId: rentals.orderId,
      totalCents: sql<number>`coalesce(sum(${rentals.dailyPriceCents}::bigint * ${rentals.chargedDays} * units.n
        - ${rentals.discountCents} + ${rentals.waiverCents}), 0)::bigint`,
      depositDueCents: sql<number>`coalesce(sum(${rentals.depositCents}::bigint * units.n), 0)::bigint`,
    })
    .from(rentals)
    .innerJoin(
      sql`LATERAL (SELECT (count(*) + ${rentals.unitsPerKit} - 1) / ${rentals.unitsPerKit} AS n FROM ${rentalItems} WHERE ${rentalItems.rentalId} = ${rentals.id}) AS units`,
      sql`true`,
    )
    .where(and(inArray(rentals.orderId, orderIds), isNull(rentals.cancelledAt)))
    .groupBy(rentals.orderId);
  return new Map(
    rows.map((row) => [
      row.orderId,
      { totalCents: Number(row.totalCents), depositDueCents: Number(row.depositDueCents) },
    ]),
  );
}

/**
 * What one line costs as booked: daily price x charged days x pieces (units, or kits), less its
 * discount, plus its damage waiver, in cents. A cancelled line takes this much off its order.
 */
export async function lineTotalCents(tx: Executor, rentalId: number): Promise<number> {
  const [row] = await tx
    .select({
      cents: sql<number>`(${rentals.dailyPriceCents}::bigint * ${rentals.chargedDays} * (SELECT (count(*) + ${rentals.unitsPerKit} - 1) / ${rentals.unitsPerKit} FROM ${rentalItems} WHERE ${rentalItems.rentalId} = ${rentals.id})
        - ${rentals.discountCents} + ${rentals.waiverCents})::bigint`,
    })
    .from(rentals)
    .where(eq(rentals.id, rentalId));
  return Number(row?.cents ?? 0);
}

/** The order's charge (the one payment of its total), if it was paid. */
export const chargeOf = (order: LockedOrder) =>
  order.rows.find((row) => row.kind === 'charge' && row.state !== 'failed');

/**
 * A refund in the audit log: the order's money as the refund left it (`after`), and as it stood
 * before when the refund was there already (a retry, a refund given or settled another way).
 */
export function auditRefund(tx: Executor, actor: Actor, orderId: number, entry: { before?: unknown; after: unknown }) {
  return recordAudit(tx, { actor, action: 'refund', entity: 'order', entityId: orderId, ...entry });
}

/** What an audit entry of a money action keeps: enough to read it without the order at hand. */
export function moneySnapshot(order: LockedOrder, row: PaymentRow) {
  return {
    reference: order.reference,
    userName: order.customerName,
    kind: row.kind,
    amount: fromCents(row.amountCents),
    channel: row.channel,
    state: row.state,
    ...(row.reason ? { reason: row.reason } : {}),
  };
}

/** Adds one movement to the ledger inside `tx`; its row. */
export async function addMovement(tx: Executor, values: typeof payments.$inferInsert): Promise<PaymentRow> {
  const [row] = await tx.insert(payments).values(values).returning();
  return row!;
}

/** Paid and not yet given back: the most a refund may be. */
export const refundableCents = (totals: MoneyTotals) => Math.max(0, totals.paidCents - totals.refundedCents);

/** An order's money as a change of it reads it: what was paid and refunded, its live lines' cost, its charge. */
export type MoneyState = { orderId: number; totals: MoneyTotals; liveCents: number; charged: boolean };

export const stateOf = (order: LockedOrder): MoneyState => ({
  orderId: order.id,
  totals: order.totals,
  liveCents: order.totalCents,
  charged: chargeOf(order) !== undefined,
});

/** The same, read without a lock, for a quote. */
export async function readState(executor: Executor, orderId: number): Promise<MoneyState> {
  const rows = await paymentRowsOf(executor, orderId);
  const { totalCents } = await liveSumsOf(executor, orderId);
  const charged = rows.some((row) => row.kind === 'charge' && row.state !== 'failed');
  return { orderId, totals: totalsOf(rows), liveCents: totalCents, charged };
}

/**
 * The most a change may give back: what was paid beyond what the order costs once `takenOffCents`
 * are off its live lines and `feeCents` kept as a fee, never more than is left to refund. Later
 * charges still to take are owed on their own (decision 069), less `duesEndingCents` that end
 * with the change (a cancelled line's). A part-paid order that still owes gets nothing back.
 */
export async function owedBackAfter(
  executor: Executor,
  state: MoneyState,
  takenOffCents: number,
  feeCents: number,
  duesEndingCents = 0,
) {
  const cost = {
    liveCents: state.liveCents - takenOffCents,
    adjustmentsCents: (await adjustmentsOf(executor, state.orderId)) + feeCents,
  };
  const dueCents = state.charged ? sumOfDues(await unpaidChanges(executor, state.orderId)) - duesEndingCents : 0;
  return Math.min(refundableCents(state.totals), Math.max(0, dueCents - balanceDueCents(cost, state.totals)));
}

/** What a line still owes of later charges (decision 069): never paid, so neither refunded nor kept. */
export const owedOfLine = async (executor: Executor, state: MoneyState, rentalId: number) =>
  state.charged ? sumOfDues(await unpaidChanges(executor, state.orderId, rentalId)) : 0;
