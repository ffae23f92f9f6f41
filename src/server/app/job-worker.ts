import { MAINTENANCE_CRONTAB, MAINTENANCE_TASK } from '../catalog-admin/maintenance';
import { QUOTE_HOLDS_CRONTAB, QUOTE_HOLDS_TASK } from '../flows/quote-holds';
import { OVERDUE_CRONTAB, OVERDUE_TASK, sweepOverdue } from '../hand-over/overdue';
import { giveUnitsInShop, IN_SHOP_FIRST_CRONTAB, IN_SHOP_FIRST_TASK } from '../rentals/in-shop-first';
import { startJobWorker } from '../jobs';
import { WEBHOOK_SEND_TASK, createWebhookSender } from '../webhooks';
import { createMailTask, createMailWriter, MAIL_TASK, type MailDeps } from '../mail/mail-jobs';
import { REMINDERS_CRONTAB, REMINDERS_TASK, scheduleReminders } from '../mail/reminders';
import { INVOICE_REMINDERS_CRONTAB, INVOICE_REMINDERS_TASK, scheduleInvoiceReminders } from '../mail/invoice-reminders';
import { toSignedCents } from '../../shared/money';
import { subscriberTasks } from '../subscribers';
import type { AppDependencies } from './dependencies';
import type { ShopServer } from './plugins';
import type { DomainServices } from './routes';

/**
 * The job queue's worker (mails, reminders) in this process, when `deps.jobWorker` asks for it;
 * a new kind of background work is a task here (docs/architecture.md).
 */
export async function registerJobWorker(app: ShopServer, deps: AppDependencies, services: DomainServices) {
  if (!deps.jobWorker) return;
  const { db, calendar } = deps;
  const { jobs } = services;
  const mailDeps: MailDeps = {
    db,
    mailer: deps.mailer,
    rentals: services.rentals,
    orders: services.orders,
    settings: services.settings,
    // The payment, refund and kept-deposit mails attach the document that money issued.
    invoices: services.invoices,
    incidents: services.incidents,
    shopUrl: deps.jobWorker.shopUrl,
    timeZone: calendar.timeZone,
  };
  const worker = await startJobWorker({
    pool: deps.jobWorker.pool,
    tasks: {
      [MAIL_TASK]: createMailTask(mailDeps),
      // Each event subscriber's deliveries (subscribers/).
      ...subscriberTasks(
        { onlinePayments: services.payments !== undefined },
        {
          db,
          calendar,
          jobs,
          publish: services.publish,
          openingRules: services.openingRules,
          mailer: deps.mailer,
          writeMail: createMailWriter(mailDeps),
          shopUrl: deps.jobWorker.shopUrl,
          holds: services.payments?.holds ?? null,
        },
      ),
      // Webhooks: each endpoint's sender.
      [WEBHOOK_SEND_TASK]: createWebhookSender({
        db,
        jobs,
        allowPrivateNetworks: deps.webhooks?.allowPrivateNetworks ?? false,
        retryDelaysMs: deps.webhooks?.retryDelaysMs,
        timeoutMs: deps.webhooks?.timeoutMs,
      }),
      [REMINDERS_TASK]: async () => {
        await scheduleReminders({ db, calendar, jobs });
      },
      // Invoices on account: reminders of the overdue ones at the shop's steps.
      [INVOICE_REMINDERS_TASK]: async () => {
        await scheduleInvoiceReminders({
          db,
          calendar,
          jobs,
          reminderDays: async () => (await services.settings.read()).invoices.reminderDays,
          balanceOf: async (orderId) => {
            const order = await services.orders.find(orderId, 'en');
            return order && toSignedCents(order.balanceDue);
          },
        });
      },
      // Quotes' holds that ended (decision 090): their units free again.
      [QUOTE_HOLDS_TASK]: async () => {
        await services.quoteHolds.sweep(services.logError);
      },
      // Units due for a service by their days go out of service (with the shop's setting on).
      [MAINTENANCE_TASK]: async () => {
        await services.maintenance.sweep();
      },
      // The hand-over desk: late notices on the first and third day a rental is overdue.
      [OVERDUE_TASK]: async () => {
        await sweepOverdue({ db, calendar, publish: services.publish });
      },
      // Before pick-ups: a unit still with another customer is replaced by one in the shop.
      [IN_SHOP_FIRST_TASK]: async () => {
        await giveUnitsInShop({
          db,
          calendar,
          events: { swapped: (swap, tx) => services.publish({ type: 'unit.swapped', ...swap }, tx) },
        });
      },
      // Online payment: lapsing holds, refunds through Stripe.
      ...services.payments?.tasks,
    },
    crontab: [
      REMINDERS_CRONTAB,
      INVOICE_REMINDERS_CRONTAB,
      OVERDUE_CRONTAB,
      QUOTE_HOLDS_CRONTAB,
      MAINTENANCE_CRONTAB,
      IN_SHOP_FIRST_CRONTAB,
      services.payments?.crontab,
    ]
      .filter(Boolean)
      .join('\n'),
    pollInterval: deps.jobWorker.pollInterval,
    logError: services.logError,
  });
  // On close (SIGTERM included), running jobs finish and the rest wait in the queue.
  app.addHook('onClose', () => worker.stop());
}
