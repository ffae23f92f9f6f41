/**
 * An order's statuses (28). AwaitingPayment: its units are held while the customer
 * pays online; Stripe's signed webhook makes it Placed, the end of the hold Lapsed (its units
 * freed). Orders paid at pick-up are Placed at once. Cancelled: every line was cancelled.
 */
export const orderStatuses = ['AwaitingPayment', 'Placed', 'Cancelled', 'Lapsed'] as const;
export type OrderStatus = (typeof orderStatuses)[number];
