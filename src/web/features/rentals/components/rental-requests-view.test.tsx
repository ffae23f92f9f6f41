// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Rental } from '@shared/schemas/rental';
import { paths } from '@/lib/paths';
import { queryKeys } from '@/lib/query-keys';
import { orderLine } from '@/test/order-fixtures';
import {
  accountant,
  admin,
  columnNames,
  counter,
  customer,
  pages,
  renderScreen,
  tabTo,
  type Seed,
} from '@/test/render-screen';
import { RentalRequestsView } from './rental-requests-view';

/** A line booked by Nora: the orders' fixture line (test/order-fixtures.ts) at 45.00 a day. */
const rental: Rental = orderLine({
  dailyPrice: '45.00',
  total: '135.00',
  userName: 'Nora Customer',
  userEmail: 'nora@example.com',
});

/** Handed over, its last day two days gone, its unit still out: the server says Overdue (decision 099). */
const late: Rental = {
  ...rental,
  id: 32,
  dateFrom: '2020-01-01',
  dateTo: '2020-01-03',
  items: [
    {
      id: 5,
      serialNumber: 'R5-0001',
      productId: 12,
      productName: 'Canon R5',
      checkedOutAt: '2020-01-01T09:00:00.000Z',
      checkedInAt: null,
      condition: null,
    },
  ],
  checkedOutAt: '2020-01-01T09:00:00.000Z',
  status: 'Overdue',
  state: 'overdue',
  overdue: true,
  daysLate: 2,
  lateFee: '90.00',
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

  it('filters by Overdue, a status of its own (past its last day), and shows it as the one status', () => {
    renderScreen(<RentalRequestsView scope="all" />, {
      route,
      path: '/administrator-dashboard/rental-requests?status=Overdue',
      seed: listOf([late], { status: 'Overdue', when: 'past' }),
    });
    expect(screen.getByRole('radio', { name: 'Overdue' })).toHaveProperty('checked', true);
    const table = screen.getByRole('table');
    expect(within(table).getByText('Overdue').closest('[data-status]')?.getAttribute('data-status')).toBe('Overdue');
    expect(within(table).queryByText('Completed')).toBeNull();
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

// Staff cancel and report on customers' rentals, and take orders, with `orders.write`; the audit
// log is the manager's and the owner's (decision 092).
describe('RentalRequestsView, by role', () => {
  const reviewed: Rental = { ...rental, reviewStatus: 'Reviewed', reviewId: 9 };
  const showList = (user: typeof counter) =>
    renderScreen(<RentalRequestsView scope="all" />, {
      route,
      path: '/administrator-dashboard/rental-requests',
      seed: listOf([reviewed]),
      user,
    });
  const showOne = (user: typeof counter) =>
    renderScreen(<RentalRequestsView scope="all" />, {
      route,
      path: paths.dashboard.rentalRequests.getHref(rental.id),
      seed: [[queryKeys.rentals.adminDetail(rental.id), reviewed]],
      user,
    });

  it('lets a counter delete a customer’s rental, cancel their open ones and take an order, without the history', () => {
    const { unmount } = showList(counter);
    expect(screen.getByRole('button', { name: 'Delete rental request' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'New order' })).toBeTruthy();
    unmount();
    const one = showOne(counter);
    expect(screen.getByRole('button', { name: "Cancel customer's open rentals" })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'History' })).toBeNull();
    one.unmount();
    // The owner reads the audit log and moderates reviews: the rental's history and its review are linked.
    showOne(admin);
    expect(screen.getByRole('link', { name: 'History' })).toBeTruthy();
    expect(screen.getByRole('link', { name: /Reviewed/ }).getAttribute('href')).toBe(
      paths.dashboard.reviews.getHref(9),
    );
  });

  it('shows an accountant the rentals with nothing to change, and the way back to the list', () => {
    const { unmount } = showList(accountant);
    expect(within(screen.getByRole('table')).getByText('Nora Customer')).toBeTruthy();
    // Reviews are moderated by the roles that may: its status is said, not linked to a page it cannot open.
    expect(screen.getByText('Reviewed')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Reviewed/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete rental request' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'New order' })).toBeNull();
    unmount();
    showOne(accountant);
    expect(screen.queryByRole('button', { name: "Cancel customer's open rentals" })).toBeNull();
    expect(screen.queryByRole('link', { name: 'History' })).toBeNull();
    expect(screen.getByRole('link', { name: 'All rental requests' })).toBeTruthy();
  });
});

describe('RentalRequestsView, the customer’s', () => {
  const ownRoute = paths.account.rentalRequests.path;
  const showOwn = (rows: Rental[], width?: number) =>
    renderScreen(<RentalRequestsView scope="own" />, {
      route: ownRoute,
      path: paths.account.rentalRequests.getHref(),
      user: customer,
      seed: [[queryKeys.rentals.own(customer.id), rows]],
      width,
    });

  it.each([
    ['table', 1200],
    ['cards', 500],
  ])(
    'shows one status per rental in its %s: Overdue, never Completed, while a unit is out after the last day, the desk’s detail beside it',
    (_layout, width) => {
      showOwn([late, rental], width);
      const statuses = [...document.querySelectorAll('[data-status]')].map((badge) =>
        badge.getAttribute('data-status'),
      );
      expect(statuses.sort()).toEqual(['Overdue', 'Requested']);
      expect(screen.queryByText('Completed')).toBeNull();
      // The hand-over badges are the detail: handed over, how late, the fee so far.
      const detail = screen.getByTestId('hand-over');
      expect(within(detail).getByText('Handed over')).toBeTruthy();
      expect(within(detail).getByText('2 days late')).toBeTruthy();
      expect(within(detail).getByText('Late fee so far: €90.00')).toBeTruthy();
      expect(within(detail).queryByText(/Overdue/)).toBeNull();
    },
  );

  it('says Cancelled of a cancelled line, whatever its dates', () => {
    showOwn([{ ...rental, status: 'Cancelled', state: 'cancelled', cancelledAt: '2099-05-02T10:00:00.000Z' }]);
    expect(document.querySelector('[data-status]')?.getAttribute('data-status')).toBe('Cancelled');
    expect(screen.getByText('Cancelled')).toBeTruthy();
  });
});
