import { and, eq, isNull } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Language } from '../../shared/languages';
import { costOfLine } from '../../shared/discounts';
import { toCents } from '../../shared/money';
import type { Database } from '../db/client';
import { user } from '../db/schema/auth';
import { orders } from '../db/schema/orders';
import { type OnlinePayment, PaymentUnavailableError } from '../orders/online-payment';
import type { RentalService } from '../rentals/service';
import type { ShopCalendar } from '../shop-calendar';
import { askedCents, recordSession } from './checkout-sessions';
import type { Holds } from './holds';
import type { StripeClient } from './stripe-client';

/*
 * Paying an order online through Stripe Checkout, Stripe's hosted payment page (no card data
 * ever reaches the shop). Cards only: a card payment is known paid or not when the customer
 * finishes, so the units are never held for days waiting for a bank transfer (decision 042).
 */

/** The hold outlives the Checkout Session by this much: a payment finished in its last second still finds its units. */
export const HOLD_MARGIN_MINUTES = 5;

const MINUTE = 60_000;

/**
 * The Idempotency-Key of an order's Checkout Session at Stripe: one session per order, however
 * often it is asked. With the moment it was placed, so an order id used again (a database
 * restored from a backup, within Stripe's 24 hours) never gets another order's session.
 */
export const checkoutKey = (order: { id: number; placedAt: Date }) =>
  `framehire-checkout-${order.id}-${order.placedAt.getTime()}`;

export function createOnlinePayment(deps: {
  db: Database;
  calendar: ShopCalendar;
  stripe: StripeClient;
  rentals: RentalService;
  holds: Holds;
  holdMinutes: number;
  /** Where the customer comes back to: PUBLIC_URL. */
  shopUrl: string;
  logError: (error: unknown, message: string) => void;
}): OnlinePayment {
  const { db, stripe, holds } = deps;

  async function createSession(order: typeof orders.$inferSelect, language: Language) {
    const lines = (await deps.rentals.listForOrder(order.id, language)).filter((line) => line.cancelledAt === null);
    const [customer] = await db.select({ email: user.email }).from(user).where(eq(user.id, order.userId));
    // PAYMENT_HOLD_MINUTES after the order was booked, and one minute more: Stripe refuses a session
    // that closes less than 30 minutes after it is made, and it is made a moment after the booking
    // (on Stripe's clock, which may be a little ahead). Still four minutes before the hold ends
    // (decision 042). Read from the order alone, so a replay asks Stripe with the same parameters.
    const expiresAt = Math.floor((order.holdExpiresAt!.getTime() - (HOLD_MARGIN_MINUTES - 1) * MINUTE) / 1000);
    const params: Stripe.Checkout.SessionCreateParams = {
      mode: 'payment',
      // Cards only (decision 042). This API version filters the methods with allowed_payment_method_types
      // (it replaced payment_method_types on session creation).
      allowed_payment_method_types: ['card'],
      // The prices booked (cents): a line's pieces (units, or kits) times its booked price for its
      // days, never the product's price now. A line with a coupon's discount or the damage waiver
      // is one item of what it costs (Checkout has no negative items, and its pieces may not share
      // the discount evenly); the customer's receipt names the pieces.
      line_items: lines.map((line) => {
        const plain = line.discount === '0.00' && line.damageWaiver === '0.00';
        return {
          quantity: plain ? line.quantity : 1,
          price_data: {
            currency: 'eur',
            unit_amount: plain ? toCents(line.total) / line.quantity : costOfLine(line),
            product_data: {
              name: `${plain ? '' : `${line.quantity} × `}${line.productName} · ${line.dateFrom} – ${line.dateTo}`,
            },
          },
        };
      }),
      metadata: { order_id: String(order.id), order_reference: order.reference },
      payment_intent_data: { metadata: { order_id: String(order.id), order_reference: order.reference } },
      client_reference_id: String(order.id),
      customer_email: customer?.email,
      locale: language,
      expires_at: expiresAt,
      success_url: `${deps.shopUrl}/account/rental-requests?order=${order.id}`,
      cancel_url: `${deps.shopUrl}/account/orders/${order.id}?payment=cancelled`,
    };
    const session = await stripe.checkout.sessions.create(params, { idempotencyKey: checkoutKey(order) });
    return { session, amountCents: askedCents(params.line_items!) };
  }

  return {
    holdEnd: (minutes = deps.holdMinutes) =>
      new Date(deps.calendar.now().getTime() + (Math.max(minutes, deps.holdMinutes) + HOLD_MARGIN_MINUTES) * MINUTE),
    held: (orderId, holdExpiresAt, tx) => holds.held(orderId, holdExpiresAt, tx),

    async checkout(orderId, language) {
      const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
      // Paid, lapsed, or its session made by the first request of a replay: nothing to make.
      if (!order || order.status !== 'AwaitingPayment' || order.checkoutSessionId) return;
      let session: Stripe.Checkout.Session;
      let amountCents: number;
      try {
        ({ session, amountCents } = await createSession(order, language));
        if (!session.url) throw new Error(`Stripe answered Checkout Session ${session.id} without a url`);
      } catch (error) {
        // A replay sent while the first request still waits for Stripe: that one stores the session.
        if (
          error instanceof stripe.errors.StripeIdempotencyError ||
          (error as { statusCode?: number }).statusCode === 409
        ) {
          throw new PaymentUnavailableError();
        }
        deps.logError(
          error,
          `payments: no Checkout Session for order ${orderId}; the order lapses and its units are free`,
        );
        // Its key is forgotten: the customer may send the same checkout again once Stripe is back.
        await holds.lapse(orderId, { forgetKey: true });
        throw new PaymentUnavailableError();
      }
      await db.transaction(async (tx) => {
        // With what it asks for: the webhook applies only sessions found here (decision 061).
        await recordSession(tx, session, { orderId, amountCents, currency: 'eur' });
        await tx
          .update(orders)
          .set({ checkoutSessionId: session.id, checkoutUrl: session.url })
          .where(and(eq(orders.id, orderId), isNull(orders.checkoutSessionId)));
      });
    },
  };
}
