import { describe, expect, expectTypeOf, it } from 'vitest';
import type { MailJob } from '../mail/mail-jobs';
import { mailForEvent } from '../mail/event-mails';
import type { EventHandlers, EventType } from './events';

/*
 * An event type nobody handles fails the typecheck (npm run typecheck reads this file): a
 * subscriber is a map over every event type, so one left out, or one that is not an event, is an
 * error the `@ts-expect-error` lines below rely on.
 */
describe('domain events', () => {
  it('makes a subscriber that misses an event type a type error', () => {
    // @ts-expect-error: 'review.posted' and the others are missing.
    const incomplete: EventHandlers<null> = { 'order.placed': () => null };
    // @ts-expect-error: not an event type of the shop.
    const unknown: EventHandlers<null>['order.shipped'] = () => null;
    expect([incomplete, unknown]).toHaveLength(2);
  });

  it('has the mail subscriber answer every event type, with a mail job or none', () => {
    expectTypeOf(mailForEvent).toExtend<EventHandlers<MailJob | null>>();
    const handled = Object.keys(mailForEvent).sort();
    const expected: EventType[] = [
      'deposit.kept',
      'deposit.returned',
      'deposit.taken',
      'incident.reported',
      'incident.status_changed',
      'order.cancelled',
      'order.lapsed',
      'order.paid',
      'order.placed',
      'order.refunded',
      'rental.cancelled',
      'review.posted',
      'unit.swapped',
    ];
    expect(handled).toEqual(expected);
    expect(mailForEvent['order.placed']({ type: 'order.placed', orderId: 7 })).toEqual({
      kind: 'order-placed',
      orderId: 7,
    });
  });
});
