// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminIncident } from '@shared/schemas/incident';
import { paths } from '@/lib/paths';
import { queryKeys } from '@/lib/query-keys';
import {
  accountant,
  columnNames,
  counter,
  customer,
  pages,
  renderScreen,
  tabTo,
  type Seed,
} from '@/test/render-screen';
import { AdminIncidentsView } from './admin-incidents-view';

const incident: AdminIncident = {
  id: 7,
  rentalId: 31,
  userId: 'customer-1',
  type: 'ProductDamaged',
  description: 'The lens hood arrived cracked.',
  status: 'Open',
  byShop: false,
  createdAt: '2030-05-03T10:00:00.000Z',
  units: [],
  photos: [],
  userName: 'Nora Customer',
  userEmail: 'nora@example.com',
  reporterName: 'Nora Customer',
  productName: 'Canon EF 50mm',
  damageWaiver: null,
};

const route = paths.dashboard.incidents.path;
const listOf = (rows: AdminIncident[], query = {}, next: string | null = null): Seed => [
  [queryKeys.incidents.adminList(query), pages(rows, next)],
];

describe('AdminIncidentsView', () => {
  it('shows every customer’s reports in a table, with the search and the status filter', async () => {
    renderScreen(<AdminIncidentsView />, {
      route,
      path: '/administrator-dashboard/incidents',
      seed: listOf([incident]),
    });
    expect(screen.getByRole('heading', { name: 'Incidents', level: 1 })).toBeTruthy();
    const table = screen.getByRole('table');
    expect(columnNames(table)).toEqual(['Date', 'User', 'Type', 'Description', 'Status', 'Rental']);
    const row = within(table).getAllByRole('row')[1]!;
    expect(within(row).getByText('3 May 2030')).toBeTruthy();
    expect(within(row).getByText('Nora Customer')).toBeTruthy();
    expect(within(row).getByText('nora@example.com')).toBeTruthy();
    expect(within(row).getByText('Product damaged')).toBeTruthy();
    expect(within(row).getByText('Canon EF 50mm')).toBeTruthy();
    expect(within(row).getByText('The lens hood arrived cracked.')).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'Go to rental' }).getAttribute('href')).toBe(
      '/administrator-dashboard/rental-requests/31',
    );
    expect(screen.getByRole('searchbox', { name: 'Search incident reports' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'All' })).toHaveProperty('checked', true);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    // Without the damage waiver on its rental, the report says nothing of it.
    expect(screen.queryByText('Damage waiver taken')).toBeNull();
  });

  it('says when the customer took the damage waiver on the rental, and what it cost, in the table and on cards', () => {
    const covered = { ...incident, damageWaiver: '12.50' };
    const { unmount } = renderScreen(<AdminIncidentsView />, {
      route,
      path: '/administrator-dashboard/incidents',
      seed: listOf([covered]),
    });
    const row = within(screen.getByRole('table')).getAllByRole('row')[1]!;
    expect(within(row).getByText('Damage waiver taken')).toBeTruthy();
    expect(within(row).getByText('The customer took the damage waiver on this rental (€12.50).')).toBeTruthy();
    unmount();
    renderScreen(<AdminIncidentsView />, {
      route,
      path: '/administrator-dashboard/incidents',
      seed: listOf([covered]),
      width: 500,
    });
    expect(within(screen.getByRole('listitem')).getByText('Damage waiver taken')).toBeTruthy();
  });

  it('shows cards where the table does not fit', () => {
    renderScreen(<AdminIncidentsView />, {
      route,
      path: '/administrator-dashboard/incidents',
      seed: listOf([incident]),
      width: 500,
    });
    expect(screen.queryByRole('table')).toBeNull();
    const card = screen.getByRole('listitem');
    expect(within(card).getByText('Product damaged')).toBeTruthy();
    expect(within(card).getByText('Nora Customer')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Open: change the status' })).toBeTruthy();
  });

  it('says when there are no reports yet, and when none match the filters', () => {
    const { unmount } = renderScreen(<AdminIncidentsView />, {
      route,
      path: '/administrator-dashboard/incidents',
      seed: listOf([]),
    });
    expect(screen.getByText('There are no incident reports yet.')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
    unmount();
    renderScreen(<AdminIncidentsView />, {
      route,
      path: '/administrator-dashboard/incidents?status=Closed&q=zzz',
      seed: listOf([], { status: 'Closed', q: 'zzz' }),
    });
    expect(screen.getByText('No incident reports match these filters.')).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Closed' })).toHaveProperty('checked', true);
    expect(screen.getByRole('searchbox', { name: 'Search incident reports' })).toHaveProperty('value', 'zzz');
  });

  it('shows placeholders shaped like its table, or its cards, while the reports load', () => {
    // Not an administrator (yet): the list is not asked for, and stays loading.
    const { unmount } = renderScreen(<AdminIncidentsView />, {
      route,
      path: '/administrator-dashboard/incidents',
      user: customer,
    });
    const loading = screen.getByRole('status');
    expect(within(loading).getByText('Loading…')).toBeTruthy();
    const heads = columnNames(loading, { hidden: true });
    expect(heads).toEqual(['Date', 'User', 'Type', 'Description', 'Status', 'Rental']);
    expect(within(loading).getAllByRole('row', { hidden: true })).toHaveLength(5);
    unmount();
    renderScreen(<AdminIncidentsView />, {
      route,
      path: '/administrator-dashboard/incidents',
      user: customer,
      width: 500,
    });
    expect(within(screen.getByRole('status')).queryByRole('table', { hidden: true })).toBeNull();
  });

  it('offers the next page while there is one', () => {
    renderScreen(<AdminIncidentsView />, {
      route,
      path: '/administrator-dashboard/incidents',
      seed: listOf([incident], {}, 'cursor'),
    });
    expect(screen.getByRole('button', { name: 'Load more' })).toBeTruthy();
  });

  it('shows the one report an address names, with its history and the way back to all', () => {
    renderScreen(<AdminIncidentsView />, {
      route,
      path: '/administrator-dashboard/incidents/7',
      seed: [[queryKeys.incidents.adminDetail(7), incident]],
    });
    expect(screen.getAllByRole('row')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'All incident reports' }).getAttribute('href')).toBe(
      '/administrator-dashboard/incidents',
    );
    expect(screen.getByRole('link', { name: 'History' }).getAttribute('href')).toContain('entity=incident');
    // One report has no search or filter.
    expect(screen.queryByRole('searchbox', { name: 'Search incident reports' })).toBeNull();
  });

  it('says "not found" for an address that names no report', () => {
    renderScreen(<AdminIncidentsView />, { route, path: '/administrator-dashboard/incidents/abc' });
    expect(screen.getByRole('heading', { name: 'Incident report not found', level: 2 })).toBeTruthy();
    expect(screen.getByText('This incident report does not exist.')).toBeTruthy();
  });

  it('reaches the search, the filter and a report’s status by keyboard; the status opens its popup', async () => {
    const user = userEvent.setup();
    renderScreen(<AdminIncidentsView />, {
      route,
      path: '/administrator-dashboard/incidents',
      seed: listOf([incident]),
    });
    const search = screen.getByRole('searchbox', { name: 'Search incident reports' });
    const status = screen.getByRole('button', { name: 'Open: change the status' });
    const toSearch = await tabTo(user, search);
    expect(await tabTo(user, status)).toBeGreaterThan(toSearch);
    await tabTo(user, screen.getByRole('radio', { name: 'All' }));
    await tabTo(user, status);
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Update incident report' })).toBeTruthy();
  });

  // Opening or closing a report is taking orders (decision 092): an accountant reads the reports.
  it('shows an accountant each report’s status without the popup to change it', () => {
    renderScreen(<AdminIncidentsView />, {
      route,
      path: '/administrator-dashboard/incidents',
      seed: listOf([incident]),
      user: accountant,
    });
    const row = within(screen.getByRole('table')).getAllByRole('row')[1]!;
    expect(within(row).getByText('Open')).toBeTruthy();
    expect(within(row).queryByRole('button', { name: 'Open: change the status' })).toBeNull();
  });

  it('lets a counter change a report’s status, on cards too', () => {
    renderScreen(<AdminIncidentsView />, {
      route,
      path: '/administrator-dashboard/incidents',
      seed: listOf([incident]),
      user: counter,
      width: 390,
    });
    expect(screen.getByRole('button', { name: 'Open: change the status' })).toBeTruthy();
  });
});
