import { and, eq, lte } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { Database, Executor } from '../db/client';
import { rentalChanges, rentals } from '../db/schema/rentals';
import type { Publish } from '../events';
import type { Invoicing } from '../invoices';
import type { JobQueue } from '../jobs';
import { type ExtensionPayment, ExtensionPaymentUnavailableError } from '../rentals/extension-payment';
import type { ShopCalendar } from '../shop-calendar';
import { describeChange } from '../money/change-description';
import { HOLD_MARGIN_MINUTES } from './checkout';
import { recordSession } from './checkout-sessions';
import type { Holds } from './holds';
import { changePaid, lockChange } from './change-paid';
import type { StripeClient } from './stripe-client';

/*
 * Paying the difference of a rental's change online (decision 047): the change of an
 * order paid online is pending, its new days held, while the customer pays on a Checkout Session
 * of its own (one per change, by its Idempotency-Key), with the same hold as an order's (decision
 * 042). Stripe's signed webhook puts it in force (a change_charge tied to it, its invoice,
 * rental.extended); a hold that ends lapses it (the old dates back, rental.change_lapsed), and a
 * payment that comes after that is refunded in full, as a late order payment is.
 */

export const LAPSE_CHANGE_TASK = 'payments:lapse-change';
export type LapseChangeJob = { changeId: number };
export const CHANGE_LAPSE_SWEEP_TASK = 'payments:change-lapse-sweep';
export const CHANGE_LAPSE_SWEEP_CRONTAB = `* * * * * ${CHANGE_LAPSE_SWEEP_TASK}`;

const MINUTE = 60_000;
const SWEEP_BATCH = 100;

/** The change's Checkout Session key at Stripe: with the moment it was made, as an order's (decision 042). */
export const changeCheckoutKey = (change: { id: number; createdAt: Date }) =>
  `framehire-change-${change.id}-${change.createdAt.getTime()}`;

/**
 * Lapses a pending change inside `tx`: its rental's dates, charged days and daily price as before (a unit
 * replaced for it stays: it is free on the old days too), `rental.change_lapsed`. Answers whether it lapsed it.
 */
export async function lapseChangeIn(tx: Executor, publish: Publish, changeId: number): Promise<boolean> {
  const change = await lockChange(tx, changeId);
  if (!change || change.status !== 'pending') return false;
  await tx.update(rentalChanges).set({ status: 'lapsed' }).where(eq(rentalChanges.id, changeId));
  await tx
    .update(rentals)
    .set({
      dateFrom: change.dateFromBefore,
      dateTo: change.dateToBefore,
      chargedDays: change.chargedDaysBefore,
      // An extension that moved the line to a lower duration price: back to the price it had.
      ...(change.dailyPriceCentsBefore !== null ? { dailyPriceCents: change.dailyPriceCentsBefore } : {}),
    })
    .where(eq(rentals.id, change.rentalId));
  await publish({ type: 'rental.change_lapsed', rentalId: change.rentalId, orderId: change.orderId, changeId }, tx);
  return true;
}

export function createChangePayments(deps: {
  db: Database;
  calendar: ShopCalendar;
  stripe: StripeClient;
  holds: Holds;
  publish: Publish;
  jobs: JobQueue;
  invoicing: Invoicing;
  holdMinutes: number;
  shopUrl: string;
  logError: (error: unknown, message: string) => void;
}) {
  const { db, calendar, stripe, publish, jobs } = deps;

  async function lapse(changeId: number, options: { whenHoldEnded?: boolean } = {}) {
    const [change] = await db.select().from(rentalChanges).where(eq(rentalChanges.id, changeId));
    if (!change || change.status !== 'pending') return 'not-pending' as const;
    if (options.whenHoldEnded && change.holdExpiresAt! > calendar.now()) return 'still-held' as const;
    // Nobody may pay for days about to be freed; a session already paid leaves it to the webhook.
    if (change.checkoutSessionId && (await deps.holds.expireSession(change.checkoutSessionId)) === 'complete') {
      return 'paid-at-stripe' as const;
    }
    return (await db.transaction((tx) => lapseChangeIn(tx, publish, changeId)))
      ? ('lapsed' as const)
      : ('not-pending' as const);
  }

  const online: ExtensionPayment = {
    holdEnd: () => new Date(calendar.now().getTime() + (deps.holdMinutes + HOLD_MARGIN_MINUTES) * MINUTE),
    held: (changeId, holdExpiresAt, tx) =>
      jobs.add(
        LAPSE_CHANGE_TASK,
        { changeId } satisfies LapseChangeJob,
        { runAt: holdExpiresAt, jobKey: `lapse-change-${changeId}` },
        tx,
      ),
    async checkout(changeId, language) {
      const change = await describeChange(db, changeId, language);
      if (!change) throw new ExtensionPaymentUnavailableError();
      try {
        // The session closes four minutes before the hold ends, as an order's (checkout.ts says why).
        const expiresAt = Math.floor((change.holdExpiresAt!.getTime() - (HOLD_MARGIN_MINUTES - 1) * MINUTE) / 1000);
        const metadata = {
          rental_change_id: String(changeId),
          rental_id: String(change.rentalId),
          order_reference: change.reference,
        };
        const session = await stripe.checkout.sessions.create(
          {
            mode: 'payment',
            allowed_payment_method_types: ['card'],
            line_items: [
              {
                quantity: 1,
                price_data: { currency: 'eur', unit_amount: change.amountCents, product_data: { name: change.text } },
              },
            ],
            metadata,
            payment_intent_data: { metadata },
            client_reference_id: `change-${changeId}`,
            customer_email: change.email,
            locale: language,
            expires_at: expiresAt,
            success_url: `${deps.shopUrl}/account/rental-requests/${change.rentalId}?extension=${changeId}`,
            cancel_url: `${deps.shopUrl}/account/rental-requests/${change.rentalId}?extension=cancelled`,
          },
          { idempotencyKey: changeCheckoutKey({ id: changeId, createdAt: change.createdAt }) },
        );
        if (!session.url) throw new Error(`Stripe answered Checkout Session ${session.id} without a url`);
        await db.transaction(async (tx) => {
          // With what it asks for: the webhook applies only sessions found here (decision 061).
          await recordSession(tx, session, {
            orderId: change.orderId,
            rentalChangeId: changeId,
            amountCents: change.amountCents,
            currency: 'eur',
          });
          await tx
            .update(rentalChanges)
            .set({ checkoutSessionId: session.id, checkoutUrl: session.url })
            .where(eq(rentalChanges.id, changeId));
        });
        return session.url;
      } catch (error) {
        deps.logError(error, `payments: no Checkout Session for rental change ${changeId}; it lapses at once`);
        await db.transaction((tx) => lapseChangeIn(tx, publish, changeId));
        throw new ExtensionPaymentUnavailableError();
      }
    },
  };

  return {
    online,
    lapse,

    /** A session event about a change (the session recorded with it names it), inside the webhook's transaction. */
    async apply(tx: Executor, type: string, session: Stripe.Checkout.Session, changeId: number) {
      switch (type) {
        case 'checkout.session.completed':
          return session.payment_status === 'paid' ? changePaid(deps, tx, changeId, session) : ('unchanged' as const);
        case 'checkout.session.async_payment_succeeded':
          return changePaid(deps, tx, changeId, session);
        default:
          return (await lapseChangeIn(tx, publish, changeId)) ? ('lapsed' as const) : ('unchanged' as const);
      }
    },

    /** Lapses every change whose hold has ended; one failure does not stop the rest. */
    async sweep(): Promise<number> {
      const due = await db
        .select({ id: rentalChanges.id })
        .from(rentalChanges)
        .where(and(eq(rentalChanges.status, 'pending'), lte(rentalChanges.holdExpiresAt, calendar.now())))
        .orderBy(rentalChanges.holdExpiresAt)
        .limit(SWEEP_BATCH);
      let lapsed = 0;
      for (const { id } of due) {
        try {
          if ((await lapse(id, { whenHoldEnded: true })) === 'lapsed') lapsed += 1;
        } catch (error) {
          deps.logError(error, `payments: rental change ${id} could not be lapsed yet; the next sweep tries again`);
        }
      }
      return lapsed;
    },
  };
}

export type ChangePayments = ReturnType<typeof createChangePayments>;
