// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminReview } from '@shared/schemas/review';
import { paths } from '@/lib/paths';
import { queryKeys } from '@/lib/query-keys';
import { columnNames, pages, renderScreen, tabTo, type Seed } from '@/test/render-screen';
import { AdminReviewsView } from './admin-reviews-view';

const review: AdminReview = {
  id: 12,
  productId: 4,
  authorName: 'Nora Customer',
  rating: 4,
  comments: 'Sharp and light.',
  createdAt: '2030-05-03T10:00:00.000Z',
  productName: 'Canon EF 50mm',
  productImageUrl: null,
  userEmail: 'nora@example.com',
};

const route = paths.dashboard.reviews.path;
const listOf = (rows: AdminReview[], query = {}, next: string | null = null): Seed => [
  [queryKeys.reviews.adminList(query), pages(rows, next)],
];

describe('AdminReviewsView', () => {
  it('shows every customer’s reviews in a table, with the search and a Delete per review', () => {
    renderScreen(<AdminReviewsView />, { route, path: '/administrator-dashboard/reviews', seed: listOf([review]) });
    expect(screen.getByRole('heading', { name: 'Reviews', level: 1 })).toBeTruthy();
    const table = screen.getByRole('table');
    expect(columnNames(table)).toEqual(['Date', 'User', 'Product', 'Rating', 'Comments']);
    const row = within(table).getAllByRole('row')[1]!;
    expect(within(row).getByText('3 May 2030')).toBeTruthy();
    expect(within(row).getByText('nora@example.com')).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'Canon EF 50mm' }).getAttribute('href')).toBe(
      paths.product.getHref(4),
    );
    expect(within(row).getByRole('img', { name: '4 out of 5 stars' })).toBeTruthy();
    expect(within(row).getByText('Sharp and light.')).toBeTruthy();
    expect(
      within(row).getByRole('button', { name: 'Delete the review of Canon EF 50mm by Nora Customer' }),
    ).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'Search reviews' })).toBeTruthy();
    // Reviews have no status to filter by.
    expect(screen.queryByRole('radiogroup')).toBeNull();
  });

  it('shows cards where the table does not fit', () => {
    renderScreen(<AdminReviewsView />, {
      route,
      path: '/administrator-dashboard/reviews',
      seed: listOf([review]),
      width: 400,
    });
    expect(screen.queryByRole('table')).toBeNull();
    const card = screen.getByRole('listitem');
    expect(within(card).getByText('Sharp and light.')).toBeTruthy();
    expect(
      within(card).getByRole('button', { name: 'Delete the review of Canon EF 50mm by Nora Customer' }),
    ).toBeTruthy();
  });

  it('says when there are no reviews yet, and when none match the search', () => {
    const { unmount } = renderScreen(<AdminReviewsView />, {
      route,
      path: '/administrator-dashboard/reviews',
      seed: listOf([]),
    });
    expect(screen.getByText('There are no reviews yet.')).toBeTruthy();
    unmount();
    renderScreen(<AdminReviewsView />, {
      route,
      path: '/administrator-dashboard/reviews?q=zzz',
      seed: listOf([], { q: 'zzz' }),
    });
    expect(screen.getByText('No reviews match this search.')).toBeTruthy();
  });

  it('shows the one review an address names, and says "not found" for one that names none', () => {
    const { unmount } = renderScreen(<AdminReviewsView />, {
      route,
      path: '/administrator-dashboard/reviews/12',
      seed: [[queryKeys.reviews.adminDetail(12), review]],
    });
    expect(screen.getAllByRole('row')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'All reviews' }).getAttribute('href')).toBe(
      '/administrator-dashboard/reviews',
    );
    expect(screen.getByRole('link', { name: 'History' })).toBeTruthy();
    unmount();
    renderScreen(<AdminReviewsView />, { route, path: '/administrator-dashboard/reviews/0' });
    expect(screen.getByRole('heading', { name: 'Review not found', level: 2 })).toBeTruthy();
    expect(screen.getByText('This review does not exist.')).toBeTruthy();
  });

  it('reaches the search and a review’s Delete by keyboard; Delete asks first', async () => {
    const user = userEvent.setup();
    renderScreen(<AdminReviewsView />, {
      route,
      path: '/administrator-dashboard/reviews',
      seed: listOf([review], {}, 'cursor'),
    });
    await tabTo(user, screen.getByRole('searchbox', { name: 'Search reviews' }));
    await tabTo(user, screen.getByRole('button', { name: 'Load more' }));
    await tabTo(user, screen.getByRole('button', { name: 'Delete the review of Canon EF 50mm by Nora Customer' }));
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Delete review' });
    expect(within(dialog).getByText('Are you sure you want to delete it?')).toBeTruthy();
  });
});
