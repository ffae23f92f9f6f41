// @vitest-environment happy-dom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { DEFAULT_BOOKING_LIMITS } from '@shared/booking-limits';
import { DEFAULT_OPENING_RULES } from '@shared/opening-days';
import type { Planner } from '@shared/schemas/planner';
import { queryKeys } from '@/lib/query-keys';
import { accountant, renderScreen, type Seed } from '@/test/render-screen';
import { PlannerView } from './planner-view';

/*
 * The planner as the dashboard shows it, from a seeded answer: two weeks from Monday 4 March 2030,
 * Sundays closed. Aputure 600d has three units (a rental and its buffer; a quote's hold begun
 * before the view, on a unit due for its service; one out for its service), Sony FX6 two (a
 * rental running past the view; a unit out late after a rental that ended before it).
 */

const from = '2030-03-04';
const to = '2030-03-17';
const route = '/administrator-dashboard/planner';
const path = `${route}?span=twoWeeks&day=${from}`;

const carla = { rentalId: 501, orderId: 601, orderReference: 'R-2030-0001', customer: 'Carla Customer' };
const answer: Planner = {
  from,
  to,
  closedDays: ['2030-03-10', '2030-03-17'],
  units: [
    {
      id: 101,
      serialNumber: 'AP-1',
      productId: 10,
      productName: 'Aputure 600d',
      status: 'Operational',
      serviceDue: false,
      bars: [
        { kind: 'rental', dateFrom: '2030-03-06', dateTo: '2030-03-08', ...carla, handedOver: false },
        { kind: 'buffer', dateFrom: '2030-03-09', dateTo: '2030-03-09', ...carla },
      ],
    },
    {
      id: 102,
      serialNumber: 'AP-2',
      productId: 10,
      productName: 'Aputure 600d',
      status: 'Operational',
      serviceDue: true,
      bars: [
        {
          kind: 'hold',
          dateFrom: '2030-03-01',
          dateTo: '2030-03-05',
          rentalId: 502,
          orderId: 602,
          orderReference: 'Q-2030-0002',
          customer: 'Lumière Films',
          handedOver: false,
        },
      ],
    },
    {
      id: 103,
      serialNumber: 'AP-3',
      productId: 10,
      productName: 'Aputure 600d',
      status: 'NonOperational',
      serviceDue: true,
      bars: [{ kind: 'maintenance', dateFrom: from, dateTo: to }],
    },
    {
      id: 201,
      serialNumber: 'FX-1',
      productId: 20,
      productName: 'Sony FX6',
      status: 'Operational',
      serviceDue: false,
      bars: [
        {
          kind: 'rental',
          dateFrom: '2030-03-15',
          dateTo: '2030-03-20',
          rentalId: 503,
          orderId: 603,
          orderReference: 'R-2030-0003',
          customer: 'Bruno Beispiel',
          handedOver: false,
        },
      ],
    },
    {
      id: 202,
      serialNumber: 'FX-2',
      productId: 20,
      productName: 'Sony FX6',
      status: 'Operational',
      serviceDue: false,
      bars: [
        {
          kind: 'rental',
          dateFrom: '2030-02-25',
          dateTo: '2030-03-01',
          rentalId: 504,
          orderId: 604,
          orderReference: 'R-2030-0004',
          customer: 'Dora Late',
          handedOver: true,
        },
        {
          kind: 'overdue',
          dateFrom: '2030-03-02',
          dateTo: '2030-03-05',
          rentalId: 504,
          orderId: 604,
          orderReference: 'R-2030-0004',
          customer: 'Dora Late',
        },
      ],
    },
  ],
  next: null,
};

const seed = (planner: Planner = answer): Seed => [
  [queryKeys.planner.view({ from, to }), { pages: [planner], pageParams: [undefined] }],
  [queryKeys.catalogAdmin.list('products', { options: true, q: '' }), { items: [], next: null }],
  [queryKeys.catalogAdmin.list('categories', { options: 'all', q: '' }), { items: [], next: null }],
  [queryKeys.shop, { ...DEFAULT_OPENING_RULES, bookingLimits: DEFAULT_BOOKING_LIMITS }],
];

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/**
 * The grid's box measures as a laptop's would: the virtualizer reads its client size (happy-dom
 * lays nothing out, and renderScreen only stubs the bounding rectangles).
 */
function boxSize(width = 1200, height = 600) {
  const spies = [
    vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(width),
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(height),
  ];
  onTestFinished(() => spies.forEach((spy) => spy.mockRestore()));
}

function show(options: Parameters<typeof renderScreen>[1] = {}) {
  boxSize();
  return renderScreen(<PlannerView />, { route, path, seed: seed(), ...options });
}

const grid = () => screen.getByRole('grid', { name: 'Units and bookings, 4 March 2030 – 17 March 2030' });
const rowOf = (serial: string) =>
  within(grid())
    .getAllByRole('row')
    .find((row) => within(row).queryByRole('rowheader')?.textContent?.includes(serial))!;
const barsIn = (row: HTMLElement) =>
  [...row.querySelectorAll<HTMLElement>('[data-kind]')].map((bar) => ({
    kind: bar.dataset.kind,
    start: Number(bar.dataset.start),
    span: Number(bar.dataset.span),
    clipped: [bar.dataset.clippedStart && 'start', bar.dataset.clippedEnd && 'end'].filter(Boolean).join(' ') || null,
    text: bar.textContent,
  }));
/** The cell of `serial`'s row on `day` (the first column is the unit's own header). */
const cellOf = (serial: string, day: string) => {
  const column = Math.round((Date.parse(day) - Date.parse(from)) / 86_400_000);
  return within(rowOf(serial)).getAllByRole('gridcell')[column]!;
};

describe('PlannerView', () => {
  it('draws each unit under its product, its bars on their days cut at the view’s edges, closed days shaded', () => {
    show();
    expect(screen.getByRole('heading', { name: 'Planner', level: 1 })).toBeTruthy();
    expect(screen.getByRole('heading', { name: '4 March 2030 – 17 March 2030', level: 2 })).toBeTruthy();

    const columns = within(grid()).getAllByRole('columnheader');
    expect(columns).toHaveLength(15);
    expect(columns[0]!.textContent).toBe('Unit');
    expect(columns[1]!.getAttribute('aria-label')).toBe('Monday, 4 March 2030');
    expect(columns[7]!.getAttribute('aria-label')).toBe('Sunday, 10 March 2030, shop closed');
    expect(columns[7]!.dataset.closed).toBe('true');
    expect(columns[6]!.dataset.weekend).toBe('true');
    expect(columns[5]!.dataset.closed).toBeUndefined();

    const products = within(grid())
      .getAllByRole('rowheader')
      .filter((cell) => cell.getAttribute('aria-colspan'))
      .map((cell) => cell.textContent);
    expect(products).toEqual(['Aputure 600d 3 units', 'Sony FX6 2 units']);

    expect(barsIn(rowOf('AP-1'))).toEqual([
      { kind: 'rental', start: 2, span: 3, clipped: null, text: 'Carla Customer · R-2030-0001' },
      { kind: 'buffer', start: 5, span: 1, clipped: null, text: 'Buffer' },
    ]);
    expect(barsIn(rowOf('AP-2'))).toEqual([
      { kind: 'hold', start: 0, span: 2, clipped: 'start', text: 'Lumière Films · Q-2030-0002' },
    ]);
    expect(barsIn(rowOf('AP-3'))).toEqual([
      { kind: 'maintenance', start: 0, span: 14, clipped: null, text: 'Maintenance' },
    ]);
    expect(barsIn(rowOf('FX-1'))).toEqual([
      { kind: 'rental', start: 11, span: 3, clipped: 'end', text: 'Bruno Beispiel · R-2030-0003' },
    ]);
    // The rental ended before the view: only its late days show.
    expect(barsIn(rowOf('FX-2'))).toEqual([
      { kind: 'overdue', start: 0, span: 2, clipped: 'start', text: 'Overdue · Dora Late' },
    ]);

    // Each covered day says what covers it; the others say nothing; closed days are shaded in every row.
    expect(cellOf('AP-1', '2030-03-07').textContent).toBe(
      'Rental: Carla Customer, R-2030-0001, 6 March 2030 – 8 March 2030',
    );
    expect(cellOf('AP-1', '2030-03-05').textContent).toBe('');
    expect(cellOf('FX-1', '2030-03-10').dataset.closed).toBe('true');
    expect(cellOf('FX-1', '2030-03-11').dataset.closed).toBeUndefined();
    expect(rowOf('AP-1').querySelector('[data-kind="rental"]')!.getAttribute('title')).toBe(
      'Rental: Carla Customer, R-2030-0001, 6 March 2030 – 8 March 2030',
    );

    // Service due, for the units that need it.
    expect(within(rowOf('AP-2')).getByText('Service due')).toBeTruthy();
    expect(within(rowOf('AP-1')).queryByText('Service due')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('5 units shown');
  });

  it('explains the colours and shades in a legend', () => {
    show();
    const legend = screen.getByRole('list', { name: 'Legend' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Rental',
      'Quote hold',
      'Buffer',
      'Overdue',
      'Out of service',
      'Maintenance',
      'Weekend',
      'Shop closed',
      'Today',
      "Service duethe unit's service is due",
    ]);
  });

  it('moves the focus cell with the arrow keys, Home and End, past the products’ rows, and opens a rental with Enter', async () => {
    const user = userEvent.setup();
    show();
    // One tab stop: the first unit's first day (today is not in the view).
    const stops = within(grid())
      .getAllByRole('gridcell')
      .filter((cell) => cell.tabIndex === 0);
    expect(stops).toEqual([cellOf('AP-1', '2030-03-04')]);

    cellOf('AP-1', '2030-03-04').focus();
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(document.activeElement).toBe(cellOf('AP-1', '2030-03-06'));
    expect(cellOf('AP-1', '2030-03-06').tabIndex).toBe(0);
    expect(cellOf('AP-1', '2030-03-04').tabIndex).toBe(-1);
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}');
    // From the Aputure's last unit to the Sony's first: the product's row is not a stop.
    expect(document.activeElement).toBe(cellOf('FX-1', '2030-03-06'));
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(within(rowOf('FX-1')).getByRole('rowheader'));
    await user.keyboard('{End}');
    expect(document.activeElement).toBe(cellOf('FX-1', '2030-03-17'));
    await user.keyboard('{Control>}{Home}{/Control}');
    expect(document.activeElement).toBe(within(rowOf('AP-1')).getByRole('rowheader'));
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(document.activeElement).toBe(cellOf('AP-1', '2030-03-07'));

    await user.keyboard('{Enter}');
    const panel = await screen.findByRole('dialog', { name: 'Rental R-2030-0001' });
    expect(within(panel).getByText('Carla Customer')).toBeTruthy();
    expect(within(panel).getByText('6 March 2030 – 8 March 2030')).toBeTruthy();
    expect(within(panel).getByText('Aputure 600d · AP-1')).toBeTruthy();
    expect(within(panel).getByText('Not handed over yet')).toBeTruthy();
    expect(within(panel).getByRole('link', { name: 'R-2030-0001' }).getAttribute('href')).toBe(
      '/administrator-dashboard/orders/601',
    );
    expect(within(panel).getByRole('button', { name: 'Move…' })).toBeTruthy();
  });

  it('opens the booking behind its buffer, and nothing on a free day', async () => {
    const user = userEvent.setup();
    show();
    cellOf('AP-1', '2030-03-05').focus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}');
    expect(document.activeElement).toBe(cellOf('AP-1', '2030-03-09'));
    await user.keyboard('{Enter}');
    const panel = await screen.findByRole('dialog', { name: 'Rental R-2030-0001' });
    expect(within(panel).getByText('6 March 2030 – 8 March 2030')).toBeTruthy();
  });

  it('moves a rental to another unit of its product, sending the days and the unit it replaces', async () => {
    const user = userEvent.setup();
    const { queryClient } = show();
    const posts: { url: string; body: unknown }[] = [];
    const moved: Planner = {
      ...answer,
      units: answer.units.map((unit) =>
        unit.id === 101
          ? { ...unit, bars: [] }
          : unit.id === 102
            ? { ...unit, bars: [...unit.bars, ...answer.units[0]!.bars] }
            : unit,
      ),
    };
    vi.stubGlobal('fetch', async (request: Request) => {
      const url = new URL(request.url);
      if (request.method === 'POST') {
        posts.push({ url: url.pathname, body: await request.json() });
        return json({ id: 501 });
      }
      if (url.pathname === '/api/admin/planner') return json(moved);
      return json({ items: [], next: null });
    });
    await user.click(rowOf('AP-1').querySelector<HTMLElement>('[data-kind="rental"]')!);
    const panel = await screen.findByRole('dialog', { name: 'Rental R-2030-0001' });
    await user.click(within(panel).getByRole('button', { name: 'Move…' }));
    const form = await screen.findByRole('dialog', { name: 'Move R-2030-0001' });
    expect(within(form).getByText('Now 6 March 2030 – 8 March 2030, on AP-1.')).toBeTruthy();
    const submit = within(form).getByRole('button', { name: 'Move rental' });
    expect(submit).toHaveProperty('disabled', true);

    const unit = within(form).getByLabelText('Unit', { selector: 'input' });
    expect(unit).toHaveProperty('value', 'AP-1 (current)');
    await user.click(unit);
    await waitFor(() => expect(unit.getAttribute('aria-controls')).toBeTruthy());
    const listbox = document.getElementById(unit.getAttribute('aria-controls')!)!;
    // The units of the same product in the view, and no other product's.
    expect(
      within(listbox)
        .getAllByRole('option', { hidden: true })
        .map((option) => option.textContent),
    ).toEqual(['AP-1 (current)', 'AP-2', 'AP-3']);
    fireEvent.click(within(listbox).getByRole('option', { name: 'AP-2', hidden: true }));
    await waitFor(() => expect(submit).toHaveProperty('disabled', false));
    await user.click(submit);

    expect(await screen.findByText('R-2030-0001 moved to 6 March 2030 – 8 March 2030, on AP-2.')).toBeTruthy();
    expect(posts).toEqual([
      {
        url: '/api/admin/rentals/501/move',
        body: { dateFrom: '2030-03-06', dateTo: '2030-03-08', itemId: 102, replacesItemId: 101 },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The planner was asked again: the rental is on AP-2 now.
    await waitFor(() => expect(barsIn(rowOf('AP-1'))).toEqual([]));
    expect(barsIn(rowOf('AP-2')).map((bar) => bar.kind)).toEqual(['hold', 'rental', 'buffer']);
    expect(queryClient.isMutating()).toBe(0);
  });

  it('moves a rental to other days, keeping its length, and shows the server’s refusal in the form', async () => {
    const user = userEvent.setup();
    show();
    const posts: unknown[] = [];
    vi.stubGlobal('fetch', async (request: Request) => {
      posts.push(await request.json());
      return json(
        {
          error: {
            code: 'UNITS_NOT_FREE',
            message: 'AP-1 is booked on 12 March 2030: choose other days or another unit.',
          },
        },
        409,
      );
    });
    cellOf('AP-1', '2030-03-06').focus();
    await user.keyboard('{Enter}');
    const panel = await screen.findByRole('dialog', { name: 'Rental R-2030-0001' });
    await user.click(within(panel).getByRole('button', { name: 'Move…' }));
    const form = await screen.findByRole('dialog', { name: 'Move R-2030-0001' });

    await user.click(within(form).getByRole('button', { name: 'First day' }));
    await user.click(await screen.findByRole('button', { name: 'Monday, 11 March 2030' }));
    await waitFor(() => expect(within(form).getByRole('button', { name: 'Last day' }).textContent).toBe('13/03/2030'));
    expect(within(form).getByRole('button', { name: 'First day' }).textContent).toBe('11/03/2030');
    await user.click(within(form).getByRole('button', { name: 'Move rental' }));

    const refusal = await within(form).findByRole('alert');
    expect(refusal.textContent).toContain('AP-1 is booked on 12 March 2030: choose other days or another unit.');
    expect(posts).toEqual([{ dateFrom: '2030-03-11', dateTo: '2030-03-13' }]);
    // The form stays open, for other days.
    expect(within(form).getByRole('button', { name: 'Move rental' })).toBeTruthy();
  });

  it('moves a rental dragged two days on and down to another unit of its product', async () => {
    show();
    const posts: unknown[] = [];
    vi.stubGlobal('fetch', async (request: Request) => {
      if (request.method === 'POST') {
        posts.push(await request.json());
        return json({ id: 501 });
      }
      return json(answer);
    });
    const bar = rowOf('AP-1').querySelector<HTMLElement>('[data-kind="rental"]')!;
    expect(bar.dataset.movable).toBe('true');
    // Two days at the view's width per day, one row down (a unit's row is 40 px).
    const day = (1200 - 184 - 2) / 14;
    fireEvent.pointerDown(bar, { pointerId: 1, button: 0, clientX: 100, clientY: 100 });
    fireEvent.pointerMove(bar, { pointerId: 1, clientX: 100 + day, clientY: 120 });
    fireEvent.pointerMove(bar, { pointerId: 1, clientX: 100 + 2 * day, clientY: 140 });
    expect(grid().querySelector('[class*="ghost"]')).toBeTruthy();
    fireEvent.pointerUp(bar, { pointerId: 1, clientX: 100 + 2 * day, clientY: 140 });
    fireEvent.click(bar);
    expect(await screen.findByText('R-2030-0001 moved to 8 March 2030 – 10 March 2030, on AP-2.')).toBeTruthy();
    expect(posts).toEqual([{ dateFrom: '2030-03-08', dateTo: '2030-03-10', itemId: 102, replacesItemId: 101 }]);
    // The click that ended the drag opened nothing.
    expect(screen.queryByRole('dialog')).toBeNull();
    // A unit handed over stays where it is.
    expect(rowOf('FX-2').querySelector('[data-movable]')).toBeNull();
  });

  it('opens a quote’s hold with no link to an order page and no move: the quote moves it', async () => {
    const user = userEvent.setup();
    show();
    expect(rowOf('AP-2').querySelector('[data-kind="hold"]')!.hasAttribute('data-movable')).toBe(false);
    cellOf('AP-2', '2030-03-05').focus();
    await user.keyboard('{Enter}');
    const panel = await screen.findByRole('dialog', { name: 'Quote hold Q-2030-0002' });
    expect(within(panel).getByText('Lumière Films')).toBeTruthy();
    expect(within(panel).getByText('Q-2030-0002')).toBeTruthy();
    expect(within(panel).queryByRole('link')).toBeNull();
    expect(within(panel).queryByRole('button', { name: 'Move…' })).toBeNull();
  });

  it('offers no move to a role that may not change orders', async () => {
    const user = userEvent.setup();
    show({ user: accountant });
    expect(rowOf('AP-1').querySelector('[data-movable]')).toBeNull();
    cellOf('AP-1', '2030-03-06').focus();
    await user.keyboard('{Enter}');
    const panel = await screen.findByRole('dialog', { name: 'Rental R-2030-0001' });
    expect(within(panel).queryByRole('button', { name: 'Move…' })).toBeNull();
  });

  it('draws only the rows in view of many units, and asks for the next page as the end comes near', async () => {
    const many = Array.from({ length: 200 }, (_, index) => ({
      ...answer.units[0]!,
      id: 1000 + index,
      serialNumber: `AP-${String(index + 1).padStart(3, '0')}`,
    }));
    const more = many.map((unit, index) => ({ ...unit, id: 2000 + index, serialNumber: `AP-${200 + index + 1}` }));
    boxSize();
    renderScreen(<PlannerView />, { route, path, seed: seed({ ...answer, units: many, next: 'page-2' }) });
    const asked: string[] = [];
    vi.stubGlobal('fetch', async (request: Request) => {
      asked.push(new URL(request.url).search);
      return json({ ...answer, units: more, next: null });
    });
    const drawn = () => within(grid()).getAllByRole('row').length;
    // The column headers, the product's row and a screenful of units with a few more either side.
    expect(drawn()).toBeLessThan(40);
    expect(grid().getAttribute('aria-rowcount')).toBe('-1');
    expect(rowOf('AP-001')).toBeTruthy();
    expect(asked).toEqual([]);

    const box = grid();
    box.scrollTop = 7600;
    fireEvent.scroll(box);
    await waitFor(() => expect(rowOf('AP-190')).toBeTruthy());
    expect(drawn()).toBeLessThan(40);
    await waitFor(() => expect(asked).toHaveLength(1));
    expect(new URLSearchParams(asked[0]).get('after')).toBe('page-2');
    expect(new URLSearchParams(asked[0]).get('from')).toBe(from);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('400 units shown'));
    expect(grid().getAttribute('aria-rowcount')).toBe('402');
    // Back at the top, the product's row counts the units of both pages.
    box.scrollTop = 0;
    fireEvent.scroll(box);
    await waitFor(() => expect(screen.getByText('400 units')).toBeTruthy());
  });

  it('says so when no unit is in the view', () => {
    renderScreen(<PlannerView />, { route, path, seed: seed({ ...answer, units: [] }) });
    expect(screen.getByText('No units in this view. Try another category, product or search.')).toBeTruthy();
    expect(screen.queryByRole('grid')).toBeNull();
  });
});
