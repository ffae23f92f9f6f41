import { z } from 'zod';
import { moneySchema } from './catalog';
import { isoDateSchema } from './dates';
import { refusalDetailFields } from './refusal';

/** POST /api/rentals/{id}/reschedule and its quote's query: the new first and last day. */
export const rescheduleBodySchema = z
  .strictObject({ dateFrom: isoDateSchema, dateTo: isoDateSchema })
  .refine((range) => range.dateFrom <= range.dateTo, { message: 'must not be before dateFrom', path: ['dateTo'] });
export type RescheduleBody = z.infer<typeof rescheduleBodySchema>;

export const rescheduleQuerySchema = rescheduleBodySchema;

/**
 * POST /api/admin/rentals/{id}/move (the planner, issue 47): new dates, and optionally another unit
 * of the same product (`itemId`) in place of one of the rental's (`replacesItemId`, needed when it
 * has more than one).
 */
export const rentalMoveSchema = z
  .strictObject({
    dateFrom: isoDateSchema,
    dateTo: isoDateSchema,
    itemId: z.number().int().positive().max(2_147_483_647).optional(),
    replacesItemId: z.number().int().positive().max(2_147_483_647).optional(),
  })
  .refine((range) => range.dateFrom <= range.dateTo, { message: 'must not be before dateFrom', path: ['dateTo'] })
  .refine((move) => move.replacesItemId === undefined || move.itemId !== undefined, {
    message: 'comes with itemId, the unit that takes its place',
    path: ['replacesItemId'],
  });
export type RentalMove = z.infer<typeof rentalMoveSchema>;

/**
 * What changing a rental's dates would do, as the account shows it before the customer confirms:
 * `allowed` false with the refusal (its code and message), or the new charged days and total, the
 * refund the cancellation rules give (`percent` of what the change takes off, counted from the
 * original first day) and how many units would be other ones.
 */
export const rescheduleQuoteSchema = z.object({
  allowed: z.boolean(),
  refusal: z.object({ code: z.string(), message: z.string(), ...refusalDetailFields }).nullable(),
  kind: z.enum(['shorten', 'move']),
  dateFrom: isoDateSchema,
  dateTo: isoDateSchema,
  chargedDaysBefore: z.number().int(),
  chargedDays: z.number().int(),
  /**
   * The line's daily price before and after, in euros: the booked one moved by the product's
   * prices for the new dates against the old (a shorter rental may lose its duration price).
   */
  dailyPriceBefore: moneySchema,
  dailyPrice: moneySchema,
  /** The line's total before and after, in euros. */
  totalBefore: moneySchema,
  total: moneySchema,
  /** What the change takes off the line; `refund` of it comes back when the order was paid. */
  removed: moneySchema,
  refund: moneySchema,
  percent: z.number().int().min(0).max(100),
  paid: z.boolean(),
  /** Units that are not free on the new dates and are replaced by other units of the product. */
  unitsReplaced: z.number().int(),
});
export type RescheduleQuote = z.infer<typeof rescheduleQuoteSchema>;
