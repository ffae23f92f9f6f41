import { z } from 'zod';
import { DURATION_MAX_DAYS, DURATION_MIN_DAYS, DURATION_PRICES_MAX } from '../duration-prices';
import { singleLineTextSchema } from './input';

/*
 * Price templates (docs/pricing.md): duration prices as percentages of the daily price, which
 * many products follow. GET/POST /api/admin/price-templates, PUT and DELETE /api/admin/price-templates/{id};
 * a product follows one through its `priceTemplateId`.
 */

export const templateTierSchema = z.strictObject({
  minDays: z
    .number()
    .int('A number of days is a whole number.')
    .min(DURATION_MIN_DAYS, `From ${DURATION_MIN_DAYS} to ${DURATION_MAX_DAYS} days.`)
    .max(DURATION_MAX_DAYS, `From ${DURATION_MIN_DAYS} to ${DURATION_MAX_DAYS} days.`),
  /** Of the product's daily price: 80 makes a €50.00 day €40.00. */
  percent: z.number().int('A whole percentage.').min(1, 'From 1 to 99 %.').max(99, 'From 1 to 99 %.'),
});

export const priceTemplateInputSchema = z
  .strictObject({
    name: singleLineTextSchema(60).trim().min(1, 'Give the template a name.'),
    tiers: z
      .array(templateTierSchema)
      .min(1, 'A template has at least one tier.')
      .max(DURATION_PRICES_MAX, `A template has at most ${DURATION_PRICES_MAX} tiers.`)
      .overwrite((tiers) => [...tiers].sort((a, b) => a.minDays - b.minDays)),
  })
  .superRefine((input, ctx) => {
    input.tiers.forEach((tier, index) => {
      const before = input.tiers[index - 1];
      if (before?.minDays === tier.minDays) {
        ctx.addIssue({ code: 'custom', path: ['tiers', index, 'minDays'], message: 'Each number of days once.' });
      } else if (before && tier.percent >= before.percent) {
        ctx.addIssue({
          code: 'custom',
          path: ['tiers', index, 'percent'],
          message: 'More days never cost more a day: give a lower percentage than for fewer days.',
        });
      }
    });
  });
export type PriceTemplateInput = z.infer<typeof priceTemplateInputSchema>;

export const priceTemplateSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  tiers: z.array(z.object({ minDays: z.number().int(), percent: z.number().int() })),
  /** Products that follow it. */
  productCount: z.number().int(),
});
export type PriceTemplate = z.infer<typeof priceTemplateSchema>;
