import { z } from 'zod';
import { RENTAL_MAX_QUANTITY } from '../limits';
import { MONEY_INPUT_PATTERN, toCents } from '../money';
import { isoDateSchema } from './dates';
import { singleLineTextSchema } from './input';
import { REASON_MAX } from './payments';

/*
 * Staff changing one line of an order (decision 066): PATCH
 * /api/admin/orders/{id}/lines/{rentalId}: the line's booked daily price, with a reason for the
 * audit log and the customer's refund, its dates, or its number of units (pieces: a kit counts one).
 */

/** The most a daily price may be set to, in cents (€100,000.00): far above any product, far below an overflow. */
export const DAILY_PRICE_MAX_CENTS = 10_000_000;

/** A daily price typed by staff: euros with up to two decimals, 0.00 (given free) up to the maximum. */
export const dailyPriceInputSchema = z
  .string()
  .regex(MONEY_INPUT_PATTERN, 'must be an amount in euros with at most two decimals')
  .refine(
    (value) => !MONEY_INPUT_PATTERN.test(value) || toCents(value) <= DAILY_PRICE_MAX_CENTS,
    'is larger than the shop accepts',
  );

/**
 * One change at a time: `dailyPrice` with a `reason` (audited), `dateFrom` and `dateTo` (moved
 * or shortened as the customer's own change of dates, decision 048, with the staff member as who
 * asked), or `quantity` (decision 067).
 */
export const lineChangeSchema = z
  .strictObject({
    dailyPrice: dailyPriceInputSchema.optional(),
    reason: singleLineTextSchema(REASON_MAX).trim().min(1, 'must say why').optional(),
    dateFrom: isoDateSchema.optional(),
    dateTo: isoDateSchema.optional(),
    quantity: z.number().int().min(1).max(RENTAL_MAX_QUANTITY).optional(),
  })
  .superRefine((body, ctx) => {
    const price = body.dailyPrice !== undefined;
    const dates = body.dateFrom !== undefined || body.dateTo !== undefined;
    const quantity = body.quantity !== undefined;
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if ([price, dates, quantity].filter(Boolean).length > 1) {
      issue(quantity ? 'quantity' : 'dateFrom', 'change the daily price, the dates or the quantity, one at a time');
    } else if (!price && !dates && !quantity)
      issue('dailyPrice', 'say what changes: dailyPrice with a reason, dateFrom and dateTo, or quantity');
    else if (quantity) {
      if (body.reason !== undefined) issue('reason', 'goes with dailyPrice only');
    } else if (price && body.reason === undefined) issue('reason', 'must say why');
    else if (dates) {
      if (body.reason !== undefined) issue('reason', 'goes with dailyPrice only');
      if (body.dateFrom === undefined) issue('dateFrom', 'is required with dateTo');
      else if (body.dateTo === undefined) issue('dateTo', 'is required with dateFrom');
      else if (body.dateFrom > body.dateTo) issue('dateTo', 'must not be before dateFrom');
    }
  });
export type LineChange = z.infer<typeof lineChangeSchema>;
export type LinePriceChange = { dailyPrice: string; reason: string };
