/*
 * Why a booking, an extension or a change of dates cannot have the units it asks for (issue 48):
 * the customer's own other rental holds them, the product's buffer days after a rental (or
 * before the next) keep them back, the shop is closed on a day the range needs, or no unit is
 * free at all. Refusals keep their codes (NOT_ENOUGH_STOCK, UNIT_NOT_FREE, CLOSED_ON_…) and
 * add `reason` (and `bufferDays` for a buffer), so a client can say which it is; the web has a
 * text for each in every language. "Not enough stock!" stays the text of the cases the spec
 * describes (rentals taking the units on those days, SPEC sections 5 and 8), the customer's own
 * included; a buffer is not one of them, so it is not called that.
 */

export const refusalReasons = ['own_rental', 'buffer', 'closed_day', 'no_stock'] as const;
export type RefusalReason = (typeof refusalReasons)[number];

/** What a refusal adds to its code: the reason, and for a buffer the product's buffer days. */
export type RefusalDetail = { reason: RefusalReason; bufferDays?: number };

const days = (count: number) => `${count} day${count === 1 ? '' : 's'}`;

/** The spec's text for missing stock (SPEC sections 5 and 8). */
export const NOT_ENOUGH_STOCK_TEXT = 'Not enough stock!';

/** The English message of a booking line refused for its units, by reason. */
export function bookingShortMessage(detail: RefusalDetail): string {
  switch (detail.reason) {
    case 'own_rental':
      return `${NOT_ENOUGH_STOCK_TEXT} Your own other rental of this product has its units on these dates.`;
    case 'buffer':
      return `Not free on these dates: the shop keeps this product back ${days(detail.bufferDays ?? 0)} after each rental to check it, and another booking is too close.`;
    default:
      return NOT_ENOUGH_STOCK_TEXT;
  }
}

/** The English message of an extension refused for its units (UNIT_NOT_FREE), by reason. */
export function extensionShortMessage(detail: RefusalDetail): string {
  switch (detail.reason) {
    case 'own_rental':
      return 'Your own other rental of this product has its units on some of the new days: this rental cannot be extended to that day.';
    case 'buffer':
      return `The shop keeps this product back ${days(detail.bufferDays ?? 0)} after each rental to check it, and another booking starts too soon after the new last day: this rental cannot be extended to that day.`;
    default:
      return 'The unit is booked by someone else on some of the new days: this rental cannot be extended to that day.';
  }
}

/** The English message of a change of dates refused for its units (NOT_ENOUGH_STOCK), by reason. */
export function rescheduleShortMessage(detail: RefusalDetail): string {
  switch (detail.reason) {
    case 'own_rental':
      return 'Your own other rental of this product has its units on these dates: nothing was changed.';
    case 'buffer':
      return `The shop keeps this product back ${days(detail.bufferDays ?? 0)} after each rental to check it, and another booking is too close to these dates: nothing was changed.`;
    default:
      return 'Not enough units of this product are free on these dates: nothing was changed.';
  }
}
