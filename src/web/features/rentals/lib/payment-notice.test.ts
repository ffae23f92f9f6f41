import { describe, expect, it } from 'vitest';
import type { Rental } from '@shared/schemas/rental';
import { orderLine } from '@/test/order-fixtures';
import { someAwaitingPayment } from '../api/use-rentals';
import { paymentNoticeOf } from './payment-notice';

/** A line of order `orderId`, its status as given: all the notice reads. */
const rental = (id: number, orderId: number, orderStatus: Rental['orderStatus']): Rental =>
  orderLine({ id, orderId, orderReference: `FH-2030-00000${orderId}`, orderStatus });

describe('the notice on returning from Stripe', () => {
  it('is confirming while a line of the order waits for payment', () => {
    const rentals = [rental(1, 4, 'AwaitingPayment'), rental(2, 4, 'AwaitingPayment'), rental(3, 2, 'Placed')];
    expect(paymentNoticeOf(rentals, 4)).toEqual({ kind: 'confirming', reference: 'FH-2030-000004' });
  });

  it('is received once the webhook confirmed the order', () => {
    expect(paymentNoticeOf([rental(1, 4, 'Placed')], 4)).toEqual({ kind: 'received', reference: 'FH-2030-000004' });
  });

  it('says nothing of an order not in the list (lapsed, cancelled, or not loaded yet)', () => {
    expect(paymentNoticeOf([rental(1, 2, 'Placed')], 4)).toBeNull();
    expect(paymentNoticeOf(undefined, 4)).toBeNull();
  });
});

describe('refreshing the list by itself', () => {
  it('only while some line waits for payment', () => {
    expect(someAwaitingPayment([rental(1, 4, 'Placed'), rental(2, 5, 'AwaitingPayment')])).toBe(true);
    expect(someAwaitingPayment([rental(1, 4, 'Placed')])).toBe(false);
    expect(someAwaitingPayment(undefined)).toBe(false);
  });
});
