import { toCents } from '@shared/money';
import type { Order, PaymentMovement } from '@shared/schemas/order';

type MoneyOrder = Pick<
  Order,
  'status' | 'payment' | 'paymentStatus' | 'total' | 'changesDue' | 'paid' | 'refunded' | 'deposit' | 'payments'
>;

/** Where an order's money stands for the counter, in cents, and what may be done with it now. */
export type OrderMoney = {
  /** Paid and not given back: the most a refund may be. */
  refundableCents: number;
  /** The deposit still to take: asked less taken. */
  depositToTakeCents: number;
  /** The deposit the shop holds: taken less kept and returned. */
  depositHeldCents: number;
  canMarkPaid: boolean;
  canTakeDeposit: boolean;
  canKeepDeposit: boolean;
  canReturnDeposit: boolean;
  canRefund: boolean;
  /** The channel the deposit was taken through, which keeping or returning it goes back through by default. */
  depositChannel: 'cash' | 'terminal';
};

const cents = toCents;

function lastDepositChannel(payments: PaymentMovement[]): 'cash' | 'terminal' {
  const taken = payments.filter((movement) => movement.kind === 'deposit_taken' && movement.channel !== 'stripe');
  return taken.at(-1)?.channel === 'terminal' ? 'terminal' : 'cash';
}

/**
 * The counter's view of an order. Mark paid only while it is placed and due at pick-up; a
 * deposit is taken only on a placed order; what the shop holds can be kept or returned even
 * after the order ended (the deposit outlives the rental); refunds up to what was paid.
 */
export function orderMoney(order: MoneyOrder): OrderMoney {
  const placed = order.status === 'Placed';
  const refundableCents = Math.max(0, cents(order.paid) - cents(order.refunded));
  const depositToTakeCents = Math.max(0, cents(order.deposit.due) - cents(order.deposit.taken));
  const depositHeldCents = Math.max(
    0,
    cents(order.deposit.taken) - cents(order.deposit.kept) - cents(order.deposit.returned),
  );
  return {
    refundableCents,
    depositToTakeCents,
    depositHeldCents,
    // Due at pick-up, or what changes added after the order was paid (decision 069).
    canMarkPaid:
      placed &&
      ((['DueAtPickup', 'Invoiced', 'PartlyPaid'].includes(order.paymentStatus) && cents(order.total) > 0) ||
        cents(order.changesDue) > 0),
    canTakeDeposit: placed && depositToTakeCents > 0,
    canKeepDeposit: depositHeldCents > 0,
    canReturnDeposit: depositHeldCents > 0,
    canRefund: refundableCents > 0,
    depositChannel: lastDepositChannel(order.payments),
  };
}

/**
 * Whether the order's charge was taken or is on its way (a charge that has not failed): what a
 * change adds after it is a later charge the counter takes with its own invoice (`changesDue`,
 * decision 069). Part payments are not the charge: until it, the order's total simply grows.
 */
export const hasCharge = (order: Pick<Order, 'payments'>) =>
  order.payments.some((movement) => movement.kind === 'charge' && movement.state !== 'failed');

/** Whether staff may add a line: a placed order (not waiting for Stripe, not closed). */
export const mayAddLine = (order: Pick<Order, 'status'>) => order.status === 'Placed';

/** Colours of the payment status badge, as the customer's order page has them. */
export const paymentStatusColor: Record<Order['paymentStatus'], string> = {
  DueAtPickup: 'blue',
  Invoiced: 'blue',
  NothingDue: 'gray',
  Pending: 'orange',
  Paid: 'green',
  PartlyPaid: 'yellow',
  PartlyRefunded: 'teal',
  RefundOwed: 'orange',
  Refunded: 'gray',
  Expired: 'red',
};
