// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DeskRental } from '@shared/schemas/hand-over';
import { queryKeys } from '@/lib/query-keys';
import { renderScreen, type Seed } from '@/test/render-screen';
import { CheckInPanel } from './check-in-panel';

/* A late fee reduced or waived at check-in, with a reason (issue 48). */

const out = (id: number, serialNumber: string) => ({
  id,
  serialNumber,
  productId: 3,
  productName: 'Sony FX3',
  checkedOutAt: '2030-03-01T10:00:00.000Z',
  checkedInAt: null,
  condition: null,
});

/** Two units at 12.50 a day, 3 days late: 75.00 due at the shop's fee (a day's price per day). */
const late: DeskRental = {
  id: 9,
  userId: 'ada',
  productId: 3,
  productName: 'Sony FX3',
  dateFrom: '2030-03-01',
  dateTo: '2030-03-07',
  items: [out(1, 'FX3-01'), out(2, 'FX3-02')],
  quantity: 2,
  isKit: false,
  orderId: 4,
  orderReference: 'FH-2030-000004',
  dailyPrice: '12.50',
  chargedDays: 7,
  total: '175.00',
  discount: '0.00',
  damageWaiver: '0.00',
  deposit: '0.00',
  orderStatus: 'Placed',
  createdAt: '2030-02-20T10:00:00.000Z',
  cancelledAt: null,
  userName: 'Ada',
  userEmail: 'ada@example.com',
  reviewStatus: 'CantReview',
  reviewId: null,
  incident: null,
  checkedOutAt: '2030-03-01T10:00:00.000Z',
  checkedInAt: null,
  status: 'InProgress',
  state: 'out',
  overdue: true,
  daysLate: 3,
  lateFee: '75.00',
  balanceDue: '0.00',
  depositDue: '0.00',
  unitsPerKit: 1,
  payLater: null,
};

const seed: Seed = [
  [
    queryKeys.adminSettings,
    { lateFees: { mode: 'percent', percent: 100, fixed: '0.00' }, deposits: { enabled: true } },
  ],
];

afterEach(() => vi.unstubAllGlobals());

function answerCheckIn() {
  const sent: unknown[] = [];
  vi.stubGlobal('fetch', async (request: Request) => {
    if (request.method !== 'POST') return new Response(null, { status: 503 });
    sent.push(await request.json());
    const back = late.items.map((item) => ({ ...item, checkedInAt: '2030-03-10T10:00:00.000Z', condition: 'ok' }));
    return new Response(JSON.stringify({ ...late, items: back, overdue: false, daysLate: 0 }), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  return sent;
}

describe('the late fee at check-in', () => {
  it('is charged as computed unless the desk reduces it, saying why', async () => {
    const user = userEvent.setup();
    renderScreen(<CheckInPanel rental={late} onDone={vi.fn()} />, { seed });
    const sent = answerCheckIn();
    expect(screen.getByRole('button', { name: 'Take back 2 units and charge €75.00' })).toBeTruthy();
    await user.click(screen.getByRole('switch', { name: 'Reduce or waive the late fee' }));
    const amount = screen.getByRole('textbox', { name: /Late fee to charge/ });
    await user.type(amount, '80');
    await user.click(screen.getByRole('button', { name: 'Take back 2 units and charge €75.00' }));
    expect(screen.getByText('At most €75.00: the fee can be reduced, not raised.')).toBeTruthy();
    expect(screen.getByText('Say why the fee is reduced.')).toBeTruthy();
    expect(sent).toEqual([]);

    await user.clear(amount);
    await user.type(amount, '30,5');
    await user.type(screen.getByRole('textbox', { name: /Why\?/ }), 'Called ahead; the road was closed');
    await user.click(screen.getByRole('button', { name: 'Take back 2 units and charge €30.50' }));
    await vi.waitFor(() =>
      expect(sent).toEqual([
        {
          units: [
            { serial: 'FX3-01', condition: 'ok' },
            { serial: 'FX3-02', condition: 'ok' },
          ],
          feeChannel: 'cash',
          lateFee: { amount: '30.50', reason: 'Called ahead; the road was closed' },
        },
      ]),
    );
  });

  it('is waived with 0: nothing charged, the reason sent', async () => {
    const user = userEvent.setup();
    renderScreen(<CheckInPanel rental={late} onDone={vi.fn()} />, { seed });
    const sent = answerCheckIn();
    await user.click(screen.getByRole('switch', { name: 'Reduce or waive the late fee' }));
    await user.type(screen.getByRole('textbox', { name: /Late fee to charge/ }), '0');
    await user.type(screen.getByRole('textbox', { name: /Why\?/ }), 'Our van broke down');
    expect(screen.queryByText('Late fee paid by')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Take back 2 units, late fee waived' }));
    await vi.waitFor(() =>
      expect(sent).toEqual([
        {
          units: [
            { serial: 'FX3-01', condition: 'ok' },
            { serial: 'FX3-02', condition: 'ok' },
          ],
          lateFee: { amount: '0.00', reason: 'Our van broke down' },
        },
      ]),
    );
  });
});
