// @vitest-environment happy-dom
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '@shared/schemas/user';
import { paths } from '@/lib/paths';
import { queryKeys } from '@/lib/query-keys';
import { accountant, admin, counter, renderScreen } from '@/test/render-screen';
import { anOrder } from '@/test/order-fixtures';
import { OrderView } from './order-view';

/*
 * The dashboard's order page offers each role only what the server would let it do (decision
 * 092): the counter cancels and adds lines and takes payments and deposits, but changes no price,
 * units or dates and refunds nothing; the accountant records money received and changes nothing
 * else; the owner does everything.
 */

/** Part paid in cash (100.00), 20.00 of it owed back at the counter, the deposit still to take. */
const order = anOrder({
  paymentStatus: 'PartlyPaid',
  paid: '100.00',
  refunded: '20.00',
  balanceDue: '603.70',
  deposit: { due: '50.00', taken: '0.00', kept: '0.00', returned: '0.00' },
  payments: [
    {
      id: 1,
      kind: 'charge',
      channel: 'cash',
      state: 'succeeded',
      amount: '100.00',
      reason: null,
      createdAt: '2099-05-02T10:00:00.000Z',
    },
    {
      id: 2,
      kind: 'refund',
      channel: 'cash',
      state: 'pending',
      amount: '20.00',
      reason: 'Lens cap missing on delivery',
      createdAt: '2099-05-03T10:00:00.000Z',
    },
  ],
});

const showAs = (user: CurrentUser) =>
  renderScreen(<OrderView scope="all" />, {
    route: paths.dashboard.order.path,
    path: paths.dashboard.order.getHref(order.id),
    user,
    seed: [[queryKeys.orders.adminDetail(order.id), order]],
  });

/** The names of the buttons on the order's lines, in order. */
const lineButtons = () =>
  screen
    .getAllByTestId('order-line')
    .flatMap((line) => within(line).queryAllByRole('button'))
    .map((button) => button.getAttribute('aria-label'));

/** The payment actions offered, by their words. */
const paymentActions = () => {
  const group = screen.queryByRole('group', { name: 'Payment actions' });
  return group
    ? within(group)
        .getAllByRole('button')
        .map((button) => button.textContent)
    : [];
};

const camera = ['Change the dates of Canon R5', 'Change the units of Canon R5', 'Change the daily price of Canon R5'];

describe('the order page by role', () => {
  it('offers the owner every change of a line, adding one, every payment action and the refund owed', async () => {
    showAs(admin);
    await screen.findByTestId('order-status');
    expect(lineButtons()).toEqual(expect.arrayContaining([...camera, 'Cancel the line Canon R5']));
    expect(screen.getByRole('button', { name: 'Add item' })).toBeTruthy();
    expect(paymentActions()).toEqual(['Mark paid', 'Take deposit', 'Refund']);
    expect(screen.getByRole('button', { name: 'Mark given' })).toBeTruthy();
  });

  it('lets a counter cancel and add lines and take money, without price, units, dates or refunds', async () => {
    showAs(counter);
    await screen.findByTestId('order-status');
    expect(lineButtons()).toEqual(['Cancel the line Canon R5', 'Cancel the line Sigma 35mm']);
    expect(screen.getByRole('button', { name: 'Add item' })).toBeTruthy();
    expect(paymentActions()).toEqual(['Mark paid', 'Take deposit']);
    expect(screen.queryByRole('button', { name: 'Refund' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Mark given' })).toBeNull();
    // What it reads stays: the refund owed is listed, only its button is gone.
    expect(screen.getByText('Lens cap missing on delivery')).toBeTruthy();
  });

  it('lets an accountant record money received, and change no line', async () => {
    showAs(accountant);
    await screen.findByTestId('order-status');
    expect(lineButtons()).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Add item' })).toBeNull();
    expect(paymentActions()).toEqual(['Mark paid', 'Take deposit']);
    expect(screen.queryByRole('button', { name: 'Refund' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Mark given' })).toBeNull();
    expect(screen.getByTestId('payment-paid').textContent).toBe('€100.00');
  });
});
