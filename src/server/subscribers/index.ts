import type { TaskList } from 'graphile-worker';
import { subscriberTask } from '../events';
import mail from './mail';
import payments from './payments';
import type { EventSubscriber, SubscriberContext, SubscriberSwitches } from './subscriber';
import waitlist from './waitlist';
import webhooks from './webhooks';

export type { SubscriberContext } from './subscriber';

/*
 * The shop's event subscribers (decisions 039, 049, 053, 058, 070). Every event goes to the
 * mails; the waitlist only for the events that may free a unit, payments only for a cancelled
 * order; the webhooks only when an endpoint listens. A booking thereby queues one job, its
 * confirmation mail. A new subscriber is a file here and a line in this list.
 */
const all: readonly EventSubscriber[] = [mail, waitlist, webhooks, payments];

/** The subscribers this shop runs: what the publisher gives jobs to. */
export const eventSubscribers = (switches: SubscriberSwitches) =>
  all.filter((subscriber) => subscriber.runsWhen?.(switches) ?? true);

/** Their job tasks, by the task name their deliveries run under, for the worker. */
export function subscriberTasks(switches: SubscriberSwitches, context: SubscriberContext): TaskList {
  return Object.fromEntries(
    eventSubscribers(switches).map((subscriber) => [subscriberTask(subscriber.name), subscriber.task(context)]),
  );
}
