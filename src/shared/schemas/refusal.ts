import { z } from 'zod';
import { refusalReasons } from '../refusal-reasons';

/**
 * The fields a refusal adds to its code when it is about units or days (shared/refusal-reasons.ts):
 * an error body's, an order line's, a quote's refusal.
 */
export const refusalDetailFields = {
  /** own_rental, buffer, closed_day or no_stock: why the units or the day are refused. */
  reason: z.enum(refusalReasons).optional(),
  /** With `buffer`: the product's buffer days after each rental. */
  bufferDays: z.number().int().min(0).optional(),
};
