import { and, asc, eq, isNotNull, or, sql } from 'drizzle-orm';
import { fromCents } from '../../shared/money';
import type { FailedRefund } from '../../shared/schemas/admin-overview';
import type { Actor } from '../audit';
import type { JobQueue } from '../jobs';
import type { Database, Executor } from '../db/client';
import { countOf } from '../db/listing';
import { user } from '../db/schema/auth';
import { payments } from '../db/schema/payments';
import { orders } from '../db/schema/orders';
import { ConflictError, NotFoundError } from '../domain-errors';
import { auditRefund, lockOrder, moneySnapshot } from './order-ledger';
import { queueStripeRefund } from './refund-task';

/*
 * Refunds that did not go through (decision 064): a refund through Stripe its job gave
 * up on (refund-task.ts) is listed on the dashboard home until staff either retry it (the job
 * tries Stripe again, from its first try) or record that they paid it back another way (a bank
 * transfer, cash: their note), after which it counts as refunded. Each is audited with the
 * shop's other money actions, under the order's lock.
 */

const failed = and(eq(payments.kind, 'refund'), eq(payments.channel, 'stripe'), eq(payments.state, 'failed'));

/** A failed refund's order, locked, and the refund; 404 for none, 409 REFUND_NOT_FAILED for one not failed. */
async function lockFailed(tx: Executor, paymentId: number) {
  const [found] = await tx
    .select({ orderId: payments.orderId })
    .from(payments)
    .where(
      and(
        eq(payments.id, paymentId),
        eq(payments.kind, 'refund'),
        // Through Stripe, or once through Stripe and paid back another way since (its channel says how).
        or(eq(payments.channel, 'stripe'), isNotNull(payments.settledAt)),
      ),
    );
  if (!found) throw new NotFoundError('Refund');
  const order = await lockOrder(tx, found.orderId);
  const refund = order.rows.find((row) => row.id === paymentId)!;
  if (refund.state !== 'failed') {
    throw new ConflictError(
      'REFUND_NOT_FAILED',
      refund.state === 'pending' ? 'This refund is being made at Stripe.' : 'This refund was given already.',
    );
  }
  return { order, refund };
}

export function createFailedRefunds(db: Database, jobs: JobQueue) {
  return {
    /** The oldest `limit` failed refunds, and how many there are. */
    async open(limit: number): Promise<{ total: number; items: FailedRefund[] }> {
      const total = await countOf(db, payments, failed);
      if (total === 0) return { total, items: [] };
      const rows = await db
        .select({ row: payments, reference: orders.reference, customerName: user.name })
        .from(payments)
        .innerJoin(orders, eq(orders.id, payments.orderId))
        .innerJoin(user, eq(user.id, orders.userId))
        .where(failed)
        // A refund that failed before failed_at was kept has its creation instead.
        .orderBy(asc(sql`coalesce(${payments.failedAt}, ${payments.createdAt})`), asc(payments.id))
        .limit(limit);
      return {
        total,
        items: rows.map(({ row, reference, customerName }) => ({
          id: row.id,
          order: { id: row.orderId, reference },
          customerName,
          amount: fromCents(row.amountCents),
          reason: row.failureReason,
          failedAt: (row.failedAt ?? row.createdAt).toISOString(),
        })),
      };
    },

    /** Staff ask Stripe again: the refund is pending, and its job tries from the first try. */
    async retry(actor: Actor, paymentId: number): Promise<void> {
      await db.transaction(async (tx) => {
        const { order, refund } = await lockFailed(tx, paymentId);
        // The key's round stays as the job left it: moved on after a refusal, kept after a try
        // Stripe may have made (decision 064).
        const [again] = await tx
          .update(payments)
          .set({ state: 'pending', stripeTries: 0, failedAt: null })
          .where(eq(payments.id, paymentId))
          .returning();
        await queueStripeRefund(jobs, paymentId, tx);
        await auditRefund(tx, actor, order.id, {
          before: { ...moneySnapshot(order, refund), stripeReason: refund.failureReason },
          after: moneySnapshot(order, again!),
        });
      });
    },

    /**
     * Staff paid it back by other means (`channel`, and their note): it counts as refunded, its
     * row says how it went back (the books match it against the till or the bank, not Stripe),
     * and it is off the list.
     */
    async settledAnotherWay(
      actor: Actor,
      paymentId: number,
      input: { note: string; channel: 'cash' | 'terminal' | 'bank_transfer' },
    ): Promise<void> {
      const { note, channel } = input;
      await db.transaction(async (tx) => {
        const { order, refund } = await lockFailed(tx, paymentId);
        const [settled] = await tx
          .update(payments)
          .set({ state: 'succeeded', channel, settledNote: note, settledBy: actor.id, settledAt: sql`now()` })
          .where(eq(payments.id, paymentId))
          .returning();
        await auditRefund(tx, actor, order.id, {
          before: { ...moneySnapshot(order, refund), stripeReason: refund.failureReason },
          after: { ...moneySnapshot(order, settled!), paidBackAnotherWay: note },
        });
      });
    },
  };
}

export type FailedRefunds = ReturnType<typeof createFailedRefunds>;
