import { asc, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { orderAdjustments, type PaymentRow, payments } from '../db/schema/payments';
import { orders } from '../db/schema/orders';
import { balanceDueCents, totalsOf } from './order-money';
import { liveSumsByOrder } from './order-ledger';

/*
 * What several orders owe at once (the desk's pick-ups, the overview's "customer pays later"),
 * each through balanceDueCents (order-money.ts), the one place an order's money is added up, from
 * the sums the counter's payment takes (order-ledger.ts): the desk shows what the till takes.
 */

export type OrderBalance = {
  /** What the customer owes (positive) or is owed (negative), as the order page says. */
  balanceCents: number;
  /** What the order owes at the counter now: its balance, but nothing for an order on invoice, owed by its terms. */
  counterDueCents: number;
  /** The deposit its live lines ask, and what was taken of it. */
  depositDueCents: number;
  depositTakenCents: number;
};

/** The balances of `orderIds`, by order id (a missing order is left out). */
export async function orderBalances(executor: Executor, orderIds: number[]): Promise<Map<number, OrderBalance>> {
  const ids = [...new Set(orderIds)];
  if (ids.length === 0) return new Map();
  const [heads, sums, adjustments, rows] = await Promise.all([
    executor.select({ id: orders.id, paymentMethod: orders.paymentMethod }).from(orders).where(inArray(orders.id, ids)),
    liveSumsByOrder(executor, ids),
    executor
      .select({
        orderId: orderAdjustments.orderId,
        cents: sql<number>`coalesce(sum(${orderAdjustments.amountCents}), 0)::int`,
      })
      .from(orderAdjustments)
      .where(inArray(orderAdjustments.orderId, ids))
      .groupBy(orderAdjustments.orderId),
    executor.select().from(payments).where(inArray(payments.orderId, ids)).orderBy(asc(payments.id)),
  ]);
  const rowsOf = new Map<number, PaymentRow[]>();
  for (const row of rows) rowsOf.set(row.orderId, [...(rowsOf.get(row.orderId) ?? []), row]);
  return new Map(
    heads.map((head) => {
      const live = sums.get(head.id) ?? { totalCents: 0, depositDueCents: 0 };
      const totals = totalsOf(rowsOf.get(head.id) ?? []);
      const adjustmentsCents = adjustments.find((row) => row.orderId === head.id)?.cents ?? 0;
      const balanceCents = balanceDueCents({ liveCents: live.totalCents, adjustmentsCents }, totals);
      return [
        head.id,
        {
          balanceCents,
          counterDueCents: head.paymentMethod === 'invoice' ? 0 : balanceCents,
          depositDueCents: live.depositDueCents,
          depositTakenCents: totals.depositTakenCents,
        },
      ];
    }),
  );
}

/** One order's balance (orderBalances); read under the order's lock in a money action's transaction. */
export async function orderBalance(executor: Executor, orderId: number): Promise<OrderBalance> {
  const balance = (await orderBalances(executor, [orderId])).get(orderId);
  if (!balance) throw new Error(`No order ${orderId}`);
  return balance;
}
