import { describe, expect, expectTypeOf, it } from 'vitest';
import { type EventMails, mailForEvent } from '../mail/event-mails';
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
    expectTypeOf(mailForEvent).toExtend<EventMails>();
    const handled = Object.keys(mailForEvent).sort();
    const expected: EventType[] = [
      'deposit.kept',
      'deposit.returned',
      'deposit.taken',
      'incident.reported',
      'incident.status_changed',
      'invoice.issued',
      'order.cancelled',
      'order.lapsed',
      'order.paid',
      'order.placed',
      'order.refunded',
      'rental.cancelled',
      'rental.change_lapsed',
      'rental.checked_in',
      'rental.checked_out',
      'rental.extended',
      'rental.overdue',
      'rental.rescheduled',
      'review.posted',
      'stock.released',
      'unit.back_in_service',
      'unit.swapped',
      'waitlist.unit_free',
    ];
    expect(handled).toEqual(expected);
    expect(mailForEvent['order.placed']({ type: 'order.placed', orderId: 7 })).toEqual({
      kind: 'order-placed',
      orderId: 7,
    });
  });

  it('tells a cancelling step once, by its lines, and a return by its event', () => {
    expect(mailForEvent['rental.cancelled']({ type: 'rental.cancelled', rentalId: 4, orderId: 7 })).toEqual({
      kind: 'rental-cancelled',
      rentalId: 4,
    });
    // The order cancelled with its last line: that line's mail tells it.
    expect(mailForEvent['order.cancelled']()).toBeNull();
    const checkedIn = { type: 'rental.checked_in' as const, rentalId: 4, orderId: 7, itemIds: [1] };
    expect(mailForEvent['rental.checked_in'](checkedIn, 99)).toEqual({ kind: 'rental-returned', eventId: 99 });
  });

  it('gives each payment event its mail, and none for the deposit taken at the counter', () => {
    const money = { orderId: 7, paymentId: 3 };
    expect(mailForEvent['order.paid']({ type: 'order.paid', ...money })).toEqual({ kind: 'order-paid', ...money });
    expect(mailForEvent['order.lapsed']({ type: 'order.lapsed', orderId: 7 })).toEqual({
      kind: 'order-lapsed',
      orderId: 7,
    });
    expect(mailForEvent['order.refunded']({ type: 'order.refunded', ...money })).toEqual({
      kind: 'order-refunded',
      ...money,
    });
    expect(mailForEvent['deposit.taken']()).toBeNull();
    expect(mailForEvent['deposit.kept']({ type: 'deposit.kept', ...money })).toEqual({
      kind: 'deposit-kept',
      ...money,
    });
    expect(mailForEvent['deposit.returned']({ type: 'deposit.returned', ...money })).toEqual({
      kind: 'deposit-returned',
      ...money,
    });
  });
});
