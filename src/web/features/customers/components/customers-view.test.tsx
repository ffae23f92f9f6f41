// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AdminUser } from '@shared/schemas/user';
import { accountant, columnNames, counter, pages, renderScreen, tabTo, type Seed } from '@/test/render-screen';
import { customerKeys } from '../api/customer-keys';
import { agency, privateCustomer, studio } from '../lib/customer-fixtures';
import { CustomersView } from './customers-view';

const seed = (customers: AdminUser[]): Seed => [[customerKeys.list({}), pages(customers)]];

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The PATCH requests sent, each with its address and body; a list asked again gets `list`. */
function stubServer(answer: () => Response, list: () => AdminUser[]) {
  const patches: { url: string; body: unknown }[] = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    if (request.method === 'PATCH') {
      patches.push({ url: new URL(request.url).pathname, body: await request.json() });
      return answer();
    }
    return json({ items: list(), next: null });
  });
  return patches;
}

async function openTerms(user: ReturnType<typeof userEvent.setup>, company: string) {
  await user.click(screen.getByRole('button', { name: `Invoice terms of ${company}` }));
  return screen.findByRole('dialog', { name: 'Invoice terms' });
}

describe('CustomersView', () => {
  it('shows a business customer’s company, VAT number and VIES’s answer, and invoice terms only for a business', () => {
    renderScreen(<CustomersView />, { seed: seed([agency, privateCustomer, studio]) });
    expect(screen.getByRole('heading', { name: 'Customers', level: 1 })).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'Search customers' })).toBeTruthy();
    const table = screen.getByRole('table');
    expect(columnNames(table)).toEqual(['Customer', 'Business', 'Payment', 'Actions']);
    const [, first, second, third] = within(table).getAllByRole('row');
    expect(cells(first!)).toEqual([
      'Ada Agencyada@agency.example',
      'Plano Agencia SLVAT number ESB12345678VIES: not confirmed',
      'On invoice, 45 days',
      'Invoice terms',
    ]);
    expect(cells(second!)).toEqual(['Paul Privatepaul@example.com', 'Private customer', 'Not on invoice', '']);
    expect(within(second!).queryByRole('button')).toBeNull();
    expect(cells(third!)).toEqual([
      'Nora Studionora@studio.example',
      'Lumen Studio GmbHVAT number DE123456789VIES: valid',
      'Not on invoice',
      'Invoice terms',
    ]);
    expect(within(third!).getByTestId('vies-status').dataset.status).toBe('valid');
  });

  it('shows cards where the table does not fit, a private customer’s without an action', () => {
    renderScreen(<CustomersView />, { seed: seed([studio, privateCustomer]), width: 390 });
    expect(screen.queryByRole('table')).toBeNull();
    const [business, person] = screen.getAllByRole('listitem');
    expect(within(business!).getByText('VIES: valid')).toBeTruthy();
    expect(within(business!).getByRole('button', { name: 'Invoice terms of Lumen Studio GmbH' })).toBeTruthy();
    expect(within(person!).getByText('Private customer')).toBeTruthy();
    expect(within(person!).queryByRole('button')).toBeNull();
  });

  it('lets a business pay on invoice within 30 days, opened by keyboard', async () => {
    const user = userEvent.setup();
    renderScreen(<CustomersView />, { seed: seed([studio]) });
    const saved = { ...studio.business!, payOnInvoice: true, paymentTermsDays: 30 };
    const patches = stubServer(
      () => json({ ...studio, business: saved }),
      () => [{ ...studio, business: saved }],
    );
    await tabTo(user, screen.getByRole('button', { name: 'Invoice terms of Lumen Studio GmbH' }));
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Invoice terms' });
    expect(within(dialog).getByText('Nora Studio rents for Lumen Studio GmbH.')).toBeTruthy();
    const allowed = within(dialog).getByRole('switch', { name: 'May pay on invoice' });
    const days = within(dialog).getByRole('textbox', { name: /^Payment terms, days/ });
    expect(allowed).toHaveProperty('checked', false);
    expect(days).toHaveProperty('value', '14');
    await user.click(allowed);
    await user.clear(days);
    await user.type(days, '30');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Invoice terms of Lumen Studio GmbH saved')).toBeTruthy();
    expect(patches).toEqual([
      { url: '/api/admin/users/user-studio', body: { payOnInvoice: true, paymentTermsDays: 30 } },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [, row] = within(screen.getByRole('table')).getAllByRole('row');
    expect(cells(row!)[2]).toBe('On invoice, 30 days');
  });

  it('refuses 0 days before sending anything, under the field', async () => {
    const user = userEvent.setup();
    renderScreen(<CustomersView />, { seed: seed([studio]) });
    const patches = stubServer(
      () => json(studio),
      () => [studio],
    );
    const dialog = await openTerms(user, 'Lumen Studio GmbH');
    const days = within(dialog).getByRole('textbox', { name: /^Payment terms, days/ });
    await user.clear(days);
    await user.type(days, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter a whole number of days from 1 to 120.')).toBeTruthy();
    expect(days.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(days);
    expect(patches).toEqual([]);
  });

  it('says so when the customer removed their business meanwhile, and closes', async () => {
    const user = userEvent.setup();
    renderScreen(<CustomersView />, { seed: seed([studio]) });
    const patches = stubServer(
      () => json({ error: { code: 'NOT_A_BUSINESS', message: 'Not a business.' } }, 409),
      () => [{ ...studio, business: null }],
    );
    const dialog = await openTerms(user, 'Lumen Studio GmbH');
    await user.click(within(dialog).getByRole('switch', { name: 'May pay on invoice' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('This customer has no business details any more: they removed them from their account.'),
    ).toBeTruthy();
    expect(patches).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The list, asked again, shows a private customer.
    await waitFor(() => expect(screen.getByText('Private customer')).toBeTruthy());
  });

  it('shows the server’s refusal of the days under the field', async () => {
    const user = userEvent.setup();
    renderScreen(<CustomersView />, { seed: seed([studio]) });
    stubServer(
      () => json({ error: { code: 'VALIDATION_ERROR', message: 'At most 120 days.', field: 'paymentTermsDays' } }, 400),
      () => [studio],
    );
    const dialog = await openTerms(user, 'Lumen Studio GmbH');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter a whole number of days from 1 to 120.')).toBeTruthy();
    expect(await screen.findByText('Error submitting')).toBeTruthy();
  });

  // Paying on invoice is the shop's allowance (customers.manage, decision 092): a counter or an
  // accountant reads it, and is not offered to change it.
  it.each([
    ['a counter', counter],
    ['an accountant', accountant],
  ])('shows %s the invoice terms without the way to change them, nor its empty column', (_name, signedIn) => {
    renderScreen(<CustomersView />, { seed: seed([agency, privateCustomer, studio]), user: signedIn });
    expect(
      screen.getByText(
        'Every account of the shop, by e-mail address. A business customer shows its company, its VAT number and whether it may pay on invoice.',
      ),
    ).toBeTruthy();
    const table = screen.getByRole('table');
    expect(columnNames(table)).toEqual(['Customer', 'Business', 'Payment']);
    const [, first] = within(table).getAllByRole('row');
    expect(cells(first!)).toEqual([
      'Ada Agencyada@agency.example',
      'Plano Agencia SLVAT number ESB12345678VIES: not confirmed',
      'On invoice, 45 days',
    ]);
    expect(screen.queryByRole('button', { name: /^Invoice terms/ })).toBeNull();
  });

  it('leaves the invoice terms off a counter’s cards too', () => {
    renderScreen(<CustomersView />, { seed: seed([studio, privateCustomer]), user: counter, width: 390 });
    const [business] = screen.getAllByRole('listitem');
    expect(within(business!).getByText('VIES: valid')).toBeTruthy();
    expect(within(business!).getByText('Not on invoice')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Invoice terms/ })).toBeNull();
  });
});
