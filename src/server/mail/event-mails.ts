import type { Task } from 'graphile-worker';
import type { Database } from '../db/client';
import { type EventHandlers, type ShopEvent, deliveredEvent } from '../events';
import type { Mailer } from './mailer';
import type { MailJob, MailWriter } from './mail-jobs';

/*
 * Mails as a subscriber of the shop's events (decision 039): each event type says which mail it
 * sends, if any. The map is over every event type, so a new event fails the typecheck until it
 * is given a mail or an explicit null.
 */
export const mailForEvent = {
  // One confirmation per order, listing every line. An order paid online gets none from this
  // event: its payment mail confirms it (the writer, order-mails.ts, answers null for it).
  'order.placed': (event) => ({ kind: 'order-placed', orderId: event.orderId }),
  // The customer cancelled, or the shop did and tells them another way: no mail today.
  'order.cancelled': () => null,
  'rental.cancelled': () => null,
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
  // The mail of the money it is about (order.paid, order.refunded, deposit.kept) attaches it.
  'invoice.issued': () => null,
  // At the counter, with the customer there: the rental's page shows it; no mail.
  'rental.checked_out': () => null,
  'rental.checked_in': () => null,
  // The late-return mail on the first and third day late (the overdue sweep publishes it once each).
  'rental.overdue': ({ rentalId, daysLate }) => ({ kind: 'rental-overdue', rentalId, daysLate }),
  // The helpers building each change give these their mails.
  'rental.extended': ({ changeId }) => ({ kind: 'rental-extended', changeId }),
  // Shortened or moved: old and new dates, and the refund with its credit note.
  'rental.rescheduled': ({ changeId }) => ({ kind: 'rental-rescheduled', changeId }),
  'rental.change_lapsed': () => null,
  'unit.back_in_service': () => null,
  // One mail per told request: every customer waiting for the freed dates gets theirs at once (decision 049).
  'waitlist.unit_free': ({ requestId }) => ({ kind: 'waitlist-unit-free', requestId }),
} satisfies EventHandlers<MailJob | null>;

/** The subscriber's name: its deliveries run as the job task `event:mail`. */
export const MAIL_SUBSCRIBER = 'mail';

/**
 * One delivery: the event's mail, written from the records as they are when it is sent. The
 * Message-ID is made from the event's id, the same on every try of the delivery: a send repeated
 * after a crash is the same message (decision 026), and one event never makes two mails.
 */
export function createMailSubscriber(deps: { db: Database; write: MailWriter; mailer: Mailer; shopUrl: string }): Task {
  const host = new URL(deps.shopUrl).hostname;
  return async (payload) => {
    const recorded = await deliveredEvent(deps.db, payload);
    if (!recorded) return;
    const { event } = recorded;
    const handler = mailForEvent[event.type] as (event: ShopEvent) => MailJob | null;
    const job = handler(event);
    const mail = job && (await deps.write(job));
    if (mail) await deps.mailer.send({ ...mail, messageId: `<framehire-event-${recorded.id}@${host}>` });
  };
}
