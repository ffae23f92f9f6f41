import { z } from 'zod';
import { RENTAL_MAX_QUANTITY } from '../limits';
import { orderStatuses } from '../order-statuses';
import { isoDateSchema } from './dates';
import { incidentStatuses } from './incident';
import { idParamSchema, idSchema, textSchema } from './input';
import { moneySchema } from './catalog';
import { rentalStates, rentalStatuses, reviewStatuses } from '../rental-rules';
import { listSearchSchema, pageQuerySchema } from './paging';

export const newRentalSchema = z
  .strictObject({
    productId: idSchema,
    dateFrom: isoDateSchema,
    dateTo: isoDateSchema,
    quantity: z.number().int().min(1).max(RENTAL_MAX_QUANTITY),
  })
  .refine((rental) => rental.dateFrom <= rental.dateTo, { message: 'must not be before dateFrom', path: ['dateTo'] });
export type NewRental = z.infer<typeof newRentalSchema>;

/** How a unit came back at the desk: fine, damaged, or missing (not back: the rental stays open). */
export const returnConditions = ['ok', 'damaged', 'missing'] as const;
export type ReturnCondition = (typeof returnConditions)[number];

export const rentalUnitSchema = z.object({
  id: z.number().int(),
  serialNumber: z.string(),
  /** The unit's own product: the rental's, or for a kit the part it is a unit of. */
  productId: z.number().int(),
  productName: z.string(),
  /** When it was handed to the customer; null until then. */
  checkedOutAt: z.string().nullable(),
  /** When it came back; null until then (a missing unit never does). */
  checkedInAt: z.string().nullable(),
  /** How it came back, once recorded. */
  condition: z.enum(returnConditions).nullable(),
  /**
   * Staff's reads only (a rental by id): its service is due (decision 094), this rental counted
   * as come back while the unit is still out, so the desk offers to record it at check-in.
   */
  serviceDue: z.boolean().optional(),
});
export type RentalUnit = z.infer<typeof rentalUnitSchema>;

export const rentalSchema = z.object({
  id: z.number().int(),
  userId: z.string(),
  productId: z.number().int(),
  productName: z.string(),
  dateFrom: isoDateSchema,
  dateTo: isoDateSchema,
  /** Its units, by serial number, each with where it stands at the hand-over desk. */
  items: z.array(rentalUnitSchema),
  /**
   * How many it books: units, or kits for a kit, whose units are its parts' (`items`,
   * each with its product: what is in the box, and which serials).
   */
  quantity: z.number().int(),
  /** Whether the product booked is a kit. */
  isKit: z.boolean(),
  /** The order this rental is a line of, and its public reference (FH-2026-000123). */
  orderId: z.number().int(),
  orderReference: z.string(),
  /** The daily price it was booked at, in euros: the product's price may have changed since. */
  dailyPrice: moneySchema,
  /**
   * The days its total counts: every day of it, or its open days only when the shop made closed
   * days free when it was booked or its dates last changed.
   */
  chargedDays: z.number().int().min(1),
  /** Booked daily price x charged days x quantity (units, or kits), in euros: its rent. */
  total: moneySchema,
  /** What a coupon took off its rent, and what the damage waiver added; "0.00" when none. It costs total - discount + damageWaiver. */
  discount: moneySchema,
  damageWaiver: moneySchema,
  /** The deposit per unit (per kit for a kit) asked when it was booked, in euros. */
  deposit: moneySchema,
  /** Its order's status: AwaitingPayment while the customer pays online, Lapsed when the hold ran out. */
  orderStatus: z.enum(orderStatuses),
  createdAt: z.string(),
  /** When it was cancelled; null unless it was. A cancelled rental keeps its units as history but holds none. */
  cancelledAt: z.string().nullable(),
  userName: z.string(),
  userEmail: z.string(),
  reviewStatus: z.enum(reviewStatuses),
  /** The user's review of this product, when there is one. */
  reviewId: z.number().int().nullable(),
  /** `byShop`: an administrator reported it on this customer's rental, which does not stop a cancel. */
  incident: z.object({ id: z.number().int(), status: z.enum(incidentStatuses), byShop: z.boolean() }).nullable(),
  /**
   * Its one status, as every list shows it (decision 099): SPEC section 4's by its dates
   * (Requested, InProgress, Completed), Overdue in place of Completed while a unit handed over is
   * not back, Cancelled for a cancelled line.
   */
  status: z.enum(rentalStatuses).exclude(['Unknown']),
  /**
   * Where it stands at the counter: booked (nothing handed over yet), awaitingPayment (nothing
   * handed over, its order waits for an online payment), out, overdue (a unit out past its last
   * day), returned (nothing out any more), cancelled. `items` says which units, for a partial
   * hand-over or return.
   */
  state: z.enum(rentalStates),
  /** When its last unit was handed over; null while any is still in the shop (a partial hand-over shows in `items`). */
  checkedOutAt: z.string().nullable(),
  /** When its last unit came back; null while any is out or missing. */
  checkedInAt: z.string().nullable(),
  /** Its last day has passed in the shop's calendar and a unit it handed over is not back (`state` overdue). */
  overdue: z.boolean(),
  /** Days past its last day while overdue; 0 otherwise. */
  daysLate: z.number().int(),
  /** Late fees in euros: charged at check-in for the units back late, and growing for those still out. */
  lateFee: moneySchema,
});
export type Rental = z.infer<typeof rentalSchema>;

export const idempotencyKeySchema = textSchema(200).trim().min(1).optional();

/**
 * The statuses a list filters by (Unknown is a display fallback, never a rental's status;
 * cancelled rentals are shown with includeCancelled).
 */
export const listedRentalStatuses = [
  'Requested',
  'InProgress',
  'Overdue',
  'Completed',
] as const satisfies readonly (typeof rentalStatuses)[number][];

/** Upcoming (not ended) rentals soonest first, or past (ended) ones latest first. */
export const rentalTimings = ['upcoming', 'past'] as const;
export type RentalTiming = (typeof rentalTimings)[number];

/** `?includeCancelled=true`: a list shows cancelled rentals too (they are left out otherwise). */
export const includeCancelledSchema = z
  .enum(['true', 'false'])
  .optional()
  .transform((value) => value === 'true');

/** The customer's own list. */
export const rentalListQuerySchema = z.object({ includeCancelled: includeCancelledSchema });

/**
 * The administrator's list: newest first, by status, by customer, or searched by customer or
 * product; with `when`, only upcoming or past rentals, by start date.
 */
export const adminRentalListQuerySchema = pageQuerySchema.extend({
  when: z.enum(rentalTimings).optional(),
  status: z.enum(listedRentalStatuses).optional(),
  userId: textSchema(100).optional(),
  productId: idParamSchema.optional(),
  /** An order's lines, its cancelled ones included. */
  orderId: idParamSchema.optional(),
  includeCancelled: includeCancelledSchema,
  /** Contains, in the customer's name or e-mail or the product's name. */
  q: listSearchSchema,
});
export type AdminRentalListQuery = z.infer<typeof adminRentalListQuerySchema>;

/**
 * A customer, by id, whose open rentals an administrator cancels (decision 036). Account ids are
 * made by the server (UUIDs or better-auth's letters and digits): anything else is no account.
 */
export const customerParams = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,100}$/, 'must be an account id: letters, digits, - and _'),
});

/** What cancelling a customer's open rentals did: the ids cancelled, and how many stay (started, or with an incident). */
export const openRentalsCancelledSchema = z.object({
  cancelled: z.array(z.number().int()),
  kept: z.number().int(),
});
export type OpenRentalsCancelled = z.infer<typeof openRentalsCancelledSchema>;
