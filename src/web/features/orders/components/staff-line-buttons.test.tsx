// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Order } from '@shared/schemas/order';
import { renderScreen } from '@/test/render-screen';
import { StaffLineButtons, type StaffActions } from './staff-line-buttons';

type Line = Order['rentals'][number];

/** Only what decides which buttons a line offers. */
const line = {
  id: 3,
  productName: 'Tripod',
  cancelledAt: null,
  incident: null,
  dateFrom: '2999-01-04',
  dateTo: '2999-01-06',
  items: [{ checkedOutAt: null }],
} as unknown as Line;
const order = { id: 1, status: 'Placed', rentals: [line] } as unknown as Order;

/** The line's own buttons: the app's frame around it (its notifications) may have buttons of its own. */
const buttons = () => within(screen.getByTestId('line-buttons'));

const actions = (): StaffActions => ({
  changeDates: vi.fn(),
  changeUnits: vi.fn(),
  changePrice: vi.fn(),
  cancelLine: vi.fn(),
});

describe('StaffLineButtons', () => {
  it('offers a line not started every change, in order, each opening its popup for the line', async () => {
    const user = userEvent.setup();
    const staff = actions();
    renderScreen(
      <div data-testid="line-buttons">
        <StaffLineButtons order={order} line={line} staff={staff} />
      </div>,
    );
    expect(
      buttons()
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual([
      'Change the dates of Tripod',
      'Change the units of Tripod',
      'Change the daily price of Tripod',
      'Cancel the line Tripod',
    ]);
    await user.click(buttons().getByRole('button', { name: 'Cancel the line Tripod' }));
    expect(staff.cancelLine).toHaveBeenCalledWith(line);
    expect(staff.changeDates).not.toHaveBeenCalled();
  });

  it('offers nothing on a cancelled line', () => {
    renderScreen(
      <div data-testid="line-buttons">
        <StaffLineButtons order={order} line={{ ...line, cancelledAt: '2026-01-01T00:00:00Z' }} staff={actions()} />
      </div>,
    );
    expect(buttons().queryAllByRole('button')).toHaveLength(0);
  });

  it('offers only the price once a unit is handed over and the rental has started', () => {
    const started = {
      ...line,
      dateFrom: '2000-01-01',
      items: [{ checkedOutAt: '2000-01-01T09:00:00Z' }],
    } as unknown as Line;
    renderScreen(
      <div data-testid="line-buttons">
        <StaffLineButtons order={order} line={started} staff={actions()} />
      </div>,
    );
    expect(
      buttons()
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Change price']);
  });
});
