// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Incident } from '@shared/schemas/incident';
import { paths } from '@/lib/paths';
import { queryKeys } from '@/lib/query-keys';
import { columnNames, customer, renderScreen } from '@/test/render-screen';
import { IncidentsView } from './incidents-view';

const incident: Incident = {
  id: 7,
  rentalId: 31,
  userId: customer.id,
  type: 'ProductLost',
  description: 'Left it on the train.',
  status: 'Closed',
  byShop: true,
  createdAt: '2030-05-03T10:00:00.000Z',
  units: [],
  photos: [],
};

const route = paths.account.incidents.path;
const own = (rows: Incident[]) => [[queryKeys.incidents.own(customer.id), rows]] as [readonly unknown[], unknown][];

describe('IncidentsView', () => {
  it('shows the customer’s reports, their status as a badge and no user column', () => {
    renderScreen(<IncidentsView />, { route, path: '/account/incidents', user: customer, seed: own([incident]) });
    const table = screen.getByRole('table');
    expect(columnNames(table)).toEqual(['Date', 'Type', 'Description', 'Status', 'Rental']);
    const row = within(table).getAllByRole('row')[1]!;
    expect(within(row).getByText('Product lost')).toBeTruthy();
    expect(within(row).getByText('Reported by the shop')).toBeTruthy();
    expect(within(row).getByText('Closed')).toBeTruthy();
    expect(within(row).queryByRole('button')).toBeNull();
    expect(within(row).getByRole('link', { name: 'Go to rental' }).getAttribute('href')).toBe(
      '/account/rental-requests/31',
    );
  });

  it('shows cards on a phone', () => {
    renderScreen(<IncidentsView />, {
      route,
      path: '/account/incidents',
      user: customer,
      seed: own([incident]),
      width: 360,
    });
    const card = screen.getByRole('listitem');
    expect(within(card).getByText('Left it on the train.')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Go to rental' })).toBeTruthy();
  });

  it('says when there are none, and "not found" for an id that names none', () => {
    const { unmount } = renderScreen(<IncidentsView />, {
      route,
      path: '/account/incidents',
      user: customer,
      seed: own([]),
    });
    expect(screen.getByText('There are no incident reports yet.')).toBeTruthy();
    unmount();
    renderScreen(<IncidentsView />, { route, path: '/account/incidents/-1', user: customer });
    expect(screen.getByRole('heading', { name: 'Incident report not found' })).toBeTruthy();
    expect(screen.getByText('This incident report does not exist, or it is not one of yours.')).toBeTruthy();
  });
});
