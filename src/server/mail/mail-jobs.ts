import { eq } from 'drizzle-orm';
import type { Task } from 'graphile-worker';
import { asLanguage, type Language } from '../../shared/languages';
import type { Incident } from '../../shared/schemas/incident';
import type { Database, Executor } from '../db/client';
import { user } from '../db/schema/auth';
import type { JobQueue } from '../jobs';
import type { RentalReader } from '../rentals/service';
import { writeRentalDaysClosed } from './days-closed-mail';
import { createCancellationMail } from './cancellation-mail';
import { writeRentalExtended } from './extension-mails';
import type { Mailer } from './mailer';
import { createRentalChangeMails } from './rental-change-mails';
import { createRentalMails } from './rental-mails';
import { createReturnMail } from './return-mail';
import type { InvoiceReader, OrderReader, SettingsReader } from './order-mail-context';
import { createOrderMails } from './order-mails';
import type { AccountInvitationMailData } from './templates/account-invitation';
import type { PasswordResetMailData } from './templates/password-reset';
import type { SignupAttemptMailData } from './templates/signup-attempt';
import type { StaffInvitationMailData } from './templates/staff-invitation';
import type { VerificationMailData } from './templates/verification';
import { waitlistMailFacts } from './waitlist-mail';

/*
 * Every mail is a job on the queue (jobs/queue.ts): the request that causes it only adds the job,
 * so a slow or failing mail server never slows a booking or a sign-up, and a failed send is
 * retried with backoff. A mail about a record carries only its id and is written when it is
 * sent, from the record as it is then, in its owner's saved language; an account mail carries
 * its link and the language of the visit that asked for it.
 */
export type MailJob =
  | ({ kind: 'verification'; language: Language } & VerificationMailData)
  | ({ kind: 'password-reset'; language: Language } & PasswordResetMailData)
  // A customer whose account staff opened with an order, and the payment link of an
  // order staff took to be paid online (the hold's end shown in the shop's time zone).
  | ({ kind: 'account-invitation'; language: Language } & AccountInvitationMailData)
  // Someone the owner invited into the staff with a new account: who invited them, their role.
  | ({ kind: 'staff-invitation'; language: Language } & StaffInvitationMailData)
  | { kind: 'order-payment-link'; orderId: number; timeZone: string }
  | { kind: 'order-placed'; orderId: number }
  // Payments: each names the order and the payments row that moved the money.
  | { kind: 'order-paid'; orderId: number; paymentId: number }
  | { kind: 'order-lapsed'; orderId: number }
  // An invoice on account when it is issued, and its reminders while overdue (invoices/reminders.ts).
  | { kind: 'invoice-due'; invoiceId: number; reminderDays?: number }
  | { kind: 'order-refunded'; orderId: number; paymentId: number }
  // A line, or the lines one step cancelled together, with the refund that followed (cancellation-mail.ts).
  | { kind: 'rental-cancelled'; rentalId: number }
  | { kind: 'deposit-kept'; orderId: number; paymentId: number }
  | { kind: 'deposit-returned'; orderId: number; paymentId: number }
  // Queued before orders (migration 0013): confirms the one-line order the rental became.
  | { kind: 'rental-requested'; rentalId: number }
  | { kind: 'rental-reminder'; rentalId: number; reminder: 'starts' | 'ends' }
  | { kind: 'incident-status'; incidentId: number }
  | { kind: 'unit-swapped'; rentalId: number; newItemId: number; replacedItemId: number }
  // A rental shortened or moved, by its row in rental_changes.
  | { kind: 'rental-rescheduled'; changeId: number }
  // The hand-over desk: a rental past its last day with units out, on the day-`daysLate` notice.
  | { kind: 'rental-overdue'; rentalId: number; daysLate: number }
  // A check-in (its rental.checked_in event) that found damage or a loss, or charged a late fee (return-mail.ts).
  | { kind: 'rental-returned'; eventId: number }
  // A rental extended, confirmed with its change (rental_changes).
  | { kind: 'rental-extended'; changeId: number }
  // The waitlist: a unit is free on the dates a customer waits for; the request has ended.
  | { kind: 'waitlist-unit-free'; requestId: number }
  // The shop closed a day the order's rentals pick up or return on, and tells the customer (rental_closed_days rows).
  | { kind: 'rental-days-closed'; orderId: number; noticeIds: number[] }
  | ({ kind: 'signup-attempt'; language: Language } & Pick<SignupAttemptMailData, 'to'>)
  | { kind: 'sign-in-attempts'; userId: string; failures: number };

export const MAIL_TASK = 'mail';

export const queueMail = (jobs: JobQueue, mail: MailJob, tx?: Executor) => jobs.add(MAIL_TASK, mail, {}, tx);

/** An incident as its status mail tells it, or null once it is gone. */
export type IncidentReader = {
  findForMail(
    incidentId: number,
    language: Language,
  ): Promise<(Incident & { userName: string; userEmail: string; productName: string }) | null>;
};

export type { InvoiceReader, OrderReader, SettingsReader } from './order-mail-context';

export type MailDeps = {
  db: Database;
  mailer: Mailer;
  rentals: RentalReader;
  orders: OrderReader;
  settings: SettingsReader;
  /** The documents payments issued, attached to their mails (invoices/store.ts). */
  invoices: InvoiceReader;
  incidents: IncidentReader;
  shopUrl: string;
  /** The shop's time zone (SHOP_TIME_ZONE): the day a unit came back, for its days late. */
  timeZone: string;
};

/** The mail a job asks for, written from the records as they are now; null when there is nothing left to tell. */
export function createMailWriter(deps: MailDeps) {
  const { db, rentals, incidents } = deps;
  const link = (path: string) => new URL(path, deps.shopUrl).toString();
  const orderDeps = { db, orders: deps.orders, settings: deps.settings, invoices: deps.invoices, link };
  const orderMails = createOrderMails(orderDeps);
  const changeMails = createRentalChangeMails({ db, rentals, invoices: deps.invoices, link });

  const rentalMails = createRentalMails({ db, rentals, incidents, settings: deps.settings, link });
  const cancelled = createCancellationMail(orderDeps);
  const returned = createReturnMail({ ...orderDeps, rentals, timeZone: deps.timeZone });

  async function write(mail: MailJob) {
    const { passwordResetMail, signInAttemptsMail, signupAttemptMail, verificationMail, waitlistUnitFreeMail } =
      await import('./templates/all');
    switch (mail.kind) {
      case 'verification':
        return verificationMail(mail.language, mail);
      case 'password-reset':
        return passwordResetMail(mail.language, mail);
      case 'account-invitation': {
        const { accountInvitationMail } = await import('./templates/all');
        return accountInvitationMail(mail.language, mail);
      }
      case 'staff-invitation': {
        const { staffInvitationMail } = await import('./templates/all');
        return staffInvitationMail(mail.language, mail);
      }
      case 'order-payment-link':
        return orderMails.paymentLink(mail.orderId, mail.timeZone);
      case 'order-placed':
        return orderMails.placed(mail.orderId);
      case 'rental-requested': {
        const rental = await rentals.find(mail.rentalId);
        return rental ? orderMails.placed(rental.orderId) : null;
      }
      case 'order-paid':
        return orderMails.paid(mail.orderId, mail.paymentId);
      case 'order-lapsed':
        return orderMails.lapsed(mail.orderId);
      case 'invoice-due':
        return orderMails.invoiceDue(mail.invoiceId, mail.reminderDays);
      case 'order-refunded':
        return orderMails.refunded(mail.orderId, mail.paymentId);
      case 'rental-cancelled':
        return cancelled(mail.rentalId);
      case 'rental-returned':
        return returned(mail.eventId);
      case 'deposit-kept':
        return orderMails.deposit(mail.orderId, mail.paymentId, 'kept');
      case 'deposit-returned':
        return orderMails.deposit(mail.orderId, mail.paymentId, 'returned');
      case 'rental-reminder':
        return rentalMails.reminder(mail.rentalId, mail.reminder);
      case 'incident-status':
        return rentalMails.incidentStatus(mail.incidentId);
      case 'unit-swapped':
        return rentalMails.unitSwapped(mail);
      case 'rental-rescheduled':
        return changeMails.rescheduled(mail.changeId);
      case 'rental-overdue':
        return rentalMails.overdue(mail.rentalId);
      case 'rental-extended':
        return writeRentalExtended({ db, rentals, link }, mail.changeId);
      case 'rental-days-closed':
        return writeRentalDaysClosed({ db, rentals, link }, mail.orderId, mail.noticeIds);
      case 'waitlist-unit-free': {
        const facts = await waitlistMailFacts(db, mail.requestId, link);
        return facts && waitlistUnitFreeMail(facts.language, facts.data);
      }
      case 'signup-attempt':
        return signupAttemptMail(mail.language, {
          to: mail.to,
          loginUrl: link('/login'),
          forgotPasswordUrl: link('/forgot-password'),
        });
      case 'sign-in-attempts': {
        // Written in the owner's saved language: the attempts were not their visits.
        const [owner] = await db
          .select({ email: user.email, name: user.name, language: user.language })
          .from(user)
          .where(eq(user.id, mail.userId));
        if (!owner) return null;
        return signInAttemptsMail(asLanguage(owner.language), {
          to: { email: owner.email, name: owner.name },
          failures: mail.failures,
          forgotPasswordUrl: link('/forgot-password'),
        });
      }
      default: {
        // A kind without a case fails the typecheck here, instead of sending nothing.
        const unknown: never = mail;
        throw new Error(`No mail for the job ${JSON.stringify(unknown)}`);
      }
    }
  }

  return write;
}

export type MailWriter = ReturnType<typeof createMailWriter>;

export function createMailTask(deps: MailDeps): Task {
  const write = createMailWriter(deps);
  const { mailer } = deps;

  /*
   * One Message-ID per job, the same on every try: a process killed after the mail server took
   * the mail and before the job was marked done sends it again on restart (no SMTP send can be
   * made exactly-once), and receivers then see the same message, not a second one.
   */
  const messageIdOf = (jobId: string) => `<framehire-job-${jobId}@${new URL(deps.shopUrl).hostname}>`;

  return async (payload, helpers) => {
    const mail = await write(payload as MailJob);
    if (mail) await mailer.send({ ...mail, messageId: messageIdOf(helpers.job.id) });
  };
}
