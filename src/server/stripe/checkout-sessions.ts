import { eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Executor } from '../db/client';
import { keepForReview } from '../money/for-review';
import { checkoutSessions } from './schema';

/*
 * The Checkout Sessions the shop made, and money that matches none of them (decision
 * 061). A session is recorded with what it asked for in the statement that stores it on its
 * order or change; the webhook reads it back by the id Stripe sends and trusts nothing else the
 * event says about which order it pays.
 */

export type RecordedSession = typeof checkoutSessions.$inferSelect;

/** What a session asks for: its line items' amounts times their quantities, in cents. */
export const askedCents = (lineItems: Stripe.Checkout.SessionCreateParams.LineItem[]) =>
  lineItems.reduce((sum, item) => sum + (item.price_data?.unit_amount ?? 0) * (item.quantity ?? 1), 0);

export async function recordSession(
  tx: Executor,
  session: Pick<Stripe.Checkout.Session, 'id'>,
  asked: { orderId: number; rentalChangeId?: number; amountCents: number; currency: string },
) {
  await tx
    .insert(checkoutSessions)
    .values({ id: session.id, ...asked })
    .onConflictDoNothing();
}

/** The session as the shop made it, locked by the order row its caller locks next; undefined if never made here. */
export async function recordedSession(tx: Executor, sessionId: string): Promise<RecordedSession | undefined> {
  const [found] = await tx.select().from(checkoutSessions).where(eq(checkoutSessions.id, sessionId));
  return found;
}

/** Does the money Stripe reports equal what the session asked for? */
export const paysAsAsked = (recorded: RecordedSession, session: Stripe.Checkout.Session) =>
  session.amount_total === recorded.amountCents && session.currency?.toLowerCase() === recorded.currency;

/**
 * Money Stripe reports that the shop did not ask for, kept for staff to look at on the dashboard
 * home. It confirms nothing and pays nothing; once per event.
 */
export async function holdForReview(
  tx: Executor,
  eventId: string,
  session: Stripe.Checkout.Session,
  found: { reason: 'unknown_session' | 'amount_mismatch'; orderId: number | null },
) {
  const intent = typeof session.payment_intent === 'string' ? session.payment_intent : session.payment_intent?.id;
  const amount = Number(session.amount_total);
  await keepForReview(tx, {
    stripeEventId: eventId,
    checkoutSessionId: session.id,
    paymentIntentId: intent ?? null,
    orderId: found.orderId,
    reason: found.reason,
    amountCents: Number.isSafeInteger(amount) ? amount : 0,
    currency: String(session.currency ?? '').slice(0, 8),
  });
}
