// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Order } from '@shared/schemas/order';
import { paths } from '@/lib/paths';
import { queryKeys } from '@/lib/query-keys';
import { customer, renderScreen } from '@/test/render-screen';
import { anOrder, orderLine } from '@/test/order-fixtures';
import { OrderView } from './order-view';

const line = orderLine;
const order = anOrder;

const showOrder = (shown: Order, width?: number) =>
  renderScreen(<OrderView scope="own" />, {
    route: paths.account.order.path,
    path: paths.account.order.getHref(shown.id),
    user: customer,
    seed: [[queryKeys.orders.own(customer.id, shown.id), shown]],
    width,
  });

/** The figures above the total, as "label amount" pairs in order. */
const moneyRows = () =>
  ['order-rent', 'order-discount', 'order-damage-waiver']
    .map((testId) => screen.queryByTestId(testId))
    .filter((amount) => amount !== null)
    .map((amount) => amount.parentElement!.textContent);

describe('an order’s money', () => {
  it('adds up the rent, the coupon and the damage waiver above the total', () => {
    showOrder(order());
    expect(moneyRows()).toEqual(['Rent€693.00', 'Coupon SUMMER10−€69.30', 'Damage waiver€60.00']);
    expect(screen.getByTestId('order-total').textContent).toBe('€683.70');
  });

  it('says under each line’s total what the coupon took off it and what its waiver adds', () => {
    showOrder(order());
    const rows = within(screen.getByRole('table')).getAllByTestId('order-line');
    expect(within(rows[0]!).getByTestId('line-extras').textContent).toBe('−€60.00 coupon · +€60.00 waiver');
    expect(within(rows[1]!).getByTestId('line-extras').textContent).toBe('−€9.30 coupon');
  });

  it('shows the same on the phone’s cards', () => {
    showOrder(order(), 500);
    expect(screen.queryByRole('table')).toBeNull();
    const cards = screen.getAllByTestId('order-line');
    expect(within(cards[0]!).getByTestId('line-extras').textContent).toBe('−€60.00 coupon · +€60.00 waiver');
    expect(moneyRows()).toEqual(['Rent€693.00', 'Coupon SUMMER10−€69.30', 'Damage waiver€60.00']);
  });

  it('shows only the waiver when there is no coupon, and calls a discount without a code a discount', () => {
    const { unmount } = showOrder(
      order({
        total: '753.00',
        discount: '0.00',
        couponCode: null,
        rentals: [line({ damageWaiver: '60.00' }), line({ id: 32, total: '93.00' })],
      }),
    );
    expect(moneyRows()).toEqual(['Rent€693.00', 'Damage waiver€60.00']);
    unmount();
    showOrder(
      order({ total: '623.70', damageWaiver: '0.00', couponCode: null, rentals: [line({ discount: '69.30' })] }),
    );
    expect(moneyRows()).toEqual(['Rent€693.00', 'Discount−€69.30']);
  });

  it('changes nothing for an order without a coupon or a waiver', () => {
    showOrder(
      order({
        total: '693.00',
        discount: '0.00',
        damageWaiver: '0.00',
        couponCode: null,
        rentals: [line({}), line({ id: 32, total: '93.00' })],
      }),
    );
    expect(moneyRows()).toEqual([]);
    expect(screen.queryByTestId('line-extras')).toBeNull();
    expect(screen.queryByRole('separator')).toBeNull();
    expect(screen.getByTestId('order-total').textContent).toBe('€693.00');
  });
});
