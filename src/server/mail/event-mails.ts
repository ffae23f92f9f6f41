import type { Task } from 'graphile-worker';
import type { Database } from '../db/client';
import { type EventType, type ShopEvent, deliveredEvent } from '../events';
import type { JobQueue } from '../jobs';
import type { Mailer } from './mailer';
import { MAIL_TASK, type MailJob, type MailWriter } from './mail-jobs';

/**
 * Each event type's mail job, or null for none: made from the event and its id in the outbox (a
 * mail written later than the event reads the event back by it).
 */
export type EventMails = {
  [T in EventType]: (event: Extract<ShopEvent, { type: T }>, eventId: number) => MailJob | null;
};

/**
 * How long after its check-in the return's mail is written: the desk uploads the damage photos one
 * by one once the check-in has answered (web desk/hand-over-results.tsx), and the mail counts them.
 */
export const RETURN_MAIL_DELAY_MS = 10 * 60_000;

/** The mails written a while after their event, by kind: how long after. The others are written as it is delivered. */
const writtenLater: Partial<Record<MailJob['kind'], number>> = { 'rental-returned': RETURN_MAIL_DELAY_MS };

/*
 * Mails as a subscriber of the shop's events (decision 039): each event type says which mail it
 * sends, if any. The map is over every event type, so a new event fails the typecheck until it
 * is given a mail or an explicit null.
 */
export const mailForEvent = {
  // One confirmation per order, listing every line. An order paid online gets none from this
  // event: its payment mail confirms it (the writer, order-mails.ts, answers null for it).
  'order.placed': (event) => ({ kind: 'order-placed', orderId: event.orderId }),
  // One mail per cancelling step, whoever took it, with the refund that followed: the first line's
  // (cancellation-mail.ts). An order cancelled with its last line is told in that mail.
  'order.cancelled': () => null,
  'rental.cancelled': ({ rentalId }) => ({ kind: 'rental-cancelled', rentalId }),
  // The confirmation of an order paid online; a receipt for one paid in the shop.
  'order.paid': ({ orderId, paymentId }) => ({ kind: 'order-paid', orderId, paymentId }),
  'order.lapsed': ({ orderId }) => ({ kind: 'order-lapsed', orderId }),
  'order.refunded': ({ orderId, paymentId }) => ({ kind: 'order-refunded', orderId, paymentId }),
  // Taken at the counter, with the customer there: the order page lists it; no mail.
  'deposit.taken': () => null,
  'deposit.kept': ({ orderId, paymentId }) => ({ kind: 'deposit-kept', orderId, paymentId }),
  'deposit.returned': ({ orderId, paymentId }) => ({ kind: 'deposit-returned', orderId, paymentId }),
  'unit.swapped': ({ rentalId, newItemId, replacedItemId }) => ({
    kind: 'unit-swapped',
    rentalId,
    newItemId,
    replacedItemId,
  }),
  // The customer reported it themselves; the shop's dashboard lists it.
  'incident.reported': () => null,
  'incident.status_changed': (event) => ({ kind: 'incident-status', incidentId: event.incidentId }),
  'review.posted': () => null,
  // The mail of the money it is about (order.paid, order.refunded, deposit.kept, a late fee) attaches it.
  'invoice.issued': () => null,
  // At the counter, with the customer there: the rental's page shows it; no mail.
  'rental.checked_out': () => null,
  // Damage or a loss recorded, or a late fee charged: what was found, the photos, what happens
  // next, the fee with its invoice (return-mail.ts); a clean return in time sends none.
  'rental.checked_in': (_event, eventId) => ({ kind: 'rental-returned', eventId }),
  // The late-return mail on the first and third day late (the overdue sweep publishes it once each).
  'rental.overdue': ({ rentalId, daysLate }) => ({ kind: 'rental-overdue', rentalId, daysLate }),
  // The helpers building each change give these their mails.
  'rental.extended': ({ changeId }) => ({ kind: 'rental-extended', changeId }),
  // Shortened or moved: old and new dates, and the refund with its credit note.
  'rental.rescheduled': ({ changeId }) => ({ kind: 'rental-rescheduled', changeId }),
  'rental.change_lapsed': () => null,
  'unit.back_in_service': () => null,
  // A quote's hold ended: the quote page says until when it held; the waitlist tells whoever waits.
  'stock.released': () => null,
  // One mail per told request: every customer waiting for the freed dates gets theirs at once (decision 049).
  'waitlist.unit_free': ({ requestId }) => ({ kind: 'waitlist-unit-free', requestId }),
} satisfies EventMails;

/** The subscriber's name: its deliveries run as the job task `event:mail`. */
export const MAIL_SUBSCRIBER = 'mail';

/**
 * One delivery: the event's mail, written from the records as they are when it is sent. The
 * Message-ID is made from the event's id, the same on every try of the delivery: a send repeated
 * after a crash is the same message (decision 026), and one event never makes two mails. A mail
 * written later (writtenLater) is queued as a mail job due then, which sends it as every job does.
 */
export function createMailSubscriber(deps: {
  db: Database;
  write: MailWriter;
  mailer: Mailer;
  shopUrl: string;
  jobs: JobQueue;
}): Task {
  const host = new URL(deps.shopUrl).hostname;
  return async (payload) => {
    const recorded = await deliveredEvent(deps.db, payload);
    if (!recorded) return;
    const { event } = recorded;
    const handler = mailForEvent[event.type] as (event: ShopEvent, eventId: number) => MailJob | null;
    const job = handler(event, recorded.id);
    const later = job && writtenLater[job.kind];
    if (job && later) {
      // A mail job of its own, due then; keyed by the event, so a repeated delivery adds no second one.
      await deps.jobs.add(MAIL_TASK, job, { runAt: new Date(Date.now() + later), jobKey: `later-mail:${recorded.id}` });
      return;
    }
    const mail = job && (await deps.write(job));
    if (mail) await deps.mailer.send({ ...mail, messageId: `<framehire-event-${recorded.id}@${host}>` });
  };
}
