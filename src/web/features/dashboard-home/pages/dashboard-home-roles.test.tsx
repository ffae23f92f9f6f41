// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminOverview, OverviewRental } from '@shared/schemas/admin-overview';
import type { CurrentUser } from '@shared/schemas/user';
import { queryKeys } from '@/lib/query-keys';
import { accountant, admin, counter, renderScreen } from '@/test/render-screen';
import DashboardHomePage from './dashboard-home-page';

/*
 * The dashboard's front page shows each role the work it can do (decision 092): the money
 * waiting for someone (a dispute, a refund that failed, a payment to review) to whoever corrects
 * money, the units to swap and the way to the desk to the desk's roles.
 */

const none = { total: 0, items: [] };
const rental: OverviewRental = {
  id: 31,
  userName: 'Nora Customer',
  productId: 12,
  productName: 'Canon R5',
  dateFrom: '2030-05-01',
  dateTo: '2030-05-03',
  items: [{ id: 3, serialNumber: 'R5-0003' }],
};

const overview: AdminOverview = {
  today: '2030-05-06',
  handOut: { today: none, tomorrow: none },
  takeBack: { today: none, tomorrow: none },
  needsReplacement: none,
  overdue: { total: 1, items: [{ ...rental, daysLate: 3, lateFee: '0.00' }] },
  openIncidents: none,
  outOfService: none,
  serviceDue: 0,
  paysLater: none,
  paymentsForReview: none,
  failedRefunds: {
    total: 1,
    items: [
      {
        id: 4,
        order: { id: 5, reference: 'FH-2030-000005' },
        customerName: 'Nora Customer',
        amount: '40.00',
        reason: null,
        failedAt: '2030-05-05T10:00:00.000Z',
      },
    ],
  },
  disputes: none,
};

const showAs = (user: CurrentUser) =>
  renderScreen(<DashboardHomePage />, { user, seed: [[queryKeys.adminOverview, overview]] });

/** The cards, by their headings. */
const cards = () =>
  screen
    .getAllByRole('region')
    .map((region) => document.getElementById(region.getAttribute('aria-labelledby')!)?.textContent);

const failedRefunds = 'Refunds that did not go through';
const replacement = 'Needs a replacement unit';

describe('the dashboard’s front page by role', () => {
  it('shows the owner the failed refund with its actions, the swaps and the way to take back', () => {
    showAs(admin);
    expect(cards()).toEqual(expect.arrayContaining([failedRefunds, replacement, 'Overdue']));
    expect(screen.getByRole('button', { name: /^Retry the refund/ })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Take back at the desk: Canon R5, Nora Customer' })).toBeTruthy();
  });

  it('shows a counter the desk’s work, without the money waiting for a manager', () => {
    showAs(counter);
    expect(cards()).not.toContain(failedRefunds);
    expect(screen.queryByRole('button', { name: /^Retry the refund/ })).toBeNull();
    expect(cards()).toContain(replacement);
    expect(screen.getAllByRole('link', { name: 'Hand-over desk' }).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'Take back at the desk: Canon R5, Nora Customer' })).toBeTruthy();
  });

  it('shows an accountant what is late, without the desk’s work or the money to correct', () => {
    showAs(accountant);
    expect(cards()).not.toContain(failedRefunds);
    expect(cards()).not.toContain(replacement);
    const overdue = screen.getByRole('region', { name: 'Overdue' });
    expect(within(overdue).getByText('3 days late')).toBeTruthy();
    expect(within(overdue).queryByRole('link', { name: /^Take back at the desk/ })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Hand-over desk' })).toBeNull();
  });
});
