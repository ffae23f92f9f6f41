// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { CartLine } from '@shared/cart';
import { isoDate } from '@shared/calendar-date';
import { testProduct } from '@shared/test/test-product';
import { customer, renderScreen } from '@/test/render-screen';
import { RequestQuoteButton } from './request-quote-button';

/* "Request a quote" under checkout (issue 46, decision 090). */

const lines: CartLine[] = [
  {
    product: testProduct(4, '50.00', 'Canon EOS R5'),
    quantity: 2,
    range: { dateFrom: isoDate('2030-05-01'), dateTo: isoDate('2030-05-07') },
  },
];

describe('the cart’s “Request a quote”', () => {
  it('sends the cart’s lines without prices and opens the new quote’s page', async () => {
    const user = userEvent.setup();
    // Any address renders the cart here: the test follows where the button goes.
    const { router } = renderScreen(<RequestQuoteButton lines={lines} disabled={false} />, {
      user: customer,
      route: '*',
    });
    const sent: unknown[] = [];
    vi.stubGlobal('fetch', async (request: Request) => {
      sent.push(await request.json());
      return new Response(JSON.stringify({ id: 12, number: 'QUO-2030-00012' }), {
        status: 201,
        headers: { 'content-type': 'application/json' },
      });
    });
    screen.getByRole('button', { name: 'Request a quote' }).focus();
    await user.keyboard('{Enter}');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/account/quotes/12'));
    expect(sent).toEqual([{ lines: [{ productId: 4, dateFrom: '2030-05-01', dateTo: '2030-05-07', quantity: 2 }] }]);
  });

  it('is not offered to a visitor who is not signed in', () => {
    renderScreen(<RequestQuoteButton lines={lines} disabled={false} />, { user: null });
    expect(screen.queryByRole('button', { name: 'Request a quote' })).toBeNull();
  });
});
