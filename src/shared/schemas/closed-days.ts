import { z } from 'zod';
import { isoDateSchema } from './dates';

/*
 * Closing a day that live rentals pick up or return on (issue 48, decision 102). PATCH
 * /api/admin/settings refuses such a change with 409 AFFECTED_RENTALS and the rentals it reaches,
 * until the request says what to do with them in `confirmAffected`.
 */

/** Which of a rental's days falls on the closed day: its first (pick-up) or its last (return). */
export const closedDayKinds = ['pick-up', 'return'] as const;
export type ClosedDayKind = (typeof closedDayKinds)[number];

/**
 * keep: the rentals stay as they are, exceptions the desk expects on that day; notify: each
 * customer is mailed their options (move the rental, or cancel it with a full refund).
 */
export const closedDayChoices = ['keep', 'notify'] as const;
export type ClosedDayChoice = (typeof closedDayChoices)[number];

export const AFFECTED_RENTALS = 'AFFECTED_RENTALS';

/** One pick-up or return on a day the change closes; a one-day rental is there twice. */
export const affectedRentalSchema = z.object({
  rentalId: z.number().int(),
  orderId: z.number().int(),
  date: isoDateSchema,
  kind: z.enum(closedDayKinds),
  /** The order's reference (FH-2026-000123), the customer's name and the product's, for the list staff see. */
  orderReference: z.string(),
  customerName: z.string(),
  productName: z.string(),
});
export type AffectedRental = z.infer<typeof affectedRentalSchema>;

/** The body field that confirms a change reaching rentals, and what to do with them. */
export const confirmAffectedSchema = z.enum(closedDayChoices).meta({
  description:
    'What to do with the pick-ups and returns on the days this change closes: "keep" them (exceptions the desk expects on that day) or "notify" each customer (a mail with their options: move the rental, or cancel it with a full refund). Without it, such a change is refused with 409 AFFECTED_RENTALS.',
});
