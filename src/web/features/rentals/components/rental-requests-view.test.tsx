// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Rental } from '@shared/schemas/rental';
import { paths } from '@/lib/paths';
import { queryKeys } from '@/lib/query-keys';
import { columnNames, customer, pages, renderScreen, tabTo, type Seed } from '@/test/render-screen';
import { RentalRequestsView } from './rental-requests-view';

const rental: Rental = {
  id: 31,
  userId: 'customer-1',
  productId: 12,
  productName: 'Canon R5',
  dateFrom: '2099-06-01',
  dateTo: '2099-06-03',
  items: [],
  quantity: 1,
  isKit: false,
  orderId: 5,
  orderReference: 'FH-2099-000005',
  dailyPrice: '45.00',
  chargedDays: 3,
  total: '135.00',
  discount: '0.00',
  damageWaiver: '0.00',
  deposit: '0.00',
  orderStatus: 'Placed',
  createdAt: '2099-05-01T10:00:00.000Z',
  cancelledAt: null,
  userName: 'Nora Customer',
  userEmail: 'nora@example.com',
  reviewStatus: 'CantReview',
  reviewId: null,
  incident: null,
  checkedOutAt: null,
  checkedInAt: null,
  overdue: false,
  daysLate: 0,
  lateFee: '0.00',
};

const route = paths.dashboard.rentalRequests.path;
const listOf = (rows: Rental[], query: object = { when: 'upcoming' }, next: string | null = null): Seed => [
  [queryKeys.rentals.adminList(query), pages(rows, next)],
];

describe('RentalRequestsView, the dashboard’s', () => {
  it('shows every customer’s upcoming rentals with the user column, the search, the filter and New order', () => {
    renderScreen(<RentalRequestsView scope="all" />, {
      route,
      path: '/administrator-dashboard/rental-requests',
      seed: listOf([rental]),
    });
    expect(screen.getByRole('heading', { name: 'Rental requests', level: 1 })).toBeTruthy();
    const table = screen.getByRole('table');
    expect(columnNames(table)).toEqual(['Dates', 'User', 'Review', 'Incident', 'Status']);
    expect(within(table).getByText('Nora Customer')).toBeTruthy();
    expect(within(table).getByText('Canon R5', { exact: false })).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'Search rental requests' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'All' })).toHaveProperty('checked', true);
    expect(screen.getByRole('link', { name: 'New order' }).getAttribute('href')).toBe(
      paths.dashboard.newOrder.getHref(),
    );
  });

  it('shows cards where the table does not fit', () => {
    renderScreen(<RentalRequestsView scope="all" />, {
      route,
      path: '/administrator-dashboard/rental-requests',
      seed: listOf([rental]),
      width: 700,
    });
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getAllByText('Nora Customer').length).toBeGreaterThan(0);
  });

  it('says when there are none, and when none match the filters', () => {
    const { unmount } = renderScreen(<RentalRequestsView scope="all" />, {
      route,
      path: '/administrator-dashboard/rental-requests',
      seed: listOf([]),
    });
    expect(screen.getByText('There are no rental requests.')).toBeTruthy();
    unmount();
    renderScreen(<RentalRequestsView scope="all" />, {
      route,
      path: '/administrator-dashboard/rental-requests?status=Completed',
      seed: listOf([], { status: 'Completed', when: 'past' }),
    });
    expect(screen.getByText('No rental requests match these filters.')).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Completed' })).toHaveProperty('checked', true);
  });

  it('shows placeholders shaped like its table, or its cards, while the rentals load', () => {
    // Not an administrator (yet): the list is not asked for, and stays loading.
    const { unmount } = renderScreen(<RentalRequestsView scope="all" />, {
      route,
      path: '/administrator-dashboard/rental-requests',
      user: customer,
    });
    const loading = screen.getByRole('status');
    expect(within(loading).getByText('Loading…')).toBeTruthy();
    expect(columnNames(loading, { hidden: true })).toContain('User');
    expect(within(loading).getAllByRole('row', { hidden: true })).toHaveLength(5);
    unmount();
    renderScreen(<RentalRequestsView scope="all" />, {
      route,
      path: '/administrator-dashboard/rental-requests',
      user: customer,
      width: 500,
    });
    expect(within(screen.getByRole('status')).queryByRole('table', { hidden: true })).toBeNull();
  });

  it('says "not found" for an address that names no rental', () => {
    renderScreen(<RentalRequestsView scope="all" />, { route, path: '/administrator-dashboard/rental-requests/0' });
    expect(screen.getByRole('heading', { name: 'Rental request not found', level: 2 })).toBeTruthy();
    expect(screen.getByText('This rental request does not exist.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All rental requests' })).toBeTruthy();
  });

  it('reaches New order, the search, the filter and Load more by keyboard', async () => {
    const user = userEvent.setup();
    renderScreen(<RentalRequestsView scope="all" />, {
      route,
      path: '/administrator-dashboard/rental-requests',
      seed: listOf([rental], { when: 'upcoming' }, 'cursor'),
    });
    const steps = [
      screen.getByRole('link', { name: 'New order' }),
      screen.getByRole('searchbox', { name: 'Search rental requests' }),
      screen.getByRole('radio', { name: 'All' }),
      screen.getByRole('button', { name: 'Load more' }),
    ];
    let last = 0;
    for (const step of steps) {
      const presses = await tabTo(user, step, 80);
      expect(presses).toBeGreaterThan(last);
      last = presses;
    }
  });
});
