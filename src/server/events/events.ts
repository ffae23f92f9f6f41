/*
 * The shop's domain events: what happened, in the shop's terms, each carrying the ids a
 * subscriber reads the rest by (a subscriber acts later, on the records as they are then).
 * A new member here fails the typecheck until every subscriber that answers each type handles
 * it (EventHandlers; the mails' mail/event-mails.ts). Who takes which: subscribers/.
 */
export type ShopEvent =
  | { type: 'order.placed'; orderId: number }
  | { type: 'order.cancelled'; orderId: number }
  // Payments: `paymentId` names the row in payments that moved the money.
  | { type: 'order.paid'; orderId: number; paymentId: number }
  | { type: 'order.lapsed'; orderId: number }
  | { type: 'order.refunded'; orderId: number; paymentId: number }
  | { type: 'deposit.taken'; orderId: number; paymentId: number }
  | { type: 'deposit.kept'; orderId: number; paymentId: number }
  | { type: 'deposit.returned'; orderId: number; paymentId: number }
  | { type: 'rental.cancelled'; rentalId: number; orderId: number }
  | { type: 'unit.swapped'; rentalId: number; newItemId: number; replacedItemId: number }
  | { type: 'incident.reported'; incidentId: number; rentalId: number }
  | { type: 'incident.status_changed'; incidentId: number }
  | { type: 'review.posted'; reviewId: number; productId: number }
  // Invoices: an invoice or credit note was issued for the order.
  | { type: 'invoice.issued'; invoiceId: number; orderId: number }
  // The hand-over desk: units handed over or taken back (`itemIds`, this step's), and
  // a rental past its last day with units out, on its first and third day late.
  | { type: 'rental.checked_out'; rentalId: number; orderId: number; itemIds: number[] }
  | { type: 'rental.checked_in'; rentalId: number; orderId: number; itemIds: number[] }
  | { type: 'rental.overdue'; rentalId: number; daysLate: number }
  // Changed dates, each with its row in rental_changes: a rental extended (in force;
  // one paid online is published when paid), shortened or moved before it started, and a change
  // whose online payment did not come in time (its old dates are back).
  | { type: 'rental.extended'; rentalId: number; orderId: number; changeId: number }
  | { type: 'rental.rescheduled'; rentalId: number; orderId: number; changeId: number }
  | { type: 'rental.change_lapsed'; rentalId: number; orderId: number; changeId: number }
  // A unit an administrator put back in service (Operational again): it may free dates someone waits for.
  | { type: 'unit.back_in_service'; itemId: number; productId: number }
  // Units held for something that never became an order were let go: a quote's hold that
  // ended or was revised (decision 090). Its products' units (a kit's parts too) may be free.
  | { type: 'stock.released'; productIds: number[] }
  // A waitlist request's unit is free: its one mail, and the request has ended.
  | { type: 'waitlist.unit_free'; requestId: number; userId: string; productId: number };

export type EventType = ShopEvent['type'];

export type EventOf<T extends EventType> = Extract<ShopEvent, { type: T }>;

/** A subscriber's answer to every event type: leaving one out fails the typecheck. */
export type EventHandlers<Result> = { [T in EventType]: (event: EventOf<T>) => Result };

/** An event as the outbox holds it: its id (for one delivery per subscriber) and when it happened. */
export type RecordedEvent = { id: number; occurredAt: Date; event: ShopEvent };
