import { describe, expect, it } from 'vitest';
import type { Order, PaymentMovement } from '@shared/schemas/order';
import { hasCharge, mayAddLine, orderMoney } from './order-money';

const movement = (
  kind: PaymentMovement['kind'],
  channel: PaymentMovement['channel'],
  amount: string,
): PaymentMovement => ({
  id: 1,
  kind,
  channel,
  state: 'succeeded',
  amount,
  reason: null,
  createdAt: '2030-01-01T10:00:00.000Z',
});

const order = (over: Partial<Order> = {}) => ({
  status: 'Placed' as const,
  payment: 'at_pickup' as const,
  paymentStatus: 'DueAtPickup' as const,
  total: '90.00',
  changesDue: '0.00',
  paid: '0.00',
  refunded: '0.00',
  deposit: { due: '100.00', taken: '0.00', kept: '0.00', returned: '0.00' },
  payments: [],
  ...over,
});

describe('orderMoney', () => {
  it('offers to take what an extension added after the order was paid at the counter', () => {
    const paid = { paymentStatus: 'Paid' as const, paid: '90.00', payments: [movement('charge', 'cash', '90.00')] };
    expect(orderMoney(order(paid)).canMarkPaid).toBe(false);
    expect(orderMoney(order({ ...paid, total: '120.00', changesDue: '30.00' })).canMarkPaid).toBe(true);
  });

  it('offers to mark a placed order paid at pick-up and to take its whole deposit', () => {
    const money = orderMoney(order());
    expect(money).toMatchObject({
      canMarkPaid: true,
      canTakeDeposit: true,
      depositToTakeCents: 10_000,
      canRefund: false,
    });
    expect(money.canKeepDeposit).toBe(false);
  });

  it('keeps or returns what is held, and refunds what was paid less what went back', () => {
    const money = orderMoney(
      order({
        paymentStatus: 'PartlyRefunded',
        paid: '90.00',
        refunded: '10.00',
        deposit: { due: '100.00', taken: '100.00', kept: '30.00', returned: '20.00' },
        payments: [movement('deposit_taken', 'terminal', '100.00')],
      }),
    );
    expect(money).toMatchObject({
      canMarkPaid: false,
      canTakeDeposit: false,
      depositHeldCents: 5_000,
      refundableCents: 8_000,
      canRefund: true,
      depositChannel: 'terminal',
    });
  });

  it('does not take money for an order that waits for payment online or has lapsed', () => {
    expect(orderMoney(order({ status: 'AwaitingPayment', payment: 'online', paymentStatus: 'Pending' }))).toMatchObject(
      {
        canMarkPaid: false,
        canTakeDeposit: false,
      },
    );
    expect(orderMoney(order({ status: 'Lapsed', paymentStatus: 'Expired' })).canMarkPaid).toBe(false);
  });
});

describe('mayAddLine', () => {
  it('adds to a placed order, before its charge or after it (a later charge, decision 069)', () => {
    expect(mayAddLine(order())).toBe(true);
    expect(mayAddLine(order({ payments: [movement('part_payment', 'cash', '20.00')] }))).toBe(true);
    expect(mayAddLine(order({ payments: [movement('charge', 'cash', '90.00')] }))).toBe(true);
  });

  it('tells a charge taken or on its way from a failed one and from part payments', () => {
    expect(hasCharge(order({ payments: [movement('charge', 'cash', '90.00')] }))).toBe(true);
    expect(hasCharge(order({ payments: [{ ...movement('charge', 'stripe', '90.00'), state: 'pending' }] }))).toBe(true);
    expect(hasCharge(order({ payments: [{ ...movement('charge', 'stripe', '90.00'), state: 'failed' }] }))).toBe(false);
    expect(hasCharge(order({ payments: [movement('part_payment', 'cash', '20.00')] }))).toBe(false);
  });

  it('adds nothing to an order waiting for Stripe, cancelled or lapsed', () => {
    expect(mayAddLine(order({ status: 'AwaitingPayment' }))).toBe(false);
    expect(mayAddLine(order({ status: 'Cancelled' }))).toBe(false);
    expect(mayAddLine(order({ status: 'Lapsed' }))).toBe(false);
  });
});
