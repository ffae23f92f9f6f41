// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { OwnReview } from '@shared/schemas/review';
import { paths } from '@/lib/paths';
import { queryKeys } from '@/lib/query-keys';
import { columnNames, customer, renderScreen } from '@/test/render-screen';
import { OwnReviewsView } from './own-reviews-view';

const review: OwnReview = {
  id: 12,
  productId: 4,
  authorName: 'Carl Customer',
  rating: 5,
  comments: '',
  createdAt: '2030-05-03T10:00:00.000Z',
  productName: 'Canon EF 50mm',
  productImageUrl: null,
};

const route = paths.account.reviews.path;
const own = (rows: OwnReview[]) => [[queryKeys.reviews.own(customer.id), rows]] as [readonly unknown[], unknown][];

describe('OwnReviewsView', () => {
  it('shows the customer’s reviews with Edit and Delete, and no user column', () => {
    renderScreen(<OwnReviewsView />, { route, path: '/account/reviews', user: customer, seed: own([review]) });
    const table = screen.getByRole('table');
    expect(columnNames(table)).toEqual(['Date', 'Product', 'Rating', 'Comments']);
    const row = within(table).getAllByRole('row')[1]!;
    expect(within(row).getByRole('img', { name: '5 out of 5 stars' })).toBeTruthy();
    expect(within(row).getByText('No comments')).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Edit the review of Canon EF 50mm' })).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Delete the review of Canon EF 50mm' })).toBeTruthy();
    expect(screen.queryByRole('searchbox')).toBeNull();
  });

  it('shows cards with both actions on a phone', () => {
    renderScreen(<OwnReviewsView />, {
      route,
      path: '/account/reviews',
      user: customer,
      seed: own([review]),
      width: 360,
    });
    const card = screen.getByRole('listitem');
    expect(within(card).getByRole('button', { name: 'Edit the review of Canon EF 50mm' })).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Delete the review of Canon EF 50mm' })).toBeTruthy();
  });

  it('says when there are none, and "not found" for another’s', () => {
    const { unmount } = renderScreen(<OwnReviewsView />, {
      route,
      path: '/account/reviews',
      user: customer,
      seed: own([]),
    });
    expect(screen.getByText('There are no reviews yet.')).toBeTruthy();
    unmount();
    renderScreen(<OwnReviewsView />, { route, path: '/account/reviews/x', user: customer });
    expect(screen.getByRole('heading', { name: 'Review not found' })).toBeTruthy();
    expect(screen.getByText('This review does not exist, or it is not one of yours.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'All reviews' }).getAttribute('href')).toBe('/account/reviews');
  });
});
