import { z } from 'zod';
import { isoDateSchema } from './dates';
import { incidentTypes } from './incident';
import { idSchema } from './input';
import { moneySchema } from './catalog';

/** How many rows each of the dashboard home's lists carries; `total` says how many there are. */
export const OVERVIEW_LIST_LIMIT = 10;

const unitSchema = z.object({ id: z.number().int(), serialNumber: z.string() });

/** A rental as the home lists it: who, what, when, and which units. */
export const overviewRentalSchema = z.object({
  id: z.number().int(),
  userName: z.string(),
  productId: z.number().int(),
  productName: z.string(),
  dateFrom: isoDateSchema,
  dateTo: isoDateSchema,
  items: z.array(unitSchema),
});
export type OverviewRental = z.infer<typeof overviewRentalSchema>;

/** A unit booked on one rental while it is still out, past its last day, on another. */
export const lateUnitSchema = unitSchema.extend({
  /** The rental it is out on, overdue, and by how many days. */
  outOnRentalId: z.number().int(),
  daysLate: z.number().int(),
});
export type LateUnit = z.infer<typeof lateUnitSchema>;

/**
 * A rental that needs another unit: a current or future one holding a unit out of service
 * (`brokenItems`), or one starting within OVERDUE_FLAG_DAYS holding a working unit still out late
 * on another rental (`lateItems`). A unit is in one of the two lists, never both; either swaps.
 */
export const flaggedRentalSchema = overviewRentalSchema.extend({
  brokenItems: z.array(unitSchema),
  lateItems: z.array(lateUnitSchema),
});
export type FlaggedRental = z.infer<typeof flaggedRentalSchema>;

/** How soon a rental must start for a unit late elsewhere to flag it: within this many days from today. */
export const OVERDUE_FLAG_DAYS = 7;

/** A rental past its last day with a unit out: by how many days, and its late fee so far in euros (as the rental's `lateFee`). */
export const overdueRentalSchema = overviewRentalSchema.extend({ daysLate: z.number().int(), lateFee: moneySchema });
export type OverdueRental = z.infer<typeof overdueRentalSchema>;

export const overviewIncidentSchema = z.object({
  id: z.number().int(),
  rentalId: z.number().int(),
  type: z.enum(incidentTypes),
  userName: z.string(),
  productName: z.string(),
  createdAt: z.string(),
});

/**
 * Money Stripe reported that matches nothing the shop asked for (decision 061): held,
 * never applied to an order, until staff have looked at it in Stripe and marked it reviewed.
 */
export const paymentForReviewSchema = z.object({
  id: z.number().int(),
  reason: z.enum(['unknown_session', 'amount_mismatch']),
  /** What Stripe reported, in its currency (lowercase ISO code, as Stripe writes it). */
  amount: z.string(),
  currency: z.string(),
  checkoutSessionId: z.string(),
  paymentIntentId: z.string().nullable(),
  /** The order the shop made the session for, when it made it. */
  order: z.object({ id: z.number().int(), reference: z.string() }).nullable(),
  receivedAt: z.string(),
});
export type PaymentForReview = z.infer<typeof paymentForReviewSchema>;

/**
 * A refund through Stripe that did not go through after its last try (decision 064):
 * listed until retried or paid back another way.
 */
export const failedRefundSchema = z.object({
  id: z.number().int(),
  order: z.object({ id: z.number().int(), reference: z.string() }),
  customerName: z.string(),
  amount: z.string(),
  /** Stripe's reason, as it gave it (in English), or that it could not be reached. */
  reason: z.string().nullable(),
  failedAt: z.string(),
});
export type FailedRefund = z.infer<typeof failedRefundSchema>;

/**
 * A customer's dispute of a payment with their bank, as Stripe reported it: listed
 * until staff, who answer it in Stripe's dashboard, mark it reviewed.
 */
export const paymentDisputeSchema = z.object({
  id: z.number().int(),
  order: z.object({ id: z.number().int(), reference: z.string() }),
  customerName: z.string(),
  amount: z.string(),
  /** Lowercase ISO code, as Stripe writes it. */
  currency: z.string(),
  /** Stripe's reason code: fraudulent, product_not_received, duplicate, … */
  reason: z.string(),
  stripeDisputeId: z.string(),
  receivedAt: z.string(),
  /** Stripe's decision once it closed the dispute (won, lost, warning_closed); null while open. */
  outcome: z.string().nullable(),
});
export type PaymentDispute = z.infer<typeof paymentDisputeSchema>;

/**
 * An order whose units went with money still owed ("customer pays later", at the desk), while it
 * still owes: what it owes now, the counter's reason and when it was said.
 */
export const payingLaterSchema = z.object({
  /** The order's id. */
  id: z.number().int(),
  order: z.object({ id: z.number().int(), reference: z.string() }),
  customerName: z.string(),
  balanceDue: z.string(),
  reason: z.string(),
  at: z.string(),
});
export type PayingLater = z.infer<typeof payingLaterSchema>;

export const outOfServiceUnitSchema = unitSchema.extend({ productId: z.number().int(), productName: z.string() });

/** At most OVERVIEW_LIST_LIMIT rows, and how many there are in all. */
const bounded = <T extends z.ZodType>(row: T) => z.object({ total: z.number().int(), items: z.array(row) });

export const adminOverviewSchema = z.object({
  /** The shop's today, which "today" and "tomorrow" below are counted from. */
  today: isoDateSchema,
  /** Rentals starting that day with units not handed over yet (those units); none handed over and returned. */
  handOut: z.object({ today: bounded(overviewRentalSchema), tomorrow: bounded(overviewRentalSchema) }),
  /** Rentals ending that day not back yet: their units out, or all of them when none was handed over. */
  takeBack: z.object({ today: bounded(overviewRentalSchema), tomorrow: bounded(overviewRentalSchema) }),
  needsReplacement: bounded(flaggedRentalSchema),
  /** Rentals past their last day with a unit not back, the longest late first. */
  overdue: bounded(overdueRentalSchema),
  openIncidents: bounded(overviewIncidentSchema),
  outOfService: bounded(outOfServiceUnitSchema),
  /** How many units are due for a service (decision 094): `GET /api/admin/items?serviceDue=true` lists them. */
  serviceDue: z.number().int(),
  /** Money that matched nothing the shop asked for, not reviewed yet, the oldest first. */
  paymentsForReview: bounded(paymentForReviewSchema),
  /** Refunds through Stripe that did not go through, the oldest first. */
  failedRefunds: bounded(failedRefundSchema),
  /** Payments customers disputed with their bank, not reviewed yet, the oldest first. */
  disputes: bounded(paymentDisputeSchema),
  /** Orders handed over with money owed ("customer pays later") that still owe, the oldest note first. */
  paysLater: bounded(payingLaterSchema),
});
export type AdminOverview = z.infer<typeof adminOverviewSchema>;

/** Swap this unit (out of service, or out late on another rental) on the rental for a free working one. */
export const unitSwapSchema = z.strictObject({ itemId: idSchema });
export type UnitSwap = z.infer<typeof unitSwapSchema>;
