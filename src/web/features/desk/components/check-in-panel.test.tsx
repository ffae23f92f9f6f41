// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isoDate } from '@shared/calendar-date';
import type { Rental, RentalUnit } from '@shared/schemas/rental';
import { queryKeys } from '@/lib/query-keys';
import { counter, renderScreen } from '@/test/render-screen';
import { CheckInPanel, type CheckInResult } from './check-in-panel';

/* A service recorded at check-in (decision 094): offered for each unit back, said first for a due one. */

const OUT = '2030-03-08T09:00:00.000Z';
const unit = (id: number, overrides: Partial<RentalUnit> = {}): RentalUnit => ({
  id,
  serialNumber: `R5-${id}`,
  productId: 12,
  productName: 'Canon R5',
  checkedOutAt: OUT,
  checkedInAt: null,
  condition: null,
  serviceDue: false,
  ...overrides,
});

const rental: Rental = {
  id: 5,
  userId: 'u1',
  productId: 12,
  productName: 'Canon R5',
  dateFrom: isoDate('2030-03-08'),
  dateTo: isoDate('2030-03-10'),
  quantity: 2,
  isKit: false,
  items: [unit(1, { serviceDue: true }), unit(2)],
  orderId: 3,
  orderReference: 'FH-2030-000003',
  dailyPrice: '40.00',
  chargedDays: 3,
  total: '240.00',
  discount: '0.00',
  damageWaiver: '0.00',
  deposit: '0.00',
  checkedOutAt: OUT,
  checkedInAt: null,
  status: 'InProgress',
  state: 'out',
  overdue: false,
  daysLate: 0,
  lateFee: '0.00',
  orderStatus: 'Placed',
  createdAt: '2030-03-01T10:00:00.000Z',
  cancelledAt: null,
  userName: 'Nora',
  userEmail: 'nora@example.com',
  reviewStatus: 'CantReview',
  reviewId: null,
  incident: null,
};

/** The settings the panel reads: only the late fee matters here (nothing is late). */
const settings = { lateFees: { mode: 'percent', percent: 100, fixed: '0.00' } };

afterEach(() => vi.unstubAllGlobals());

describe('a serial scanned at check-in', () => {
  it('is refused at once when it is no unit out on this rental, in the server’s words; one out is taken back', async () => {
    const user = userEvent.setup();
    renderScreen(<CheckInPanel rental={rental} onDone={vi.fn()} />, {
      user: counter,
      seed: [[queryKeys.adminSettings, settings]],
    });
    const checked: string[] = [];
    vi.stubGlobal('fetch', async (request: Request) => {
      const url = new URL(request.url, 'http://localhost');
      expect(url.pathname).toBe('/api/admin/desk/rentals/5/scan');
      expect(url.searchParams.get('for')).toBe('check-in');
      const serial = url.searchParams.get('serial')!;
      checked.push(serial);
      const scan =
        serial === 'CAM-9'
          ? {
              serial,
              verdict: 'refused',
              code: 'UNIT_NOT_ON_RENTAL',
              message: 'CAM-9 is not a unit of this rental.',
              unit: { id: 90, serialNumber: 'CAM-9', productName: 'Sony FX3' },
            }
          : { serial, verdict: 'ok', unit: { id: 2, serialNumber: 'R5-2', productName: 'Canon R5' } };
      return new Response(JSON.stringify(scan), { headers: { 'content-type': 'application/json' } });
    });
    const field = screen.getByRole<HTMLInputElement>('textbox', { name: 'Scan a unit to find it' });
    const [, second] = screen.getAllByTestId('check-in-unit');
    await user.click(within(second!).getByRole('checkbox', { name: 'Back now' }));

    await user.type(field, 'CAM-9{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe('CAM-9 is not a unit of this rental.');
    expect(field.value).toBe('CAM-9');

    await user.clear(field);
    await user.type(field, 'r5-2{Enter}');
    await vi.waitFor(() =>
      expect(within(second!).getByRole<HTMLInputElement>('checkbox', { name: 'Back now' }).checked).toBe(true),
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(checked).toEqual(['CAM-9', 'r5-2']);
  });
});

describe('the check-in’s service', () => {
  it('says a due unit is due, and sends its service with the check-in once it says what was done', async () => {
    const user = userEvent.setup();
    const onDone = vi.fn<(result: CheckInResult) => void>();
    renderScreen(<CheckInPanel rental={rental} onDone={onDone} />, {
      user: counter,
      seed: [[queryKeys.adminSettings, settings]],
    });
    const sent: unknown[] = [];
    vi.stubGlobal('fetch', async (request: Request) => {
      sent.push(await request.json());
      return new Response(JSON.stringify({ ...rental, checkedInAt: OUT }), {
        headers: { 'content-type': 'application/json' },
      });
    });
    const [due, other] = screen.getAllByTestId('check-in-unit');
    expect(within(due!).getByText('Service due')).toBeTruthy();
    expect(due!.textContent).toContain('Its service is due with this return');
    expect(within(other!).queryByText('Service due')).toBeNull();
    // Offered for every unit back, due or not; its fields only once ticked.
    expect(within(other!).getByRole('checkbox', { name: 'Serviced on return' })).toBeTruthy();
    expect(within(due!).queryByRole('textbox', { name: /What was done/ })).toBeNull();

    await user.click(within(due!).getByRole('checkbox', { name: /Serviced on return/ }));
    await user.click(screen.getByRole('button', { name: 'Take back 2 units' }));
    expect(within(due!).getByText('Say what was done.')).toBeTruthy();
    expect(document.activeElement).toBe(within(due!).getByRole('textbox', { name: /What was done/ }));
    expect(sent).toEqual([]);

    await user.type(within(due!).getByRole('textbox', { name: /What was done/ }), 'Sensor cleaned');
    await user.type(within(due!).getByRole('textbox', { name: /Cost/ }), '12,5');
    await user.click(screen.getByRole('button', { name: 'Take back 2 units' }));
    await vi.waitFor(() =>
      expect(sent).toEqual([
        {
          units: [
            { serial: 'R5-1', condition: 'ok', service: { note: 'Sensor cleaned', cost: '12.50' } },
            { serial: 'R5-2', condition: 'ok' },
          ],
        },
      ]),
    );
    await vi.waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(onDone.mock.calls[0]![0].units).toEqual([
      { serial: 'R5-1', condition: 'ok', serviced: true },
      { serial: 'R5-2', condition: 'ok', serviced: false },
    ]);
  });

  it('refuses a cost that is no amount, and offers no service for a missing unit', async () => {
    const user = userEvent.setup();
    renderScreen(
      <CheckInPanel rental={{ ...rental, items: [unit(1, { serviceDue: true })], quantity: 1 }} onDone={vi.fn()} />,
      {
        user: counter,
        seed: [[queryKeys.adminSettings, settings]],
      },
    );
    const sent: unknown[] = [];
    vi.stubGlobal('fetch', async (request: Request) => {
      sent.push(await request.json());
      return new Response('{}', { headers: { 'content-type': 'application/json' } });
    });
    const [only] = screen.getAllByTestId('check-in-unit');
    await user.click(within(only!).getByRole('checkbox', { name: /Serviced on return/ }));
    await user.type(within(only!).getByRole('textbox', { name: /What was done/ }), 'Firmware 2.1');
    await user.type(within(only!).getByRole('textbox', { name: /Cost/ }), 'twelve');
    await user.click(screen.getByRole('button', { name: 'Take back 1 unit' }));
    expect(within(only!).getByText('An amount in euros with at most two decimals.')).toBeTruthy();
    expect(sent).toEqual([]);

    await user.click(within(only!).getByRole('radio', { name: 'Missing' }));
    expect(within(only!).queryByRole('checkbox', { name: /Serviced on return/ })).toBeNull();
  });
});
