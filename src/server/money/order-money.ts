import { asc, eq, sql } from 'drizzle-orm';
import { sumsOfLines } from '../../shared/discounts';
import { fromCents, fromSignedCents, toCents } from '../../shared/money';
import type { Order, OrderMoneyFields, PaymentMovement, PaymentStatus } from '../../shared/schemas/order';
import type { PayLaterNote } from '../../shared/schemas/payments';
import type { Executor } from '../db/client';
import { orderAdjustments, type PaymentRow, payments } from '../db/schema/payments';
import type { orders } from '../db/schema/orders';
import { sumOfDues, unpaidChanges } from './change-dues';
import { lastPayLaterNotes } from './pay-later';

/*
 * Where an order's money stands, summed from its payments (db/schema/payments.ts): nothing about
 * money is stored twice, so no sum can go stale. Pending refunds count as refunded (they are on
 * their way); failed ones do not count.
 */

type OrderRow = typeof orders.$inferSelect;

export type MoneyTotals = {
  paidCents: number;
  refundedCents: number;
  depositTakenCents: number;
  depositKeptCents: number;
  depositReturnedCents: number;
  /** Late-return fees collected at check-in. */
  lateFeesCents: number;
};

export function totalsOf(rows: PaymentRow[]): MoneyTotals {
  const sum = (kind: PaymentRow['kind']) =>
    rows
      .filter((row) => row.kind === kind && row.state !== 'failed')
      .reduce((total, row) => total + row.amountCents, 0);
  return {
    // The order's payment, its part payments and what each change of its dates added.
    paidCents: sum('charge') + sum('part_payment') + sum('change_charge'),
    refundedCents: sum('refund'),
    depositTakenCents: sum('deposit_taken'),
    depositKeptCents: sum('deposit_kept'),
    depositReturnedCents: sum('deposit_returned'),
    lateFeesCents: sum('late_fee'),
  };
}

/**
 * What the customer owes the shop (positive) or the shop owes the customer (negative), in cents:
 * what the order costs now (its live lines at their booked prices, and its adjustments: fees the
 * cancellation rules kept, goodwill taken off) minus what was paid plus what was refunded (a
 * failed refund is not). The one place an order's money is added up (decision 062); late fees
 * and deposits are money of their own, taken and kept or returned at the desk.
 */
export function balanceDueCents(cost: { liveCents: number; adjustmentsCents: number }, totals: MoneyTotals): number {
  return cost.liveCents + cost.adjustmentsCents - totals.paidCents + totals.refundedCents;
}

/** The sum of an order's adjustments (db/schema/payments.ts), in cents. */
export async function adjustmentsOf(executor: Executor, orderId: number): Promise<number> {
  const [row] = await executor
    .select({ cents: sql<number>`coalesce(sum(${orderAdjustments.amountCents}), 0)::int` })
    .from(orderAdjustments)
    .where(eq(orderAdjustments.orderId, orderId));
  return row?.cents ?? 0;
}

/** A refund still to be handed over at the counter: the money is owed, not given. */
const owedAtCounter = (rows: PaymentRow[]) =>
  rows.some((row) => row.kind === 'refund' && row.state === 'pending' && row.channel !== 'stripe');

export function paymentStatusOf(
  order: Pick<OrderRow, 'status' | 'paymentMethod'>,
  totals: MoneyTotals,
  owed: { balanceCents: number; rows: PaymentRow[] } = { balanceCents: 0, rows: [] },
): PaymentStatus {
  // Never "Refunded" before the money is back: a refund owed at the counter, a failed one, or
  // money paid beyond what the order costs.
  if (owed.balanceCents < 0 || owedAtCounter(owed.rows)) return 'RefundOwed';
  if (totals.refundedCents > 0) return totals.refundedCents >= totals.paidCents ? 'Refunded' : 'PartlyRefunded';
  // Part payments taken and the payment of the rest (the charge) still to come.
  if (totals.paidCents > 0 && owed.balanceCents > 0 && !owed.rows.some((row) => row.kind === 'charge')) {
    return 'PartlyPaid';
  }
  if (totals.paidCents > 0) return 'Paid';
  if (order.status === 'AwaitingPayment') return 'Pending';
  if (order.status === 'Lapsed') return 'Expired';
  if (order.status === 'Cancelled') return 'NothingDue';
  return order.paymentMethod === 'invoice' ? 'Invoiced' : 'DueAtPickup';
}

export const paymentRowsOf = (executor: Executor, orderId: number) =>
  executor.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(asc(payments.id));

const movementOf = (row: PaymentRow): PaymentMovement => ({
  id: row.id,
  kind: row.kind,
  channel: row.channel,
  state: row.state,
  amount: fromCents(row.amountCents),
  reason: row.reason,
  createdAt: row.createdAt.toISOString(),
});

/** The payment fields of an order (shared/schemas/order.ts) from its row, live lines and payments. */
export function orderMoney(
  order: Pick<OrderRow, 'status' | 'paymentMethod' | 'checkoutUrl' | 'holdExpiresAt'>,
  lines: Order['rentals'],
  rows: PaymentRow[],
  /** What changes of its dates made after its charge still owe (change-dues.ts). */
  changesDueCents = 0,
  /** The sum of its adjustments (adjustmentsOf). */
  adjustmentsCents = 0,
  /** Its last "customer pays later" note (pay-later.ts). */
  payLater: PayLaterNote | null = null,
): OrderMoneyFields {
  const live = lines.filter((line) => line.cancelledAt === null);
  const totalCents = sumsOfLines(live).costCents;
  const depositDueCents = live.reduce((sum, line) => sum + toCents(line.deposit) * line.quantity, 0);
  const totals = totalsOf(rows);
  const awaiting = order.status === 'AwaitingPayment';
  const balanceCents = balanceDueCents({ liveCents: totalCents, adjustmentsCents }, totals);
  return {
    payment: order.paymentMethod,
    paymentStatus: paymentStatusOf(order, totals, { balanceCents, rows }),
    balanceDue: fromSignedCents(balanceCents),
    checkoutUrl: awaiting ? order.checkoutUrl : null,
    holdExpiresAt: awaiting ? (order.holdExpiresAt?.toISOString() ?? null) : null,
    dueNow: fromCents(awaiting ? totalCents : 0),
    changesDue: fromCents(changesDueCents),
    paid: fromCents(totals.paidCents),
    refunded: fromCents(totals.refundedCents),
    deposit: {
      due: fromCents(depositDueCents),
      taken: fromCents(totals.depositTakenCents),
      kept: fromCents(totals.depositKeptCents),
      returned: fromCents(totals.depositReturnedCents),
    },
    payments: rows.map(movementOf),
    payLater,
  };
}

/**
 * The payment fields of an order read from the database (orders/'s OrderMoneyPort, which app/
 * hands it): its payments, what changes of its dates still owe, and its adjustments.
 */
export function orderMoneyReader(executor: Executor) {
  return {
    async read(
      order: Pick<OrderRow, 'id' | 'status' | 'paymentMethod' | 'checkoutUrl' | 'holdExpiresAt'>,
      lines: Order['rentals'],
    ) {
      const [rows, dues, adjustments, notes] = await Promise.all([
        paymentRowsOf(executor, order.id),
        unpaidChanges(executor, order.id),
        adjustmentsOf(executor, order.id),
        lastPayLaterNotes(executor, [order.id]),
      ]);
      return orderMoney(order, lines, rows, sumOfDues(dues), adjustments, notes.get(order.id) ?? null);
    },
    /** An order just placed: its lines, nothing paid, nothing owed for changes. */
    ofNewOrder: (
      order: Pick<OrderRow, 'status' | 'paymentMethod' | 'checkoutUrl' | 'holdExpiresAt'>,
      lines: Order['rentals'],
    ) => orderMoney(order, lines, []),
  };
}
