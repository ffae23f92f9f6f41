import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { fromCents } from '../../shared/money';
import type { PaymentForReview } from '../../shared/schemas/admin-overview';
import type { Database, Executor } from '../db/client';
import { countOf } from '../db/listing';
import { paymentsForReview } from './schema';
import { orders } from '../db/schema/orders';
import { NotFoundError } from '../domain-errors';
import type { Requester } from '../rentals/requester';

/*
 * Money held for review (checkout-sessions.ts): what the dashboard home lists until staff have
 * looked at it in Stripe (refunded it there, or matched it to an order by hand) and marked it
 * reviewed. The row keeps who did and when; it is never deleted.
 */

const open = isNull(paymentsForReview.reviewedAt);

/** Money Stripe reported that matches no order of the shop, kept once per event for staff to look at. */
export async function keepForReview(tx: Executor, row: typeof paymentsForReview.$inferInsert) {
  await tx.insert(paymentsForReview).values(row).onConflictDoNothing();
}

export function createPaymentsForReview(db: Database) {
  return {
    /** The oldest `limit` not reviewed yet, and how many there are. */
    async open(limit: number): Promise<{ total: number; items: PaymentForReview[] }> {
      const total = await countOf(db, paymentsForReview, open);
      if (total === 0) return { total, items: [] };
      const rows = await db
        .select({ row: paymentsForReview, reference: orders.reference })
        .from(paymentsForReview)
        .leftJoin(orders, eq(orders.id, paymentsForReview.orderId))
        .where(open)
        .orderBy(asc(paymentsForReview.id))
        .limit(limit);
      return {
        total,
        items: rows.map(({ row, reference }) => ({
          id: row.id,
          reason: row.reason,
          amount: fromCents(row.amountCents),
          currency: row.currency,
          checkoutSessionId: row.checkoutSessionId,
          paymentIntentId: row.paymentIntentId,
          order: row.orderId !== null && reference !== null ? { id: row.orderId, reference } : null,
          receivedAt: row.receivedAt.toISOString(),
        })),
      };
    },

    /** Marks one reviewed by `by`; 404 when there is none open with that id. */
    async markReviewed(by: Requester, id: number): Promise<void> {
      const [done] = await db
        .update(paymentsForReview)
        .set({ reviewedAt: sql`now()`, reviewedBy: by.id })
        .where(and(eq(paymentsForReview.id, id), open))
        .returning({ id: paymentsForReview.id });
      if (!done) throw new NotFoundError('Payment for review');
    },
  };
}

export type PaymentsForReview = ReturnType<typeof createPaymentsForReview>;
