// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminProduct } from '@shared/schemas/catalog-admin';
import { paths } from '@/lib/paths';
import { queryKeys } from '@/lib/query-keys';
import { camera } from '@/test/catalog-fixtures';
import { columnNames, pages, renderScreen, tabTo, type Seed } from '@/test/render-screen';
import { priceTemplateListKey } from '../api/use-price-template-options';
import ManageProductsPage from './manage-products-page';

const route = paths.dashboard.manageCatalog.products.path;
const path = paths.dashboard.manageCatalog.products.getHref();

/** The list (its search `q`), the category filter's options, and what the product form reads (its price templates too). */
const seed = (rows: AdminProduct[], q = '', next: string | null = null): Seed => [
  [queryKeys.catalogAdmin.list('products', { categoryId: null, q }), pages(rows, next)],
  [
    queryKeys.catalogAdmin.list('categories', { options: 'all', q: '' }),
    { items: [{ id: 3, name: 'Cameras', parentName: null }], next: null },
  ],
  [queryKeys.adminSettings, { vat: { standardRate: 19, reducedRates: [] } }],
  [priceTemplateListKey, []],
  [queryKeys.catalogAdmin.list('products', { exact: camera.name }), [camera.id]],
];

describe('ManageProductsPage', () => {
  it('lists the products in a table with their category, brand, model and price', () => {
    renderScreen(<ManageProductsPage />, { route, path, seed: seed([camera]) });
    expect(screen.getByRole('heading', { name: 'Products', level: 1 })).toBeTruthy();
    const table = screen.getByRole('table');
    expect(columnNames(table)).toEqual(['Name', 'Category', 'Brand', 'Model', 'Daily price', 'Description']);
    const row = within(table).getAllByRole('row')[1]!;
    expect(within(row).getByRole('link', { name: 'Canon R5' }).getAttribute('href')).toBe(paths.product.getHref(12));
    expect(within(row).getByText('Cameras')).toBeTruthy();
    expect(within(row).getByText('€45.00 per day')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('shows cards where the table does not fit, and Load more while there is more', () => {
    renderScreen(<ManageProductsPage />, { route, path, seed: seed([camera], '', 'cursor'), width: 500 });
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('link', { name: 'Canon R5' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Load more' })).toBeTruthy();
  });

  it('says when there are no products, and when none match a search', async () => {
    const user = userEvent.setup();
    renderScreen(<ManageProductsPage />, { route, path, seed: [...seed([]), ...seed([], 'zzz')] });
    expect(screen.getByText('There are no products yet')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Search products by name' }), 'zzz');
    expect(await screen.findByText('Nothing matches your search.')).toBeTruthy();
  });

  it('opens a product’s form in edit mode, by keyboard', async () => {
    const user = userEvent.setup();
    renderScreen(<ManageProductsPage />, { route, path, seed: seed([camera]) });
    await tabTo(user, screen.getByRole('button', { name: 'Edit' }));
    await user.keyboard('{Enter}');
    expect(screen.getByText('Edit mode: click a product to edit it. Press Edit again to finish.')).toBeTruthy();
    await tabTo(user, screen.getByRole('button', { name: 'Edit Canon R5' }));
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Edit product' });
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveProperty('value', 'Canon R5');
  });

  it('opens an empty form for a new product, afresh at every opening', async () => {
    const user = userEvent.setup();
    renderScreen(<ManageProductsPage />, { route, path, seed: seed([camera]) });
    await user.click(screen.getByRole('button', { name: 'Add new' }));
    let dialog = await screen.findByRole('dialog', { name: 'New product' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Brand' }), 'Sony');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.click(screen.getByRole('button', { name: 'Add new' }));
    dialog = await screen.findByRole('dialog', { name: 'New product' });
    expect(within(dialog).getByRole('textbox', { name: 'Brand' })).toHaveProperty('value', '');
  });
});
