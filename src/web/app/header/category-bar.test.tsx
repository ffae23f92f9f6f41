// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Category } from '@shared/schemas/catalog';
import { paths } from '@/lib/paths';
import { queryKeys } from '@/lib/query-keys';
import { renderScreen } from '@/test/render-screen';
import { CategoryBar } from './category-bar';

const categories: Category[] = [
  { id: 1, name: 'Cameras', description: '', parentId: null },
  { id: 2, name: 'Mirrorless', description: '', parentId: 1 },
  { id: 3, name: 'Tripods', description: '', parentId: null },
];

describe('CategoryBar', () => {
  it('links all products, each top category, and marks the section of the open category', () => {
    renderScreen(<CategoryBar />, {
      route: paths.category.path,
      path: paths.category.getHref(2),
      seed: [[queryKeys.categories.all, categories]],
    });
    const nav = screen.getByRole('navigation');
    const all = screen.getByRole('link', { name: 'All' });
    const cameras = screen.getByRole('link', { name: 'Cameras' });
    const tripods = screen.getByRole('link', { name: 'Tripods' });
    expect(nav.contains(all)).toBe(true);
    expect(all.hasAttribute('aria-current')).toBe(false);
    expect(cameras.getAttribute('href')).toBe(paths.category.getHref(1));
    expect(cameras.getAttribute('aria-current')).toBe('true');
    expect(cameras.hasAttribute('data-active')).toBe(true);
    expect(tripods.hasAttribute('aria-current')).toBe(false);
    expect(tripods.hasAttribute('data-active')).toBe(false);
  });

  it('marks all products on its own page', () => {
    renderScreen(<CategoryBar />, {
      route: paths.allProducts.path,
      path: paths.allProducts.getHref(),
      seed: [[queryKeys.categories.all, categories]],
    });
    expect(screen.getByRole('link', { name: 'All' }).getAttribute('aria-current')).toBe('page');
  });

  it('opens a top category’s children on hover', async () => {
    const user = userEvent.setup();
    renderScreen(<CategoryBar />, { seed: [[queryKeys.categories.all, categories]] });
    await user.hover(screen.getByRole('link', { name: 'Cameras' }));
    expect((await screen.findByRole('menuitem', { name: 'Mirrorless' })).getAttribute('href')).toBe(
      paths.category.getHref(2),
    );
  });
});
