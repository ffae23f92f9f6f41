import { describe, expect, it } from 'vitest';
import type { PaymentRow } from '../db/schema/payments';
import { paymentStatusOf, totalsOf } from './order-money';

const row = (kind: PaymentRow['kind'], amountCents: number, state: PaymentRow['state'] = 'succeeded'): PaymentRow => ({
  id: 1,
  orderId: 1,
  kind,
  channel: 'stripe',
  state,
  amountCents,
  stripeId: null,
  rentalChangeId: null,
  reason: null,
  actorId: null,
  createdAt: new Date(0),
  stripeTries: 0,
  stripeKeyRound: 0,
  failureReason: null,
  failedAt: null,
  settledNote: null,
  settledBy: null,
  settledAt: null,
});

describe("an order's money, summed from its payments", () => {
  it('counts pending refunds as given back and failed ones not at all', () => {
    const totals = totalsOf([
      row('charge', 35_910),
      row('refund', 10_000),
      row('refund', 5_000, 'pending'),
      row('refund', 999, 'failed'),
      row('deposit_taken', 30_000),
      row('deposit_kept', 4_550),
      row('deposit_returned', 25_450),
      row('late_fee', 3_000),
    ]);
    expect(totals).toEqual({
      paidCents: 35_910,
      refundedCents: 15_000,
      depositTakenCents: 30_000,
      depositKeptCents: 4_550,
      depositReturnedCents: 25_450,
      lateFeesCents: 3_000,
    });
  });

  it.each([
    ['Placed', 'at_pickup', [], 'DueAtPickup'],
    ['AwaitingPayment', 'online', [], 'Pending'],
    ['Lapsed', 'online', [], 'Expired'],
    ['Cancelled', 'at_pickup', [], 'NothingDue'],
    ['Cancelled', 'online', [], 'NothingDue'],
    ['Placed', 'online', [row('charge', 100)], 'Paid'],
    ['Placed', 'at_pickup', [row('charge', 100)], 'Paid'],
    ['Placed', 'online', [row('charge', 100), row('refund', 40)], 'PartlyRefunded'],
    ['Cancelled', 'online', [row('charge', 100), row('refund', 100)], 'Refunded'],
    // A payment that came after the hold lapsed, refunded in full.
    ['Lapsed', 'online', [row('charge', 100), row('refund', 100, 'pending')], 'Refunded'],
  ] as const)('a %s order paid %s with %j is %s', (status, paymentMethod, rows, expected) => {
    expect(paymentStatusOf({ status, paymentMethod }, totalsOf([...rows]))).toBe(expected);
  });
});
