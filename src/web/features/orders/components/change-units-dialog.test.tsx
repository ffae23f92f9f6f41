// @vitest-environment happy-dom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_BOOKING_LIMITS } from '@shared/booking-limits';
import { DEFAULT_OPENING_RULES } from '@shared/opening-days';
import type { Order } from '@shared/schemas/order';
import { queryKeys } from '@/lib/query-keys';
import { renderScreen, type Seed } from '@/test/render-screen';
import { ChangeUnitsDialog } from './change-units-dialog';

type Line = Order['rentals'][number];

/** Only what the popup reads of the line and its order. */
const line = {
  id: 3,
  productName: 'Sony FX3',
  dateFrom: '2030-03-20',
  dateTo: '2030-03-22',
  quantity: 1,
  isKit: false,
  dailyPrice: '20.00',
  chargedDays: 3,
  cancelledAt: null,
  items: [{ checkedOutAt: null }],
} as unknown as Line;
const order = { id: 1, status: 'Placed', payments: [], rentals: [line] } as unknown as Order;
const seed: Seed = [[queryKeys.shop, { ...DEFAULT_OPENING_RULES, bookingLimits: DEFAULT_BOOKING_LIMITS }]];

afterEach(() => vi.unstubAllGlobals());

/** The server refuses the change with 409 NOT_ENOUGH_STOCK and `detail` (after renderScreen, which stubs fetch itself). */
function refuse(detail: object) {
  vi.stubGlobal('fetch', async () => {
    const lines = [{ index: 0, code: 'NOT_ENOUGH_STOCK', message: 'Not enough stock!', available: 1, ...detail }];
    const body = {
      error: { code: 'NOT_ENOUGH_STOCK', message: 'Not enough stock!', field: 'quantity', lines, ...detail },
    };
    return new Response(JSON.stringify(body), { status: 409, headers: { 'content-type': 'application/json' } });
  });
}

async function askForTwo() {
  const user = userEvent.setup();
  const quantity = screen.getByRole('textbox', { name: /Units/ });
  await user.clear(quantity);
  await user.type(quantity, '2');
  await user.click(screen.getByRole('button', { name: 'Save' }));
}

describe('staff changing a line’s units, refused for its units (issue 48)', () => {
  it('says the customer’s own other rental has them', async () => {
    renderScreen(<ChangeUnitsDialog order={order} line={line} onClose={vi.fn()} />, { seed });
    refuse({ reason: 'own_rental' });
    await askForTwo();
    expect(
      await screen.findByText(
        "Not enough stock on these dates: this line can have at most 1 unit. The customer's other rental of this product already has its units on these dates.",
      ),
    ).toBeTruthy();
  });

  it('says the product’s buffer days keep them back', async () => {
    renderScreen(<ChangeUnitsDialog order={order} line={line} onClose={vi.fn()} />, { seed });
    refuse({ reason: 'buffer', bufferDays: 2 });
    await askForTwo();
    expect(
      await screen.findByText(
        /this line can have at most 1 unit\. The shop keeps this product back 2 days after each rental/,
      ),
    ).toBeTruthy();
  });

  it('says only the stock when no unit is free', async () => {
    renderScreen(<ChangeUnitsDialog order={order} line={line} onClose={vi.fn()} />, { seed });
    refuse({ reason: 'no_stock' });
    await askForTwo();
    expect(await screen.findByText('Not enough stock on these dates: this line can have at most 1 unit.')).toBeTruthy();
  });
});
