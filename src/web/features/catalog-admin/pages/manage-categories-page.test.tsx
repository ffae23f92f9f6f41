// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminCategory } from '@shared/schemas/catalog-admin';
import { paths } from '@/lib/paths';
import { queryKeys } from '@/lib/query-keys';
import { lenses } from '@/test/catalog-fixtures';
import { columnNames, pages, renderScreen, tabTo, type Seed } from '@/test/render-screen';
import ManageCategoriesPage from './manage-categories-page';

const route = paths.dashboard.manageCatalog.categories.path;
const path = paths.dashboard.manageCatalog.categories.getHref();

/** The top level, and what the category form reads. */
const seed = (rows: AdminCategory[]): Seed => [
  [queryKeys.catalogAdmin.list('categories', { parent: 'top', q: '' }), pages(rows)],
  [queryKeys.catalogAdmin.list('categories', { options: 'top', q: '' }), { items: rows, next: null }],
  [queryKeys.catalogAdmin.list('categories', { exact: lenses.name }), [lenses.id]],
];

describe('ManageCategoriesPage', () => {
  it('lists the top-level categories, each leading to its sub-categories and saying what it holds', () => {
    renderScreen(<ManageCategoriesPage />, { route, path, seed: seed([lenses]) });
    expect(screen.getByRole('heading', { name: 'Categories', level: 1 })).toBeTruthy();
    const table = screen.getByRole('table');
    expect(columnNames(table)).toEqual(['Name', 'Description', 'Belongs to']);
    const row = within(table).getAllByRole('row')[1]!;
    expect(within(row).getByRole('link', { name: 'Lenses' }).getAttribute('href')).toBe(
      paths.dashboard.manageCatalog.categories.getHref(3),
    );
    expect(within(row).getByText('2 sub-categories · 1 product')).toBeTruthy();
    expect(within(row).getByText('Glass for every mount.')).toBeTruthy();
  });

  it('shows cards on a phone, and says when there are no categories', () => {
    const { unmount } = renderScreen(<ManageCategoriesPage />, { route, path, seed: seed([lenses]), width: 400 });
    const card = screen.getByRole('listitem');
    expect(within(card).getByRole('link', { name: 'Lenses' })).toBeTruthy();
    expect(within(card).getByText('2 sub-categories · 1 product')).toBeTruthy();
    unmount();
    renderScreen(<ManageCategoriesPage />, { route, path, seed: seed([]) });
    expect(screen.getByText('There are no categories or sub-categories yet')).toBeTruthy();
  });

  it('in delete mode, asks before deleting the category picked, by keyboard', async () => {
    const user = userEvent.setup();
    renderScreen(<ManageCategoriesPage />, { route, path, seed: seed([lenses]) });
    await tabTo(user, screen.getByRole('button', { name: 'Delete' }));
    await user.keyboard('{Enter}');
    expect(screen.getByText('Delete mode: click a category to delete it. Press Delete again to finish.')).toBeTruthy();
    await tabTo(user, screen.getByRole('button', { name: 'Delete Lenses' }));
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Delete category' })).toBeTruthy();
  });

  it('opens the edit form of the category picked in edit mode', async () => {
    const user = userEvent.setup();
    renderScreen(<ManageCategoriesPage />, { route, path, seed: seed([lenses]) });
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    await user.click(screen.getByRole('button', { name: 'Edit Lenses' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit category' });
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveProperty('value', 'Lenses');
  });
});
