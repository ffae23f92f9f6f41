// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Item } from '@shared/schemas/catalog-admin';
import { mayOpen } from '@/lib/dashboard-access';
import { paths } from '@/lib/paths';
import { queryKeys } from '@/lib/query-keys';
import { accountant, admin, counter, pages, renderScreen, type Seed } from '@/test/render-screen';
import ManageItemsPage from './manage-items-page';

/*
 * The units' list for a role that runs the desk but does not change the catalogue (decision 094):
 * the counter reads it, filters it to the units due for a service, and records their services.
 */

const route = paths.dashboard.manageCatalog.items.path;
const path = paths.dashboard.manageCatalog.items.getHref();

const unit = (id: number, overrides: Partial<Item> = {}): Item => ({
  id,
  serialNumber: `R5-000${id}`,
  productId: 12,
  productName: 'Canon R5',
  status: 'Operational',
  hasRentals: true,
  serviceDue: false,
  lastServicedAt: '2030-01-01T00:00:00.000Z',
  rentalsSinceService: 1,
  outForService: false,
  ...overrides,
});
const due = unit(2, { serviceDue: true, rentalsSinceService: 5 });

/** The list as each filter asks it, and the product picker's options. */
const seed: Seed = [
  [
    queryKeys.catalogAdmin.list('items', { productId: null, status: null, q: '', serviceDue: false }),
    pages([unit(1), due]),
  ],
  [queryKeys.catalogAdmin.list('items', { productId: null, status: null, q: '', serviceDue: true }), pages([due])],
  [queryKeys.catalogAdmin.list('products', { options: true, q: '' }), { items: [], next: null }],
];

describe('the units’ list for the counter', () => {
  it('opens for the desk as well as for those who change the catalogue, not for the accountant', () => {
    expect(mayOpen(counter.role, path)).toBe(true);
    expect(mayOpen('manager', path)).toBe(true);
    expect(mayOpen(accountant.role, path)).toBe(false);
  });

  it('is read-only: no add, edit or delete, but the service of a unit due can be recorded', () => {
    renderScreen(<ManageItemsPage />, { route, path, seed, user: counter });
    expect(screen.getByRole('heading', { name: 'Items', level: 1 })).toBeTruthy();
    expect(screen.getByText(/Adding, editing and deleting units is for a manager or the owner/)).toBeTruthy();
    for (const name of ['Edit', 'Add new', 'Delete', 'History']) {
      expect(screen.queryByRole('button', { name })).toBeNull();
    }
    const table = screen.getByRole('table');
    // The serial numbers are plain text: nothing to open.
    expect(within(table).queryByRole('button', { name: /R5-0001/ })).toBeNull();
    expect(within(table).getByText('Service due')).toBeTruthy();
    expect(within(table).getByRole('button', { name: 'Record the service of R5-0002' })).toBeTruthy();
  });

  it('lists only the units due when the address says so, and records a service from the row', async () => {
    const user = userEvent.setup();
    renderScreen(<ManageItemsPage />, { route, path: `${path}?serviceDue=true`, seed, user: counter });
    const filter = screen.getByRole('switch', { name: 'Service due only' });
    expect(filter).toHaveProperty('checked', true);
    const rows = within(screen.getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([expect.stringContaining('R5-0002')]);
    await user.click(screen.getByRole('button', { name: 'Record the service of R5-0002' }));
    expect(await screen.findByRole('dialog', { name: 'Service of R5-0002' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    // Switched off, the whole list again.
    await user.click(filter);
    expect(within(screen.getByRole('table')).getAllByRole('row').slice(1)).toHaveLength(2);
  });

  it('keeps the toolbar for a role that changes the catalogue', () => {
    renderScreen(<ManageItemsPage />, { route, path, seed, user: admin });
    expect(screen.getByRole('button', { name: 'Add new' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit' })).toBeTruthy();
    expect(screen.queryByText(/Adding, editing and deleting units is for a manager/)).toBeNull();
  });
});
