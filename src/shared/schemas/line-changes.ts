import { z } from 'zod';
import { MONEY_INPUT_PATTERN, toCents } from '../money';
import { singleLineTextSchema } from './input';
import { REASON_MAX } from './payments';

/*
 * Staff changing one line of an order (issue 43, decision 066): PATCH
 * /api/admin/orders/{id}/lines/{rentalId}. This slice sets the line's booked daily price, with a
 * reason for the audit log and the customer's refund.
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

export const lineChangeSchema = z.strictObject({
  dailyPrice: dailyPriceInputSchema,
  reason: singleLineTextSchema(REASON_MAX).trim().min(1, 'must say why'),
});
export type LineChange = z.infer<typeof lineChangeSchema>;
