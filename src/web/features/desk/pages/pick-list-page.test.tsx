// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { isoDate } from '@shared/calendar-date';
import type { PickList, PickListUnit } from '@shared/schemas/pick-list';
import { paths } from '@/lib/paths';
import { queryKeys } from '@/lib/query-keys';
import { columnNames, counter, renderScreen } from '@/test/render-screen';
import PickListPage from './pick-list-page';

/* The counter's printable pick list (issue 48): a day's units in shelf order, kits as their parts. */

const unit = (itemId: number, overrides: Partial<PickListUnit> = {}): PickListUnit => ({
  itemId,
  serialNumber: `SN-${itemId}`,
  productId: 1,
  productName: 'Sony FX3',
  categoryName: 'Cameras',
  kitName: null,
  rentalId: 10,
  orderId: 3,
  orderReference: 'FH-2030-000003',
  customerName: 'Ana Pérez',
  stillOut: false,
  ...overrides,
});

const list: PickList = {
  date: isoDate('2030-03-12'),
  closed: null,
  rentals: 2,
  total: 3,
  units: [
    unit(1),
    unit(2, { productName: 'Sigma 18-35', categoryName: 'Lenses', stillOut: true }),
    unit(3, {
      productName: 'Aputure LS 600d',
      categoryName: 'Lights',
      kitName: 'Aputure Key Light Kit',
      rentalId: 11,
      orderReference: 'FH-2030-000004',
      customerName: 'Ben Brown',
    }),
  ],
};

const open = (seeded: PickList, date: string | null = seeded.date) =>
  renderScreen(<PickListPage />, {
    user: counter,
    route: paths.dashboard.pickList.path,
    path: paths.dashboard.pickList.getHref(date ?? undefined),
    seed: [[queryKeys.desk.pickList(date), seeded]],
  });

describe('the pick list', () => {
  it("lists the day's units in shelf order, a kit's part named with its kit, with a box to tick each", () => {
    open(list);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Pick list · Tuesday, March 12, 2030');
    expect(screen.getByText('3 units to prepare for 2 pick-ups')).toBeTruthy();
    expect(screen.getByText("Customers pick up during the shop's opening hours that day.")).toBeTruthy();
    const table = screen.getByRole('table');
    expect(columnNames(table)).toEqual(['Picked', 'Category', 'Product', 'Serial number', 'Customer', 'Order']);
    const rows = screen.getAllByTestId('pick-list-unit');
    expect(rows.map((row) => within(row).getAllByRole('cell')[3]!.textContent)).toEqual(['SN-1', 'SN-2', 'SN-3']);
    expect(within(rows[1]!).getByText('Still out')).toBeTruthy();
    expect(within(rows[2]!).getByText('Part of Aputure Key Light Kit')).toBeTruthy();
    expect(within(rows[2]!).getByText('Ben Brown')).toBeTruthy();
    expect(within(rows[2]!).getByText('FH-2030-000004')).toBeTruthy();
    expect(screen.getByText(/In shelf order: category, then product, then serial number/)).toBeTruthy();
  });

  it('prints with the Print button, and says when the shop is closed on the day', async () => {
    const user = userEvent.setup();
    const print = vi.fn();
    vi.stubGlobal('print', print);
    open({ ...list, closed: 'closedDate' });
    expect(screen.getByRole('status').textContent).toContain('The shop is closed on this date');
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it("opens on the shop's tomorrow, and says when there is nothing to prepare", () => {
    open({ ...list, rentals: 0, total: 0, units: [] }, null);
    expect(screen.getByText('Nothing to prepare: no pick-ups on this day.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Print' }).hasAttribute('disabled')).toBe(true);
    expect((screen.getByLabelText('Pick-up day') as HTMLInputElement).value).toBe('2030-03-12');
  });
});
