// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PaymentDispute, PaymentForReview } from '@shared/schemas/admin-overview';
import { renderScreen } from '@/test/render-screen';
import { DisputesCard } from './disputes-card';
import { PaymentsReviewCard } from './payments-review-card';

const payment: PaymentForReview = {
  id: 4,
  reason: 'amount_mismatch',
  amount: '12.50',
  currency: 'usd',
  checkoutSessionId: 'cs_test_1',
  paymentIntentId: null,
  order: { id: 7, reference: 'R-0007' },
  receivedAt: '2026-03-02T10:00:00.000Z',
};

const dispute: PaymentDispute = {
  id: 9,
  order: { id: 8, reference: 'R-0008' },
  customerName: 'Dora Disputer',
  amount: '40.00',
  currency: 'eur',
  reason: 'fraudulent',
  stripeDisputeId: 'dp_1',
  receivedAt: '2026-03-03T10:00:00.000Z',
  outcome: 'lost',
};

describe('the dashboard’s money cards', () => {
  it('list payments to review, their order linked, and say how many older ones wait', () => {
    renderScreen(<PaymentsReviewCard list={{ items: [payment, { ...payment, id: 5, order: null }], total: 5 }} />);
    const card = screen.getByRole('region', { name: 'Payments to review' });
    const rows = within(card).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]?.textContent).toContain('$12.50');
    expect(within(rows[0]!).getByRole('link', { name: 'R-0007' }).getAttribute('href')).toBe(
      '/administrator-dashboard/orders/7',
    );
    expect(rows[1]?.textContent).toContain('No order of this shop');
    expect(within(card).getAllByRole('button', { name: 'Mark $12.50 on cs_test_1 reviewed' })).toHaveLength(2);
    expect(within(card).getByText('And 3 older ones, listed once these are reviewed.')).toBeTruthy();
  });

  it('list disputes with their customer, reason and outcome, and no older line when all are shown', () => {
    renderScreen(<DisputesCard list={{ items: [dispute], total: 1 }} />);
    const row = screen.getByRole('listitem');
    expect(row.textContent).toContain('Dora Disputer');
    expect(row.textContent).toContain('Not made by the cardholder');
    expect(within(row).getByRole('link', { name: 'R-0008' })).toBeTruthy();
    expect(within(row).getByTestId('dispute-outcome')).toBeTruthy();
    expect(within(row).getByRole('button', { name: /R-0008/ })).toBeTruthy();
    expect(screen.queryByText(/listed once/)).toBeNull();
  });
});
