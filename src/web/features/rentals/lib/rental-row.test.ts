import { describe, expect, it } from 'vitest';
import { isoDate } from '@shared/calendar-date';
import type { Rental } from '@shared/schemas/rental';
import { orderLine } from '@/test/order-fixtures';
import { rentalRow } from './rental-row';

/** A Sigma 35mm for 10 to 12 March 2030 at 10.00 a day, unit SN-7 still in the shop. */
const rental = (overrides: Partial<Rental> = {}): Rental =>
  orderLine({
    productId: 3,
    productName: 'Sigma 35mm',
    dateFrom: isoDate('2030-03-10'),
    dateTo: isoDate('2030-03-12'),
    items: [
      {
        id: 7,
        serialNumber: 'SN-7',
        productId: 3,
        productName: 'Sigma 35mm',
        checkedOutAt: null,
        checkedInAt: null,
        condition: null,
      },
    ],
    dailyPrice: '10.00',
    total: '30.00',
    ...overrides,
  });

const customer = (today: string) => ({ today: isoDate(today), language: 'en' as const });

describe('rentalRow', () => {
  it('shows the dates through the shared formatter, a one-day rental as one date', () => {
    const row = rentalRow(rental(), customer('2030-03-01'));
    expect(row.dateRange).toBe('10 March 2030 – 12 March 2030');
    expect(row.dates).toEqual({ from: '10 March 2030', to: '12 March 2030' });
    const oneDay = rentalRow(rental({ dateTo: isoDate('2030-03-10') }), { ...customer('2030-03-01'), language: 'de' });
    expect(oneDay.dates).toEqual({ from: '10. März 2030', to: null });
  });

  it('offers cancelling and Help before the first day', () => {
    expect(rentalRow(rental(), customer('2030-03-09'))).toMatchObject({
      status: 'Requested',
      canDelete: true,
      canReport: true,
    });
  });

  it('offers only Help while under way, and neither once completed', () => {
    expect(rentalRow(rental({ status: 'InProgress' }), customer('2030-03-12'))).toMatchObject({
      status: 'InProgress',
      canDelete: false,
      canReport: true,
    });
    expect(rentalRow(rental({ status: 'Completed', state: 'returned' }), customer('2030-03-13'))).toMatchObject({
      status: 'Completed',
      canDelete: false,
      canReport: false,
    });
  });

  it("shows the server's one status, never one of its own from the dates: Overdue while a unit is out after the last day", () => {
    const late = rental({ status: 'Overdue', state: 'overdue', overdue: true, daysLate: 2, lateFee: '20.00' });
    expect(rentalRow(late, customer('2030-03-14')).status).toBe('Overdue');
    expect(rentalRow(rental({ status: 'Cancelled', state: 'cancelled' }), customer('2030-03-01')).status).toBe(
      'Cancelled',
    );
    // A word this page does not know yet reads Unknown (SPEC section 4's fallback).
    expect(rentalRow(rental({ status: 'Lost' as Rental['status'] }), customer('2030-03-01')).status).toBe('Unknown');
  });

  it('offers changing the dates where cancelling is, for a placed order with nothing handed over', () => {
    const before = customer('2030-03-09');
    expect(rentalRow(rental(), before).canChangeDates).toBe(true);
    expect(rentalRow(rental(), customer('2030-03-10')).canChangeDates).toBe(false);
    expect(rentalRow(rental({ orderStatus: 'AwaitingPayment' }), before).canChangeDates).toBe(false);
    expect(rentalRow(rental({ incident: { id: 1, status: 'Open', byShop: false } }), before).canChangeDates).toBe(
      false,
    );
    const handedOver = {
      id: 7,
      serialNumber: 'SN-7',
      productId: 3,
      productName: 'Sigma 35mm',
      checkedOutAt: '2030-03-09T09:00:00Z',
      checkedInAt: null,
      condition: null,
    };
    expect(rentalRow(rental({ items: [handedOver] }), before).canChangeDates).toBe(false);
  });
});
