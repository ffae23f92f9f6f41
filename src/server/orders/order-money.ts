import { asc, eq } from 'drizzle-orm';
import { fromCents, toCents } from '../../shared/money';
import type { Order, PaymentMovement, PaymentStatus } from '../../shared/schemas/order';
import type { Executor } from '../db/client';
import { type PaymentRow, payments } from '../db/schema/payments';
import type { orders } from '../db/schema/rentals';

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
  /** Late-return fees collected at check-in (issue 30). */
  lateFeesCents: number;
};

export function totalsOf(rows: PaymentRow[]): MoneyTotals {
  const sum = (kind: PaymentRow['kind']) =>
    rows
      .filter((row) => row.kind === kind && row.state !== 'failed')
      .reduce((total, row) => total + row.amountCents, 0);
  return {
    // The order's payment and what each change of its dates added (issue 31).
    paidCents: sum('charge') + sum('change_charge'),
    refundedCents: sum('refund'),
    depositTakenCents: sum('deposit_taken'),
    depositKeptCents: sum('deposit_kept'),
    depositReturnedCents: sum('deposit_returned'),
    lateFeesCents: sum('late_fee'),
  };
}

export function paymentStatusOf(order: Pick<OrderRow, 'status' | 'paymentMethod'>, totals: MoneyTotals): PaymentStatus {
  if (totals.refundedCents > 0) return totals.refundedCents >= totals.paidCents ? 'Refunded' : 'PartlyRefunded';
  if (totals.paidCents > 0) return 'Paid';
  if (order.status === 'AwaitingPayment') return 'Pending';
  if (order.status === 'Lapsed') return 'Expired';
  if (order.status === 'Cancelled') return 'NothingDue';
  return 'DueAtPickup';
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
  /** What changes of its dates made after its charge still owe (payments/change-dues.ts). */
  changesDueCents = 0,
): Omit<
  Order,
  'id' | 'reference' | 'status' | 'total' | 'placedAt' | 'cancelledAt' | 'userId' | 'rentals' | 'business' | 'invoices'
> {
  const live = lines.filter((line) => line.cancelledAt === null);
  const totalCents = live.reduce((sum, line) => sum + toCents(line.total), 0);
  const depositDueCents = live.reduce((sum, line) => sum + toCents(line.deposit) * line.quantity, 0);
  const totals = totalsOf(rows);
  const awaiting = order.status === 'AwaitingPayment';
  return {
    payment: order.paymentMethod,
    paymentStatus: paymentStatusOf(order, totals),
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
  };
}
