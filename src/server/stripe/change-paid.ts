import { and, eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import { asLanguage } from '../../shared/languages';
import { numericToRate } from '../../shared/vat';
import type { Executor } from '../db/client';
import { user } from '../db/schema/auth';
import { payments } from '../db/schema/payments';
import { rentalChanges, rentals } from '../db/schema/rentals';
import { orders } from '../db/schema/orders';
import type { Publish } from '../events';
import type { Invoicing } from '../invoices';
import type { JobQueue } from '../jobs';
import { describeChange } from '../money/change-description';
import { queueStripeRefund } from '../money/refund-task';
import { LATE_PAYMENT_REASON } from '../orders/online-payment';

/**
 * Locks the change's rental, then the change, for the rest of `tx` (the extension locks the
 * rental first too): an extension, its webhook and its lapse apply one after the other.
 */
export async function lockChange(tx: Executor, changeId: number) {
  const [target] = await tx
    .select({ rentalId: rentalChanges.rentalId })
    .from(rentalChanges)
    .where(eq(rentalChanges.id, changeId));
  if (!target) return null;
  await tx.select({ id: rentals.id }).from(rentals).where(eq(rentals.id, target.rentalId)).for('update');
  const [change] = await tx
    .select({
      id: rentalChanges.id,
      rentalId: rentalChanges.rentalId,
      status: rentalChanges.status,
      orderId: rentals.orderId,
      dateFromBefore: rentalChanges.dateFromBefore,
      dateToBefore: rentalChanges.dateToBefore,
      dateToAfter: rentalChanges.dateToAfter,
      chargedDaysBefore: rentalChanges.chargedDaysBefore,
      chargedDaysAfter: rentalChanges.chargedDaysAfter,
      dailyPriceCentsBefore: rentalChanges.dailyPriceCentsBefore,
      amountCents: rentalChanges.amountCents,
      holdExpiresAt: rentalChanges.holdExpiresAt,
      checkoutSessionId: rentalChanges.checkoutSessionId,
    })
    .from(rentalChanges)
    .innerJoin(rentals, eq(rentals.id, rentalChanges.rentalId))
    .where(eq(rentalChanges.id, changeId))
    .for('update', { of: rentalChanges });
  return change ?? null;
}

/** Stripe says the difference is paid: the change is in force, or, lapsed meanwhile, the money goes back. */
export async function changePaid(
  deps: { publish: Publish; jobs: JobQueue; invoicing: Invoicing },
  tx: Executor,
  changeId: number,
  session: Stripe.Checkout.Session,
) {
  const { publish, jobs } = deps;
  const change = await lockChange(tx, changeId);
  if (!change) return 'ignored' as const;
  const [existing] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.rentalChangeId, changeId), eq(payments.kind, 'change_charge')));
  if (existing) return 'unchanged' as const;
  const intent = typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id;
  const amountCents = session.amount_total ?? change.amountCents;
  const [charge] = await tx
    .insert(payments)
    .values({
      orderId: change.orderId,
      kind: 'change_charge',
      channel: 'stripe',
      amountCents,
      stripeId: intent ?? null,
      rentalChangeId: changeId,
    })
    .returning();
  if (change.status === 'pending') {
    await tx.update(rentalChanges).set({ status: 'done' }).where(eq(rentalChanges.id, changeId));
    // In the customer's language, as the invoice is written (invoices/issue.ts reads the same one).
    const [owner] = await tx
      .select({ language: user.language })
      .from(orders)
      .innerJoin(user, eq(user.id, orders.userId))
      .where(eq(orders.id, change.orderId));
    const described = (await describeChange(tx, changeId, asLanguage(owner?.language)))!;
    // Issued with the payment, in its transaction (decision 044), at the rental's booked rate.
    await deps.invoicing.forLaterCharge(tx, change.orderId, charge!, [
      { describe: () => described.text, grossCents: amountCents, vatRate: numericToRate(described.vatRate) },
    ]);
    await publish({ type: 'rental.extended', rentalId: change.rentalId, orderId: change.orderId, changeId }, tx);
    return 'paid' as const;
  }
  // Lapsed before the money came: its days may be someone else's by now, so it goes back (decision 042).
  const [refund] = await tx
    .insert(payments)
    .values({
      orderId: change.orderId,
      kind: 'refund',
      channel: 'stripe',
      state: 'pending',
      amountCents,
      reason: LATE_PAYMENT_REASON,
      rentalChangeId: changeId,
    })
    .returning({ id: payments.id });
  // Its event (order.refunded) once Stripe has accepted it (stripe-refund-job.ts).
  await queueStripeRefund(jobs, refund!.id, tx);
  return 'refunded' as const;
}
