import type { TaskList } from 'graphile-worker';
import type { Database } from '../db/client';
import type { Publish } from '../events';
import type { Invoicing } from '../invoices';
import type { JobQueue } from '../jobs';
import type { ConfirmPayments } from '../orders/online-payment';
import type { RentalService } from '../rentals/service';
import type { ShopCalendar } from '../shop-calendar';
import {
  CHANGE_LAPSE_SWEEP_CRONTAB,
  CHANGE_LAPSE_SWEEP_TASK,
  createChangePayments,
  LAPSE_CHANGE_TASK,
  type LapseChangeJob,
} from './change-payment';
import { createOnlinePayment } from './checkout';
import { createHolds, LAPSE_ORDER_TASK, LAPSE_SWEEP_CRONTAB, LAPSE_SWEEP_TASK, type LapseOrderJob } from './holds';
import { STRIPE_REFUND_TASK } from '../money/refund-task';
import { createStripeClient, type StripeSettings } from './stripe-client';
import { createStripeRefundTask } from './stripe-refund-job';
import { createStripeWebhook } from './webhook';
import { createDisputes } from '../money/disputes';

/**
 * Online payment through Stripe, made when STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET
 * are set: the checkout (handed to the order service), the webhook, the holds that lapse, and the
 * jobs the worker runs for them.
 */
export function createStripePayments(deps: {
  db: Database;
  calendar: ShopCalendar;
  publish: Publish;
  jobs: JobQueue;
  invoicing: Invoicing;
  /** What a confirmed payment means to the shop (flows/confirm-payment.ts), given Stripe's refund. */
  confirmPayments: ConfirmPayments;
  rentals: RentalService;
  stripe: StripeSettings;
  holdMinutes: number;
  shopUrl: string;
  logError: (error: unknown, message: string) => void;
}) {
  const { db, calendar, publish, jobs, logError } = deps;
  const stripe = createStripeClient(deps.stripe);
  const holds = createHolds({ db, calendar, publish, jobs, stripe, logError });
  const online = createOnlinePayment({
    db,
    calendar,
    stripe,
    rentals: deps.rentals,
    holds,
    holdMinutes: deps.holdMinutes,
    shopUrl: deps.shopUrl,
    logError,
  });
  // A rental's extension of an order paid online: its own session, lapse and webhook path.
  const changes = createChangePayments({
    db,
    calendar,
    stripe,
    holds,
    publish,
    jobs,
    invoicing: deps.invoicing,
    holdMinutes: deps.holdMinutes,
    shopUrl: deps.shopUrl,
    logError,
  });
  const webhook = createStripeWebhook({
    db,
    stripe,
    webhookSecret: deps.stripe.webhookSecret,
    publish,
    jobs,
    invoicing: deps.invoicing,
    confirmPayments: deps.confirmPayments,
    logError,
    changes,
    disputes: createDisputes(db),
  });
  const tasks: TaskList = {
    [LAPSE_ORDER_TASK]: async (payload) => {
      await holds.lapse((payload as LapseOrderJob).orderId, { whenHoldEnded: true });
    },
    [LAPSE_SWEEP_TASK]: async () => {
      await holds.sweep();
    },
    [LAPSE_CHANGE_TASK]: async (payload) => {
      await changes.lapse((payload as LapseChangeJob).changeId, { whenHoldEnded: true });
    },
    [CHANGE_LAPSE_SWEEP_TASK]: async () => {
      await changes.sweep();
    },
    [STRIPE_REFUND_TASK]: createStripeRefundTask({ db, stripe, publish, jobs, logError }),
  };
  return {
    stripe,
    holds,
    online,
    changes,
    webhook,
    tasks,
    crontab: [LAPSE_SWEEP_CRONTAB, CHANGE_LAPSE_SWEEP_CRONTAB].join('\n'),
  };
}

export type StripePayments = ReturnType<typeof createStripePayments>;
