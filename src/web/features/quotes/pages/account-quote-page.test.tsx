// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Quote } from '@shared/schemas/quote';
import { queryKeys } from '@/lib/query-keys';
import { customer, renderScreen } from '@/test/render-screen';
import AccountQuotePage from './account-quote-page';

/* The customer's quote page (decision 090): the quote, the rental terms, signing and accepting it by keyboard. */

const quote: Quote = {
  id: 7,
  number: 'QUO-2030-00007',
  version: 2,
  status: 'open',
  userId: customer.id,
  customerName: customer.fullName,
  customerEmail: customer.email,
  company: 'Studio Nord GmbH',
  vatId: 'DE811907980',
  vatTreatment: 'standard',
  couponCode: null,
  lines: [
    {
      productId: 3,
      productName: 'Canon EOS R5',
      dateFrom: '2030-03-13',
      dateTo: '2030-03-19',
      quantity: 1,
      chargedDays: 7,
      dailyPrice: '50.00',
      rent: '350.00',
      discount: '0.00',
      damageWaiver: '0.00',
      vatRate: 19,
      total: '350.00',
    },
  ],
  discount: '0.00',
  damageWaiver: '0.00',
  vat: [{ rate: 19, amount: '55.88' }],
  total: '350.00',
  validUntil: '2030-03-24',
  createdAt: '2030-03-10T10:00:00.000Z',
  url: '/account/quotes/7',
  pdfUrl: '/api/quotes/7/pdf',
  terms: 'Return every unit clean.\nLate returns cost a day each.',
  termsVersion: 3,
  language: 'en',
  acceptance: null,
  orderId: null,
  agreementUrl: null,
  // The shop (UTC in these tests) holds its units through 12 March, the day before its rental.
  heldUntil: '2030-03-13T00:00:00.000Z',
};

const shop = { payments: { methods: ['at_pickup'], holdMinutes: 30 } };

function render(shown: Quote = quote) {
  return renderScreen(<AccountQuotePage />, {
    route: '/account/quotes/:id',
    path: `/account/quotes/${shown.id}`,
    user: customer,
    seed: [
      [queryKeys.quotes.ownDetail(customer.id, shown.id), shown],
      [queryKeys.shop, shop],
    ],
  });
}

describe('the quote page', () => {
  it('shows the lines, total, validity, PDF and the terms of their version', () => {
    render();
    expect(screen.getByRole('heading', { name: 'Quote QUO-2030-00007' })).toBeDefined();
    expect(screen.getByText(/Version 2/).textContent).toContain('Valid until');
    expect(screen.getByTestId('quote-held').textContent).toBe('Its units are held for it through 12 March 2030.');
    expect(screen.getByRole('cell', { name: 'Canon EOS R5' })).toBeDefined();
    expect(screen.getByTestId('quote-total').textContent).toBe('Total: €350.00');
    expect(screen.getByRole('link', { name: 'Download the PDF' }).getAttribute('href')).toBe('/api/quotes/7/pdf');
    expect(screen.getByRole('region', { name: 'Rental terms (version 3)' }).textContent).toContain(
      'Late returns cost a day each.',
    );
  });

  it('asks for the name and the terms first, then accepts by keyboard and sends the signature', async () => {
    const user = userEvent.setup();
    render();
    const sent: unknown[] = [];
    vi.stubGlobal('fetch', async (request: Request) => {
      sent.push(await request.json());
      return new Response(JSON.stringify({ error: { code: 'QUOTE_EXPIRED', message: 'No longer valid.' } }), {
        status: 409,
        headers: { 'content-type': 'application/json' },
      });
    });
    const submit = screen.getByRole('button', { name: 'Accept and place the order' });
    await user.click(submit);
    expect(await screen.findByText('Type your name.')).toBeDefined();
    await user.type(screen.getByRole('textbox', { name: /Your name/ }), 'Claire Martin');
    await user.click(submit);
    expect(await screen.findByText('Accept the rental terms to go on.')).toBeDefined();
    expect(sent).toEqual([]);

    screen.getByRole('checkbox', { name: 'I have read and accept the rental terms' }).focus();
    await user.keyboard(' ');
    await user.keyboard('{Enter}');
    await vi.waitFor(() => expect(sent).toEqual([{ name: 'Claire Martin', acceptTerms: true, payment: 'at_pickup' }]));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This quote is no longer valid: ask the shop for a new version.',
    );
  });

  it('offers no acceptance for a superseded quote and says why', () => {
    render({ ...quote, status: 'superseded' });
    expect(screen.queryByRole('button', { name: 'Accept and place the order' })).toBeNull();
    expect(screen.getByText('A newer version replaces this quote: open it from your quotes.')).toBeDefined();
  });
});
