// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Quote } from '@shared/schemas/quote';
import { queryKeys } from '@/lib/query-keys';
import { accountant, admin, counter, renderScreen } from '@/test/render-screen';
import DashboardQuotesPage from './dashboard-quotes-page';

/* The dashboard's quotes (decision 090): the list, newest first, and a new quote's form. */

const quote = (id: number, version: number, status: Quote['status']): Partial<Quote> => ({
  id,
  number: 'QUO-2030-00001',
  version,
  status,
  customerName: 'Claire Martin',
  company: 'Productions Lumière SA',
  validUntil: '2030-03-24',
  total: '294.14',
});

function render(user = admin) {
  return renderScreen(<DashboardQuotesPage />, {
    user,
    seed: [
      [queryKeys.quotes.adminList, { items: [quote(2, 2, 'open'), quote(1, 1, 'superseded')], next: null }],
      [[...queryKeys.orders.all, 'new', 'products', ''], { items: [], next: null }],
      // Nobody has this address yet: the form asks for a name.
      [[...queryKeys.orders.all, 'new', 'customer', 'nora@example.com'], { items: [], next: null }],
    ],
  });
}

describe('the dashboard’s quotes', () => {
  it('lists every version with its customer, status and total, each opening its page', () => {
    render();
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByRole('link', { name: 'Open quote QUO-2030-00001 v2' }).getAttribute('href')).toBe(
      '/administrator-dashboard/quotes/2',
    );
    expect(rows[0]!.textContent).toContain('Productions Lumière SA');
    expect(rows[0]!.textContent).toContain('Open');
    expect(rows[1]!.textContent).toContain('Superseded');
    expect(rows[0]!.textContent).toContain('€294.14');
  });

  it('asks for each line’s product and dates before it sends a new quote', async () => {
    const user = userEvent.setup();
    render();
    await user.type(screen.getByRole('textbox', { name: /Customer’s e-mail/ }), 'nora@example.com');
    await user.click(screen.getByRole('button', { name: 'Make the quote' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Line 1 needs a product and dates.');
    expect(await screen.findByText('No account yet: one is opened and an invitation mailed.')).toBeDefined();
  });

  // Making a quote is taking orders (decision 092): an accountant reads the list only.
  it('offers a counter the new quote’s form, and an accountant the list alone', () => {
    const { unmount } = render(counter);
    expect(screen.getByRole('heading', { name: 'New quote for a customer' })).toBeTruthy();
    unmount();
    render(accountant);
    expect(screen.queryByRole('heading', { name: 'New quote for a customer' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Make the quote' })).toBeNull();
    expect(screen.getAllByRole('row').slice(1)).toHaveLength(2);
  });
});
