import { z } from 'zod';
import { vatTreatments } from '../vat-treatment';
import { RENTAL_MAX_QUANTITY } from '../limits';
import { moneySchema } from './catalog';
import { typedCouponCodeSchema } from './coupon';
import { isoDateSchema } from './dates';
import { idSchema } from './input';
import { ORDER_MAX_LINES } from './order';

/*
 * The cart's prices from the server (docs/pricing.md): POST /api/cart/price answers what each line
 * and the whole cart cost on their dates, without booking anything. The order books exactly these
 * daily prices (each line's `dailyPrice` in POST /api/orders).
 */

export const cartPriceLineSchema = z
  .strictObject({
    productId: idSchema,
    dateFrom: isoDateSchema,
    dateTo: isoDateSchema,
    quantity: z.number().int().min(1).max(RENTAL_MAX_QUANTITY),
  })
  .refine((line) => line.dateFrom <= line.dateTo, { message: 'must not be before dateFrom', path: ['dateTo'] });

export const cartPriceRequestSchema = z.strictObject({
  lines: z.array(cartPriceLineSchema).min(1).max(ORDER_MAX_LINES),
  /** A code the shop gave out, as the customer typed it. */
  couponCode: typedCouponCodeSchema.optional(),
  /** The customer takes the damage waiver, where the shop offers one. */
  damageWaiver: z.boolean().optional(),
});
export type CartPriceRequest = z.infer<typeof cartPriceRequestSchema>;

export const cartPriceSchema = z.object({
  /** The request's lines, in its order. */
  lines: z.array(
    z.object({
      /** The days charged: every day of the range, or only the shop's open ones when closed days are free. */
      chargedDays: z.number().int(),
      /** The daily price for those days: the product's, or a lower one from a number of days on. */
      dailyPrice: moneySchema,
      /** Daily price x charged days x quantity: its rent. */
      total: moneySchema,
      /** What the coupon takes off this line's rent, and its damage waiver; "0.00" when none. */
      discount: moneySchema,
      damageWaiver: moneySchema,
    }),
  ),
  /** Taken off by the coupon; "0.00" without one. */
  discount: moneySchema,
  /** The damage waiver's price; "0.00" when not taken or not offered. */
  damageWaiver: moneySchema,
  /** The deposit asked at pick-up for these lines (per unit x units; not part of the total). */
  deposit: moneySchema,
  /** The VAT the total includes, per rate (percent), highest rate first. */
  vat: z.array(z.object({ rate: z.number(), amount: moneySchema })),
  /** What the cart costs: the lines, less the discount, plus the waiver. */
  total: moneySchema,
  /**
   * `reverse_charge` for a signed-in business in another EU member state whose VAT number VIES
   * confirmed: every price above is without VAT and `vat` is empty (decision 089); else `standard`.
   */
  vatTreatment: z.enum(vatTreatments),
});
export type CartPrice = z.infer<typeof cartPriceSchema>;
