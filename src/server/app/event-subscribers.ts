import { type SQL, sql } from 'drizzle-orm';
import { MAIL_SUBSCRIBER } from '../mail/event-mails';
import { PAYMENTS_EVENTS, PAYMENTS_SUBSCRIBER } from '../payments/cancelled-orders';
import { WAITLIST_EVENTS, WAITLIST_SUBSCRIBER } from '../waitlist/subscriber';
import { WEBHOOKS_SUBSCRIBER } from '../webhooks/subscriber';
import type { Subscriber } from '../events/publish';

/*
 * Who gets a job for each event (decisions 039, 049, 053, 058). Every event goes to the mails;
 * the waitlist only for the events that may free a unit, payments only for a cancelled order;
 * the webhooks, one event at a time in publishing order, only when an enabled endpoint chose the
 * event's type as it is published (an endpoint gets the events published while it listens). A
 * booking thereby queues one job, its confirmation mail.
 */

/** An enabled endpoint chose this type: the same test the webhooks subscriber makes its deliveries by. */
const someEndpointListens = (type: SQL) =>
  sql`EXISTS (SELECT 1 FROM webhook_endpoints e WHERE e.enabled AND ${type} = ANY (e.events))`;

export function eventSubscribers(options: { onlinePayments: boolean }): Subscriber[] {
  return [
    { name: MAIL_SUBSCRIBER },
    { name: WAITLIST_SUBSCRIBER, events: WAITLIST_EVENTS },
    { name: WEBHOOKS_SUBSCRIBER, inOrder: true, onlyIf: someEndpointListens },
    ...(options.onlinePayments ? [{ name: PAYMENTS_SUBSCRIBER, events: PAYMENTS_EVENTS }] : []),
  ];
}
