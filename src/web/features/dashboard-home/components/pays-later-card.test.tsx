// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { PayingLater } from '@shared/schemas/admin-overview';
import { renderScreen } from '@/test/render-screen';
import { PaysLaterCard } from './pays-later-card';

const owing: PayingLater = {
  id: 13,
  order: { id: 13, reference: 'FH-2026-000013' },
  customerName: 'Ada Lovelace',
  balanceDue: '119.40',
  reason: 'Company pays by transfer',
  at: '2026-03-02T10:00:00.000Z',
};

describe('the overview’s customers paying later', () => {
  it('lists each order handed over with money owed: what it owes, the order, and the counter’s reason', () => {
    renderScreen(<PaysLaterCard list={{ items: [owing], total: 3 }} />);
    const card = screen.getByRole('region', { name: 'Customers paying later' });
    const row = within(card).getByRole('listitem');
    expect(row.textContent).toContain('€119.40');
    expect(row.textContent).toContain('Ada Lovelace');
    expect(within(row).getByText('Customer pays later: Company pays by transfer')).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'FH-2026-000013' }).getAttribute('href')).toBe(
      '/administrator-dashboard/orders/13',
    );
    expect(within(card).getByText('And 2 older ones, listed once these are paid.')).toBeTruthy();
  });
});
