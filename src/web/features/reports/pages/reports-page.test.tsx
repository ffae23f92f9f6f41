// @vitest-environment happy-dom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { RevenueReport, UtilisationReport } from '@shared/schemas/reports';
import { queryKeys } from '@/lib/query-keys';
import { shopToday } from '@/lib/shop-calendar';
import { layOutCharts } from '@/test/chart-size';
import { admin, renderScreen, type Seed } from '@/test/render-screen';
import { presets } from '../lib/period';
import ReportsPage from './reports-page';

/* The owner's reports (decision 093) for March 2030, from answers seeded as the server gives them. */

const MARCH = { from: '2030-03-01', to: '2030-03-31' } as const;

const byProduct: RevenueReport = {
  ...MARCH,
  by: 'product',
  rows: [
    { key: '12', label: 'Sony Alpha 7 IV', net: '100.00', vat: '19.00', gross: '119.00', documents: 2 },
    { key: '7', label: 'Sigma 35mm F1.4', net: '16.81', vat: '3.19', gross: '20.00', documents: 1 },
    { key: '', label: '', net: '-8.40', vat: '-1.60', gross: '-10.00', documents: 1 },
  ],
  total: { net: '108.41', vat: '20.59', gross: '129.00' },
};

const byCustomer: RevenueReport = {
  ...MARCH,
  by: 'customer',
  rows: [{ key: 'u-1', label: 'Claire Martin', net: '108.41', vat: '20.59', gross: '129.00', documents: 4 }],
  total: byProduct.total,
};

const utilisation: UtilisationReport = {
  ...MARCH,
  products: [
    {
      productId: 7,
      productName: 'Sigma 35mm F1.4',
      categoryName: 'Lenses',
      isKit: false,
      units: 1,
      daysOut: 3,
      daysPossible: 31,
      utilisation: 3 / 31,
      lateReturns: 1,
      incidents: 0,
    },
    {
      productId: 12,
      productName: 'Sony Alpha 7 IV',
      categoryName: 'Cameras',
      isKit: false,
      units: 2,
      daysOut: 2,
      daysPossible: 62,
      utilisation: 2 / 62,
      lateReturns: 0,
      incidents: 1,
    },
    {
      productId: 20,
      productName: 'Manfrotto Befree',
      categoryName: 'Tripods',
      isKit: false,
      units: 1,
      daysOut: 0,
      daysPossible: 31,
      utilisation: 0,
      lateReturns: 0,
      incidents: 0,
    },
    // A kit: its days are its parts' (decision 093); its late return and incident are its own.
    {
      productId: 30,
      productName: 'Vlog kit',
      categoryName: 'Kits',
      isKit: true,
      units: 0,
      daysOut: 0,
      daysPossible: 0,
      utilisation: 0,
      lateReturns: 1,
      incidents: 1,
    },
  ],
  units: [
    { id: 1, serialNumber: 'SIG-1', productId: 7, daysOut: 3, daysPossible: 31, utilisation: 3 / 31 },
    { id: 2, serialNumber: 'A7-1', productId: 12, daysOut: 2, daysPossible: 31, utilisation: 2 / 31 },
    { id: 3, serialNumber: 'A7-2', productId: 12, daysOut: 0, daysPossible: 31, utilisation: 0 },
    { id: 4, serialNumber: 'MF-1', productId: 20, daysOut: 0, daysPossible: 31, utilisation: 0 },
  ],
  totals: { products: 3, idleProducts: 1, units: 4, daysOut: 5, daysPossible: 124, utilisation: 5 / 124 },
};

const revenueSeed = (report: RevenueReport): Seed[number] => [
  queryKeys.reports.revenue(report.from, report.to, report.by),
  report,
];
const utilisationSeed = (report: UtilisationReport): Seed[number] => [
  queryKeys.reports.utilisation(report.from, report.to),
  report,
];

function renderPage(query: string, seed: Seed, user = admin) {
  layOutCharts();
  return renderScreen(<ReportsPage />, { path: `/?${query}`, seed, user });
}

/** Answers the reports' requests with `answer`, and keeps the addresses asked for. */
function stubFetch(answer: (url: URL) => unknown) {
  const asked: URL[] = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    const url = new URL(request.url);
    asked.push(url);
    return new Response(JSON.stringify(answer(url)), { headers: { 'content-type': 'application/json' } });
  });
  return asked;
}

const section = (name: string) => screen.getByRole('region', { name });
/** A row's cells' texts, its heading cell first. */
const cells = (row: HTMLElement) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent);

describe('the reports page', () => {
  it('shows the revenue by product with its total, the group of no product named, and the totals above', () => {
    renderPage('from=2030-03-01&to=2030-03-31&by=product', [revenueSeed(byProduct), utilisationSeed(utilisation)]);
    const revenue = section('Revenue');
    const table = within(revenue).getByTestId('revenue-table');
    const rows = within(table).getAllByTestId('revenue-row');
    expect(rows.map(cells)).toEqual([
      ['Sony Alpha 7 IV', '€100.00', '€19.00', '€119.00', '2'],
      ['Sigma 35mm F1.4', '€16.81', '€3.19', '€20.00', '1'],
      ['No product (fees, adjustments)', '-€8.40', '-€1.60', '-€10.00', '1'],
    ]);
    expect(cells(within(table).getByTestId('revenue-total'))).toEqual(['Total', '€108.41', '€20.59', '€129.00', '']);
    // The period's totals above the chart: net, VAT and gross, each under its name.
    const totals = within(revenue).getByTestId('revenue-totals');
    const stats = [...totals.querySelectorAll('p')].map((text) => text.textContent);
    expect(stats).toEqual(['Net revenue', '€108.41', 'VAT', '€20.59', 'Gross, VAT included', '€129.00']);
    expect(within(revenue).getByTestId('revenue-net').textContent).toBe('€108.41');
    expect(within(revenue).getByRole('radio', { name: 'Product' })).toHaveProperty('checked', true);
    // The chart, of bars for each product, is an image named by its caption, which points at the table.
    const chart = within(revenue).getByRole('img', {
      name: 'The 3 products with the most net revenue, 1 March 2030 – 31 March 2030',
    });
    expect(chart.querySelectorAll('.recharts-bar-rectangle').length).toBeGreaterThanOrEqual(3);
    expect(chart.closest('figure')!.querySelector('figcaption')!.textContent).toBe(
      'The 3 products with the most net revenue, 1 March 2030 – 31 March 2030. The figures are in the table below.',
    );
    expect(screen.getByTestId('reports-range').textContent).toBe('Showing 1 March 2030 – 31 March 2030');
  });

  it('asks for another grouping when it is switched, and keeps it in the address and the CSV link', async () => {
    const user = userEvent.setup();
    const { router } = renderPage('from=2030-03-01&to=2030-03-31&by=product', [
      revenueSeed(byProduct),
      utilisationSeed(utilisation),
    ]);
    const asked = stubFetch(() => byCustomer);
    const revenue = section('Revenue');
    expect(within(revenue).getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toBe(
      '/api/admin/reports/revenue.csv?from=2030-03-01&to=2030-03-31&by=product&delimiter=comma',
    );
    await user.click(within(revenue).getByRole('radio', { name: 'Customer' }));
    await waitFor(() => expect(within(revenue).getAllByTestId('revenue-row')).toHaveLength(1));
    expect(asked.map((url) => [url.pathname, Object.fromEntries(url.searchParams)])).toEqual([
      ['/api/admin/reports/revenue', { from: '2030-03-01', to: '2030-03-31', by: 'customer' }],
    ]);
    expect(cells(within(revenue).getByTestId('revenue-row'))).toEqual([
      'Claire Martin',
      '€108.41',
      '€20.59',
      '€129.00',
      '4',
    ]);
    expect(within(revenue).getByRole('columnheader', { name: 'Customer' })).toBeDefined();
    expect(router.state.location.search).toBe('?from=2030-03-01&to=2030-03-31&by=customer');
    expect(within(revenue).getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toBe(
      '/api/admin/reports/revenue.csv?from=2030-03-01&to=2030-03-31&by=customer&delimiter=comma',
    );
    expect(within(section('Utilisation')).getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toBe(
      '/api/admin/reports/utilisation.csv?from=2030-03-01&to=2030-03-31&delimiter=comma',
    );
  });

  it('labels days, weeks and months in the page’s language, and groups a month by day when the address names none', () => {
    const byDay: RevenueReport = {
      ...MARCH,
      by: 'day',
      rows: [{ key: '2030-03-14', label: '2030-03-14', net: '16.81', vat: '3.19', gross: '20.00', documents: 1 }],
      total: { net: '16.81', vat: '3.19', gross: '20.00' },
    };
    renderPage('from=2030-03-01&to=2030-03-31', [revenueSeed(byDay), utilisationSeed(utilisation)]);
    expect(screen.getByRole('radio', { name: 'Day' })).toHaveProperty('checked', true);
    expect(cells(screen.getByTestId('revenue-row'))[0]).toBe('14 March 2030');
    expect(screen.getByRole('columnheader', { name: 'Day' })).toBeDefined();
  });

  it('draws a year by month as bars, every month there, and a quarter by day as an area', () => {
    const year = { from: '2030-01-01', to: '2030-12-31' } as const;
    const byMonth: RevenueReport = {
      ...year,
      by: 'month',
      rows: [{ key: '2030-03', label: '2030-03', net: '58.83', vat: '11.17', gross: '70.00', documents: 3 }],
      total: { net: '58.83', vat: '11.17', gross: '70.00' },
    };
    renderPage('from=2030-01-01&to=2030-12-31', [revenueSeed(byMonth), utilisationSeed({ ...utilisation, ...year })]);
    expect(screen.getByRole('radio', { name: 'Month' })).toHaveProperty('checked', true);
    expect(cells(screen.getByTestId('revenue-row'))[0]).toBe('March 2030');
    const chart = screen.getByRole('img', { name: 'Net revenue and VAT per month, 1 January 2030 – 31 December 2030' });
    // Net and VAT for March; the other eleven months at nought.
    expect(chart.querySelectorAll('.recharts-bar-rectangle')).toHaveLength(24);
    cleanup();

    const quarter = { from: '2030-01-01', to: '2030-03-31' } as const;
    renderPage('from=2030-01-01&to=2030-03-31&by=day', [
      revenueSeed({ ...byMonth, ...quarter, by: 'day', rows: [{ ...byMonth.rows[0]!, key: '2030-03-14' }] }),
      utilisationSeed({ ...utilisation, ...quarter }),
    ]);
    const area = screen.getByRole('img', { name: 'Net revenue and VAT per day, 1 January 2030 – 31 March 2030' });
    expect(area.querySelectorAll('.recharts-area')).toHaveLength(2);
  });

  it('names weeks by their ISO number and first day', () => {
    const byWeek: RevenueReport = {
      ...MARCH,
      by: 'week',
      rows: [{ key: '2030-03-11', label: '2030-W11', net: '16.81', vat: '3.19', gross: '20.00', documents: 1 }],
      total: { net: '16.81', vat: '3.19', gross: '20.00' },
    };
    renderPage('from=2030-03-01&to=2030-03-31&by=week', [revenueSeed(byWeek), utilisationSeed(utilisation)]);
    expect(cells(screen.getByTestId('revenue-row'))[0]).toBe('Week 11, 2030from 11 March 2030');
  });

  it('shows each product’s utilisation as a percentage, the most used and the idle called out, and its units on demand', async () => {
    const user = userEvent.setup();
    renderPage('from=2030-03-01&to=2030-03-31&by=product', [revenueSeed(byProduct), utilisationSeed(utilisation)]);
    const part = section('Utilisation');
    const rows = within(part).getAllByTestId('utilisation-row');
    expect(rows.map(cells)).toEqual([
      ['Sigma 35mm F1.4Lenses', '9.7%', '3', '31', '1', '1', '0'],
      ['Sony Alpha 7 IVCameras', '3.2%', '2', '62', '2', '0', '1'],
      ['Manfrotto BefreeTripods', '0%', '0', '31', '1', '0', '0'],
      ['Vlog kitKitsA kit: its days out count on its parts', '—', '—', '—', '—', '1', '1'],
    ]);
    expect(within(part).getByTestId('utilisation-top').textContent).toBe('Sigma 35mm F1.49.7%Sony Alpha 7 IV3.2%');
    // The chart shows the used products only, named by its caption.
    const chart = within(part).getByRole('img', {
      name: 'Utilisation of the 2 most used products, 1 March 2030 – 31 March 2030',
    });
    expect(chart.querySelectorAll('.recharts-bar-rectangle')).toHaveLength(2);
    const idle = within(part).getByTestId('utilisation-idle');
    expect(idle.textContent).toBe('1 product not booked on any day of the period:Manfrotto Befree');

    const show = within(part).getByRole('button', { name: 'Show the units of Sony Alpha 7 IV' });
    expect(show.getAttribute('aria-expanded')).toBe('false');
    await user.click(show);
    const units = within(part).getByRole('table', { name: 'Units of Sony Alpha 7 IV' });
    expect(within(units).getAllByRole('row').slice(1).map(cells)).toEqual([
      ['A7-1', '6.5%', '2', '31'],
      ['A7-2', '0%', '0', '31'],
    ]);
    const hide = within(part).getByRole('button', { name: 'Hide the units of Sony Alpha 7 IV' });
    expect(hide.getAttribute('aria-expanded')).toBe('true');
    await user.click(hide);
    expect(within(part).queryByRole('table', { name: 'Units of Sony Alpha 7 IV' })).toBeNull();
  });

  it('lists the 15 most used products first, and all of them on request', async () => {
    const user = userEvent.setup();
    const many = Array.from({ length: 17 }, (_, index) => ({
      ...utilisation.products[0]!,
      productId: 100 + index,
      productName: `Product ${index + 1}`,
      utilisation: (17 - index) / 100,
    }));
    renderPage('from=2030-03-01&to=2030-03-31&by=product', [
      revenueSeed(byProduct),
      utilisationSeed({ ...utilisation, products: many, units: [] }),
    ]);
    const part = section('Utilisation');
    expect(within(part).getAllByTestId('utilisation-row')).toHaveLength(15);
    await user.click(within(part).getByRole('button', { name: 'Show all 17 products' }));
    expect(within(part).getAllByTestId('utilisation-row')).toHaveLength(17);
    await user.click(within(part).getByRole('button', { name: 'Show the 15 most used only' }));
    expect(within(part).getAllByTestId('utilisation-row')).toHaveLength(15);
  });

  it('says so when nothing was invoiced and there are no units', () => {
    const nothing: RevenueReport = {
      ...MARCH,
      by: 'day',
      rows: [],
      total: { net: '0.00', vat: '0.00', gross: '0.00' },
    };
    renderPage('from=2030-03-01&to=2030-03-31&by=day', [
      revenueSeed(nothing),
      utilisationSeed({
        ...MARCH,
        products: [],
        units: [],
        totals: { products: 0, idleProducts: 0, units: 0, daysOut: 0, daysPossible: 0, utilisation: 0 },
      }),
    ]);
    expect(within(section('Revenue')).getByText('Nothing was invoiced in this period.')).toBeDefined();
    expect(within(section('Revenue')).queryByTestId('revenue-table')).toBeNull();
    expect(within(section('Utilisation')).getByText('There are no units to report on yet.')).toBeDefined();
  });

  it('calls nothing out as used when every product was idle', () => {
    const idle = {
      ...utilisation,
      products: utilisation.products.map((product) => ({ ...product, utilisation: 0 })),
      totals: { ...utilisation.totals, idleProducts: 3, daysOut: 0, utilisation: 0 },
    };
    renderPage('from=2030-03-01&to=2030-03-31&by=product', [revenueSeed(byProduct), utilisationSeed(idle)]);
    const part = section('Utilisation');
    expect(within(part).getByText('Nothing was booked in this period.')).toBeDefined();
    expect(within(part).getByTestId('utilisation-idle').textContent).toContain('3 products not booked');
    expect(within(part).queryByTestId('utilisation-chart')).toBeNull();
  });

  it('counts the idle products of the whole shop, and points to the CSV for those not listed', () => {
    const large = { ...utilisation, totals: { ...utilisation.totals, products: 2400, idleProducts: 1900 } };
    renderPage('from=2030-03-01&to=2030-03-31&by=product', [revenueSeed(byProduct), utilisationSeed(large)]);
    const part = section('Utilisation');
    expect(within(part).getByTestId('utilisation-idle').textContent).toContain('1900 products not booked');
    expect(within(part).getByTestId('utilisation-idle').textContent).toContain('and 1899 more');
    expect(within(part).getByTestId('utilisation-more-in-csv').textContent).toBe(
      '2400 products have units in all: the CSV lists every one of them.',
    );
  });

  it('asks both reports for a quick choice of period, and checks chosen dates before asking', async () => {
    const user = userEvent.setup();
    const { router } = renderPage('from=2030-03-01&to=2030-03-31&by=product', [
      revenueSeed(byProduct),
      utilisationSeed(utilisation),
    ]);
    const asked = stubFetch((url) =>
      url.pathname.endsWith('/utilisation')
        ? { ...utilisation, from: url.searchParams.get('from'), to: url.searchParams.get('to') }
        : { ...byProduct, from: url.searchParams.get('from'), to: url.searchParams.get('to') },
    );
    await user.click(screen.getByRole('radio', { name: 'Last month' }));
    await waitFor(() => expect(asked).toHaveLength(2));
    const { from, to } = presets(shopToday()).lastMonth;
    const byPath = Object.fromEntries(asked.map((url) => [url.pathname, Object.fromEntries(url.searchParams)]));
    expect(byPath).toEqual({
      '/api/admin/reports/revenue': { from, to, by: 'product' },
      '/api/admin/reports/utilisation': { from, to },
    });
    expect(router.state.location.search).toBe(`?from=${from}&to=${to}&by=product`);

    await user.click(screen.getByRole('radio', { name: 'Choose dates' }));
    const end = screen.getByLabelText('To');
    await user.clear(end);
    await user.type(end, '2020-01-01');
    expect(await screen.findByText('The end is before the start.')).toBeDefined();
  });

  it('tells staff of a role without reports whose they are, and asks nothing', () => {
    renderPage('', [], { ...admin, role: 'counter' });
    expect(
      screen.getByText(
        'Reports are for the owner, the manager and the accountant. Ask the shop’s owner if you need them.',
      ),
    ).toBeDefined();
    expect(screen.queryByRole('region', { name: 'Revenue' })).toBeNull();
  });
});
