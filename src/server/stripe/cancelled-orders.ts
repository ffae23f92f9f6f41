import type { Task } from 'graphile-worker';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { payments } from '../db/schema/payments';
import { orders } from '../db/schema/orders';
import { type ShopEvent, deliveredEvent } from '../events';
import type { Holds } from './holds';

/*
 * Payments as a subscriber of the shop's events (decision 039): when a customer cancels every line
 * of an order still awaiting payment, its Checkout Session is expired, so nothing stays payable
 * for units already freed. A payment that slipped in before the expiry is refunded by the webhook
 * (the order is Cancelled), as a late one is.
 */

export const PAYMENTS_SUBSCRIBER = 'payments';

/** The only event it acts on: the others get no payments job. */
export const PAYMENTS_EVENTS = ['order.cancelled'] as const;

export function createPaymentsSubscriber(deps: { db: Database; holds: Holds }): Task {
  const { db } = deps;
  return async (payload) => {
    const recorded = await deliveredEvent(db, payload);
    const event: ShopEvent | undefined = recorded?.event;
    if (event?.type !== 'order.cancelled') return;
    const [order] = await db.select().from(orders).where(eq(orders.id, event.orderId));
    if (!order?.checkoutSessionId || order.paymentMethod !== 'online') return;
    const [charge] = await db
      .select({ id: payments.id })
      .from(payments)
      .where(and(eq(payments.orderId, order.id), eq(payments.kind, 'charge')));
    if (charge) return;
    // 'complete' means it was paid meanwhile: the webhook refunds it. Stripe unreachable: the job retries.
    await deps.holds.expireSession(order.checkoutSessionId);
  };
}
