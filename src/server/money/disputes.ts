import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type Stripe from 'stripe';
import { fromCents } from '../../shared/money';
import type { PaymentDispute } from '../../shared/schemas/admin-overview';
import { STRIPE_ACTOR, recordAudit } from '../audit';
import type { Database, Executor } from '../db/client';
import { countOf } from '../db/listing';
import { user } from '../db/schema/auth';
import { paymentDisputes } from './schema';
import { orders } from '../db/schema/orders';
import { NotFoundError } from '../domain-errors';
import type { Requester } from '../rentals/requester';
import { lockOrder } from './order-ledger';

/*
 * Disputes (decision 064): Stripe's charge.dispute.created for a payment the shop has
 * by its PaymentIntent is recorded (payment_disputes), in the audit log as Stripe's, and listed
 * on the dashboard home with the money needing attention until staff, who answer it in Stripe's
 * dashboard, mark it reviewed. The ledger is not changed: the money is held by Stripe, not given
 * back, until the dispute is decided. A dispute of a payment the shop does not know is ignored.
 */

const open = isNull(paymentDisputes.reviewedAt);

type PaymentOfIntent = (
  tx: Executor,
  intent: string | null | undefined,
) => Promise<{ id: number; orderId: number } | undefined>;

export function createDisputes(db: Database) {
  return {
    /** The webhook's charge.dispute.created, in its transaction; 'ignored' for a payment not the shop's. */
    async created(tx: Executor, dispute: Stripe.Dispute, paymentOfIntent: PaymentOfIntent) {
      const intent = typeof dispute.payment_intent === 'string' ? dispute.payment_intent : dispute.payment_intent?.id;
      const paid = await paymentOfIntent(tx, intent);
      if (!paid) return 'ignored' as const;
      const order = await lockOrder(tx, paid.orderId);
      const [row] = await tx
        .insert(paymentDisputes)
        .values({
          stripeDisputeId: dispute.id,
          orderId: order.id,
          paymentId: paid.id,
          amountCents: dispute.amount,
          currency: dispute.currency,
          reason: String(dispute.reason).slice(0, 100),
        })
        .onConflictDoNothing()
        .returning({ id: paymentDisputes.id });
      if (!row) return 'unchanged' as const;
      await recordAudit(tx, {
        actor: STRIPE_ACTOR,
        action: 'payment',
        entity: 'order',
        entityId: order.id,
        after: {
          reference: order.reference,
          userName: order.customerName,
          disputed: fromCents(dispute.amount),
          currency: dispute.currency,
          reason: dispute.reason,
          dispute: dispute.id,
        },
      });
      return 'disputed' as const;
    },

    /**
     * The webhook's charge.dispute.closed, in its transaction: Stripe's outcome kept on a dispute
     * the shop recorded and has not closed yet. The dispute as it was (its order and amount), or
     * null for one the shop does not have or closed already.
     */
    async closed(tx: Executor, stripeDisputeId: string, outcome: string) {
      const [row] = await tx
        .update(paymentDisputes)
        .set({ outcome: outcome.slice(0, 40), closedAt: sql`now()` })
        .where(and(eq(paymentDisputes.stripeDisputeId, stripeDisputeId), isNull(paymentDisputes.closedAt)))
        .returning({ orderId: paymentDisputes.orderId, amountCents: paymentDisputes.amountCents });
      return row ?? null;
    },

    /** The oldest `limit` not reviewed yet, and how many there are. */
    async open(limit: number): Promise<{ total: number; items: PaymentDispute[] }> {
      const total = await countOf(db, paymentDisputes, open);
      if (total === 0) return { total, items: [] };
      const rows = await db
        .select({ row: paymentDisputes, reference: orders.reference, customerName: user.name })
        .from(paymentDisputes)
        .innerJoin(orders, eq(orders.id, paymentDisputes.orderId))
        .innerJoin(user, eq(user.id, orders.userId))
        .where(open)
        .orderBy(asc(paymentDisputes.receivedAt), asc(paymentDisputes.id))
        .limit(limit);
      return {
        total,
        items: rows.map(({ row, reference, customerName }) => ({
          id: row.id,
          order: { id: row.orderId, reference },
          customerName,
          amount: fromCents(row.amountCents),
          currency: row.currency,
          reason: row.reason,
          stripeDisputeId: row.stripeDisputeId,
          receivedAt: row.receivedAt.toISOString(),
          outcome: row.outcome,
        })),
      };
    },

    /** Marks one reviewed by `by`; 404 when there is none open with that id. */
    async markReviewed(by: Requester, id: number): Promise<void> {
      const [done] = await db
        .update(paymentDisputes)
        .set({ reviewedAt: sql`now()`, reviewedBy: by.id })
        .where(and(eq(paymentDisputes.id, id), open))
        .returning({ id: paymentDisputes.id });
      if (!done) throw new NotFoundError('Dispute');
    },
  };
}

export type Disputes = ReturnType<typeof createDisputes>;
