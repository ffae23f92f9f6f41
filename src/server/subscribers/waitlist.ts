import { WAITLIST_EVENTS, WAITLIST_SUBSCRIBER, createWaitlistSubscriber } from '../waitlist';
import type { EventSubscriber } from './subscriber';

/** Tells the customers waiting for a product when an event freed one of its units up. */
export default {
  name: WAITLIST_SUBSCRIBER,
  events: WAITLIST_EVENTS,
  task: (context) =>
    createWaitlistSubscriber({
      db: context.db,
      calendar: context.calendar,
      openingRules: context.openingRules,
      publish: context.publish,
    }),
} satisfies EventSubscriber;
