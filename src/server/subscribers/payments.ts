import { createPaymentsSubscriber, PAYMENTS_EVENTS, PAYMENTS_SUBSCRIBER } from '../stripe/cancelled-orders';
import type { EventSubscriber } from './subscriber';

/** A cancelled order's open Checkout Session is expired at Stripe; only with online payments. */
export default {
  name: PAYMENTS_SUBSCRIBER,
  events: PAYMENTS_EVENTS,
  runsWhen: (switches) => switches.onlinePayments,
  task: (context) => createPaymentsSubscriber({ db: context.db, holds: context.holds! }),
} satisfies EventSubscriber;
