// @vitest-environment happy-dom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { languages } from '@shared/languages';
import { paths } from '@/lib/paths';
import { queryKeys } from '@/lib/query-keys';
import { renderScreen, type Seed } from '@/test/render-screen';
import { csvDelimiter } from '../api/use-invoice-list';
import InvoicesPage from '../pages/invoices-page';

/** A period with no documents: the page's list is at hand, so only the exports ask the server. */
const noDocuments = (from: string, to: string): Seed[number] => [
  queryKeys.invoices.list(from, to),
  { items: [], totalsByRate: [], totals: { net: '0.00', vat: '0.00', gross: '0.00' } },
];

/** The invoices page for January 2030 (February's list at hand too). */
const renderPage = () =>
  renderScreen(<InvoicesPage />, {
    path: '/?from=2030-01-01&to=2030-01-31',
    seed: [
      noDocuments('2030-01-01', '2030-01-31'),
      noDocuments('2030-02-01', '2030-02-28'),
      // The open items below the exports: none.
      [queryKeys.invoices.openItems(), { items: [], open: '0.00' }],
    ],
  });

const datevAddress = '/api/admin/invoices/export.datev.csv?from=2030-01-01&to=2030-01-31';

const refusal = (status: number, code: string, field: string) =>
  new Response(JSON.stringify({ error: { code, message: `The server's own words (${code})`, field } }), {
    status,
    headers: { 'content-type': 'application/json' },
  });

/** Answers every request with `answer`, and keeps the addresses asked for. */
function stubFetch(answer: () => Response) {
  const asked: string[] = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    const url = new URL(request.url);
    asked.push(`${url.pathname}${url.search}`);
    return answer();
  });
  return asked;
}

/** What a download would save: the object URLs made and the temporary links clicked. */
function watchDownloads() {
  const created = vi.fn((_file: Blob) => 'blob:framehire/datev-1');
  const revoked = vi.fn();
  vi.stubGlobal('URL', Object.assign(class extends URL {}, { createObjectURL: created, revokeObjectURL: revoked }));
  const clicked: { href: string; download: string }[] = [];
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push({ href: this.getAttribute('href') ?? '', download: this.download });
  });
  return { created, revoked, clicked, restore: () => click.mockRestore() };
}

describe('the invoices’ exports', () => {
  it('links the CSV delimited by commas in English and the ZIP, each for the period; DATEV is a button', () => {
    renderPage();
    const href = (name: string) => screen.getByRole('link', { name }).getAttribute('href');
    expect(href('Export CSV')).toBe('/api/admin/invoices/export.csv?from=2030-01-01&to=2030-01-31&delimiter=comma');
    expect(href('Download PDFs (ZIP)')).toBe('/api/admin/invoices/export.zip?from=2030-01-01&to=2030-01-31');
    expect(screen.queryByRole('link', { name: 'DATEV export' })).toBeNull();
    expect(screen.getByRole('button', { name: 'DATEV export' })).toBeTruthy();
  });

  it('delimits the CSV by semicolons in German and Spanish, whose spreadsheets use a decimal comma', () => {
    expect(Object.fromEntries(languages.map((language) => [language, csvDelimiter(language)]))).toEqual({
      en: 'comma',
      es: 'semicolon',
      de: 'semicolon',
    });
  });

  it('saves the DATEV batch under the name the server gives it', async () => {
    const user = userEvent.setup();
    renderPage();
    const downloads = watchDownloads();
    try {
      const asked = stubFetch(
        () =>
          new Response('"EXTF";700;21', {
            status: 200,
            headers: {
              'content-type': 'text/csv; charset=windows-1252',
              'content-disposition': 'attachment; filename="EXTF_Buchungsstapel_2030-01-01_2030-01-31.csv"',
            },
          }),
      );
      await user.click(screen.getByRole('button', { name: 'DATEV export' }));
      await waitFor(() => expect(downloads.clicked).toHaveLength(1));
      expect(asked).toEqual([datevAddress]);
      expect(downloads.created).toHaveBeenCalledTimes(1);
      expect(await downloads.created.mock.calls[0]![0].text()).toBe('"EXTF";700;21');
      expect(downloads.clicked[0]).toEqual({
        href: 'blob:framehire/datev-1',
        download: 'EXTF_Buchungsstapel_2030-01-01_2030-01-31.csv',
      });
      // The temporary link is gone, and nothing is refused.
      expect(document.querySelector('a[href^="blob:"]')).toBeNull();
      expect(screen.queryByRole('alert')).toBeNull();
      await waitFor(() =>
        expect(screen.getByRole('button', { name: 'DATEV export' }).hasAttribute('disabled')).toBe(false),
      );
    } finally {
      downloads.restore();
    }
  });

  it('shows a missing revenue account, with the way to the settings, and saves nothing', async () => {
    const user = userEvent.setup();
    renderPage();
    const downloads = watchDownloads();
    try {
      const asked = stubFetch(() => refusal(409, 'DATEV_ACCOUNT_MISSING', 'accounting.datev.revenueAccounts'));
      // By keyboard: the button is reached and pressed with Enter.
      screen.getByRole('button', { name: 'DATEV export' }).focus();
      await user.keyboard('{Enter}');
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toBe(
        'A VAT rate of these invoices has no revenue account: set one in Settings, Accounting (DATEV).',
      );
      expect(within(alert).getByRole('link', { name: 'Settings, Accounting (DATEV)' }).getAttribute('href')).toBe(
        `${paths.dashboard.settings.getHref()}#settings-accounting`,
      );
      expect(asked).toEqual([datevAddress]);
      expect(downloads.created).not.toHaveBeenCalled();
      expect(downloads.clicked).toEqual([]);
      // The button is back, with the focus.
      await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'DATEV export' })));
      // Closed, the alert goes.
      await user.click(within(alert).getByRole('button', { name: 'Close' }));
      expect(screen.queryByRole('alert')).toBeNull();
    } finally {
      downloads.restore();
    }
  });

  it('says a period across two fiscal years is exported in two parts, and anything else in the app’s words', async () => {
    const user = userEvent.setup();
    const { router } = renderPage();
    let answer = () => refusal(400, 'BAD_PERIOD', 'to');
    stubFetch(() => answer());
    await user.click(screen.getByRole('button', { name: 'DATEV export' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'A DATEV export stays within one fiscal year: export the period in two parts.',
    );

    answer = () => new Response('Internal Server Error', { status: 500 });
    await user.click(screen.getByRole('button', { name: 'DATEV export' }));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'Error downloading the DATEV export: An unknown error occurred',
      ),
    );
    // Another period has not been tried yet: the refusal was about January's.
    await router.navigate('/?from=2030-02-01&to=2030-02-28');
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });
});
