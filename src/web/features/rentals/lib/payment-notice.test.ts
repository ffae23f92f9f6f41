import { describe, expect, it } from 'vitest';
import { isoDate } from '@shared/calendar-date';
import type { Rental } from '@shared/schemas/rental';
import { someAwaitingPayment } from '../api/use-rentals';
import { paymentNoticeOf } from './payment-notice';

const rental = (id: number, orderId: number, orderStatus: Rental['orderStatus']): Rental => ({
  id,
  userId: 'u1',
  productId: 3,
  productName: 'Sigma 35mm',
  dateFrom: isoDate('2030-03-10'),
  dateTo: isoDate('2030-03-12'),
  quantity: 1,
  isKit: false,
  items: [{ id: 7, serialNumber: 'SN-7', productId: 3, productName: 'Sigma 35mm', checkedOutAt: null, checkedInAt: null, condition: null }],
  orderId,
  orderReference: `FH-2030-00000${orderId}`,
  dailyPrice: '10.00',
  chargedDays: 3,
  total: '30.00',
  discount: '0.00',
  damageWaiver: '0.00',
  deposit: '0.00',
  checkedOutAt: null,
  checkedInAt: null,
  status: 'Requested',
  state: 'booked',
  overdue: false,
  daysLate: 0,
  lateFee: '0.00',
  orderStatus,
  createdAt: '2030-03-01T10:00:00.000Z',
  cancelledAt: null,
  userName: 'Nora',
  userEmail: 'nora@example.com',
  reviewStatus: 'CantReview',
  reviewId: null,
  incident: null,
});

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
