import { sql, type SQL } from 'drizzle-orm';
import { WEBHOOKS_SUBSCRIBER, createWebhooksSubscriber } from '../webhooks';
import type { EventSubscriber } from './subscriber';

/** An enabled endpoint chose this type: the same test the subscriber makes its deliveries by. */
const someEndpointListens = (type: SQL) =>
  sql`EXISTS (SELECT 1 FROM webhook_endpoints e WHERE e.enabled AND ${type} = ANY (e.events))`;

/**
 * Each event's deliveries to the shop's webhook endpoints, one event at a time in publishing
 * order, and only when an enabled endpoint chose the event's type as it is published (an endpoint
 * gets the events published while it listens).
 */
export default {
  name: WEBHOOKS_SUBSCRIBER,
  inOrder: true,
  onlyIf: someEndpointListens,
  task: (context) => createWebhooksSubscriber({ db: context.db, jobs: context.jobs }),
} satisfies EventSubscriber;
