// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { DeskListRental } from '@shared/schemas/hand-over';
import { renderScreen } from '@/test/render-screen';
import { RentalCard } from './rental-card';

const OUT = '2030-03-05T09:00:00.000Z';

/** Handed over on its first day, its last day two days gone: overdue, as the server says it. */
const late: DeskListRental = {
  id: 41,
  userId: 'customer-1',
  productId: 3,
  productName: 'Sony FX3',
  dateFrom: '2030-03-05',
  dateTo: '2030-03-08',
  items: [
    {
      id: 7,
      serialNumber: 'FX3-0007',
      productId: 3,
      productName: 'Sony FX3',
      checkedOutAt: OUT,
      checkedInAt: null,
      condition: null,
    },
  ],
  quantity: 1,
  isKit: false,
  orderId: 9,
  orderReference: 'FH-2030-000009',
  dailyPrice: '45.00',
  chargedDays: 4,
  total: '180.00',
  discount: '0.00',
  damageWaiver: '0.00',
  deposit: '0.00',
  orderStatus: 'Placed',
  createdAt: '2030-03-01T10:00:00.000Z',
  cancelledAt: null,
  userName: 'Olga Overdue',
  userEmail: 'olga@example.com',
  reviewStatus: 'NotReviewed',
  reviewId: null,
  incident: null,
  status: 'Overdue',
  state: 'overdue',
  checkedOutAt: OUT,
  checkedInAt: null,
  overdue: true,
  daysLate: 2,
  lateFee: '90.00',
  closedDays: [],
};

const show = (rental: DeskListRental) =>
  renderScreen(
    <ul>
      <RentalCard rental={rental} />
    </ul>,
  );

describe('the desk’s rental card (issue 48)', () => {
  it('shows an overdue rental’s days late and its late fee so far', () => {
    show(late);
    const card = screen.getByTestId('desk-rental');
    expect(within(card).getByTestId('overdue-badge').textContent).toBe('2 days late');
    expect(within(card).getByTestId('desk-late-fee').textContent).toBe('Late fee so far: €90.00');
  });

  it('shows no fee for a rental that is not late', () => {
    show({ ...late, status: 'InProgress', state: 'out', overdue: false, daysLate: 0, lateFee: '0.00' });
    expect(screen.queryByTestId('desk-late-fee')).toBeNull();
    expect(screen.queryByTestId('overdue-badge')).toBeNull();
  });

  it('says a pick-up kept on a closed day is one the counter opens for (decision 102)', () => {
    const waiting = late.items.map((unit) => ({ ...unit, checkedOutAt: null }));
    show({
      ...late,
      items: waiting,
      status: 'Requested',
      state: 'booked',
      checkedOutAt: null,
      overdue: false,
      daysLate: 0,
      lateFee: '0.00',
      closedDays: [{ date: '2030-03-05', kind: 'pick-up', choice: 'keep' }],
    });
    const badge = within(screen.getByTestId('desk-rental')).getByTestId('closed-day-badge');
    expect(badge.textContent).toBe('Closed day: open for this pick-up');
    expect(badge.dataset.choice).toBe('keep');
  });

  it('marks each closed day: a kept return, and one whose customer was told and did not move it', () => {
    show({
      ...late,
      closedDays: [
        { date: '2030-03-05', kind: 'pick-up', choice: 'notify' },
        { date: '2030-03-08', kind: 'return', choice: 'keep' },
      ],
    });
    const badges = within(screen.getByTestId('desk-rental')).getAllByTestId('closed-day-badge');
    expect(badges.map((badge) => badge.textContent)).toEqual([
      'Closed day: customer told, pick-up not moved yet',
      'Closed day: open for this return',
    ]);
  });

  it('shows no closed-day marker for a rental on open days', () => {
    show(late);
    expect(screen.queryByTestId('closed-day-badge')).toBeNull();
  });
});
