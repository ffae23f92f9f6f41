// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { OpenItems } from '@shared/schemas/invoice';
import { paths } from '@/lib/paths';
import { queryKeys } from '@/lib/query-keys';
import { accountant, renderScreen } from '@/test/render-screen';
import InvoicesPage from './invoices-page';

/*
 * The accountant's page (decision 092): every export, and the open items leading to each order,
 * where the transfer received is recorded (payments.take). The settings are not the accountant's:
 * a refusal that needs them says whom to ask instead of linking a page the role may not open.
 */

const openItems: OpenItems = {
  items: [
    {
      invoiceId: 7,
      number: 'RE-2030-0007',
      orderId: 5,
      orderReference: 'FH-2030-000005',
      customerName: 'Ada Agency',
      company: 'Plano Agencia SL',
      issueDate: '2030-01-10',
      dueDate: '2030-02-24',
      daysOverdue: 0,
      total: '450.00',
      open: '450.00',
      reminders: 0,
      lastReminderAt: null,
      url: '/api/invoices/7.pdf',
    },
  ],
  open: '450.00',
};

const renderPage = () =>
  renderScreen(<InvoicesPage />, {
    path: '/?from=2030-01-01&to=2030-01-31',
    user: accountant,
    seed: [
      [
        queryKeys.invoices.list('2030-01-01', '2030-01-31'),
        { items: [], totalsByRate: [], totals: { net: '0.00', vat: '0.00', gross: '0.00' } },
      ],
      [queryKeys.invoices.openItems(), openItems],
    ],
  });

describe('the invoices page for an accountant', () => {
  it('offers every export, and each open item’s order, where its transfer is recorded', () => {
    renderPage();
    expect(screen.getByRole('link', { name: 'Export CSV' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download PDFs (ZIP)' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'DATEV export' })).toBeTruthy();
    const item = screen.getByTestId('open-item');
    expect(within(item).getByRole('link', { name: 'RE-2030-0007' }).getAttribute('href')).toBe(
      paths.dashboard.order.getHref(5),
    );
  });

  it('says whom to ask for a missing revenue account, without a link to the settings', async () => {
    const user = userEvent.setup();
    renderPage();
    // The page's own reads are seeded: the only request is the export's, refused.
    vi.stubGlobal(
      'fetch',
      async () =>
        new Response(
          JSON.stringify({
            error: { code: 'DATEV_ACCOUNT_MISSING', message: 'No account.', field: 'accounting.datev.revenueAccounts' },
          }),
          { status: 409, headers: { 'content-type': 'application/json' } },
        ),
    );
    await user.click(screen.getByRole('button', { name: 'DATEV export' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe(
      "A VAT rate of these invoices has no revenue account: ask the shop's manager or owner to set one in Settings, Accounting (DATEV).",
    );
    expect(within(alert).queryByRole('link')).toBeNull();
  });
});
