import type { Rental } from '@shared/schemas/rental';

/** What the return from Stripe says about order `orderId`: still confirming, paid, or nothing (not in the list). */
export type PaymentNotice = { kind: 'confirming' | 'received'; reference: string } | null;

/**
 * From the customer's rentals: confirming while any line of the order waits for payment,
 * received once its lines are confirmed. An order whose lines are gone (lapsed unpaid, or
 * cancelled) says nothing here; its own page tells its story.
 */
export function paymentNoticeOf(rentals: readonly Rental[] | undefined, orderId: number): PaymentNotice {
  const lines = (rentals ?? []).filter((rental) => rental.orderId === orderId);
  const first = lines[0];
  if (!first) return null;
  if (lines.some((line) => line.orderStatus === 'AwaitingPayment')) {
    return { kind: 'confirming', reference: first.orderReference };
  }
  return first.orderStatus === 'Placed' ? { kind: 'received', reference: first.orderReference } : null;
}
