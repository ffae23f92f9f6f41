import { z } from 'zod';
import { moneySchema } from './catalog';
import { isoDateSchema } from './dates';
import { idSchema } from './input';
import { amountInputSchema } from './payments';

/*
 * Coupons (docs/pricing.md): codes the shop gives out, for a percentage or an amount off the
 * rent. Checked from outside: POST /api/admin/coupons { code, percentOff | amountOff, validFrom?,
 * validTo?, maxUses?, maxUsesPerCustomer?, minDays?, productIds?, categoryIds? } answers 201 with
 * the coupon; GET /api/admin/coupons lists them.
 */

/** The longest coupon code a shop gives out. */
export const COUPON_CODE_MAX = 40;
/** A code is letters, digits, "-" and "_", read in capitals: "summer-10" is SUMMER-10. */
export const COUPON_CODE_PATTERN = /^[A-Z0-9][A-Z0-9_-]{2,39}$/;
/** The most products or categories one coupon may be limited to. */
export const COUPON_TARGETS_MAX = 100;

/** A code as the customer or the staff typed it: trimmed, in capitals. */
export const couponCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .max(COUPON_CODE_MAX, `must be at most ${COUPON_CODE_MAX} characters`)
  .regex(COUPON_CODE_PATTERN, 'must be 3 to 40 letters, digits, "-" or "_"');

/**
 * A code as a customer sends it with a cart or an order: any short text; one the shop never gave
 * out is answered COUPON_UNKNOWN next to the field, not as malformed input.
 */
export const typedCouponCodeSchema = z.string().trim().min(1).max(COUPON_CODE_MAX);

const targetsSchema = z
  .array(idSchema)
  .max(COUPON_TARGETS_MAX, `at most ${COUPON_TARGETS_MAX}`)
  .overwrite((ids) => [...new Set(ids)].sort((a, b) => a - b));

export const newCouponSchema = z
  .strictObject({
    code: couponCodeSchema,
    /** A whole percentage of the rent, 1 to 100. */
    percentOff: z.number().int('must be a whole number').min(1).max(100).optional(),
    /** An amount off the rent in euros ("20" or "20.00"); never more than the rent it applies to. */
    amountOff: amountInputSchema.optional(),
    /** The first and last day (the shop's calendar) it can be used; open when left out. */
    validFrom: isoDateSchema.optional(),
    validTo: isoDateSchema.optional(),
    /** How many orders may use it in all, and per customer; no limit when left out. */
    maxUses: z.number().int().min(1).max(1_000_000).optional(),
    maxUsesPerCustomer: z.number().int().min(1).max(1000).optional(),
    /** A line gets the discount only from this many charged days on. */
    minDays: z.number().int().min(1).max(365).optional(),
    /** Only lines of these products, or of products in these categories; every line when both are left out. */
    productIds: targetsSchema.optional(),
    categoryIds: targetsSchema.optional(),
  })
  .superRefine((coupon, ctx) => {
    if ((coupon.percentOff === undefined) === (coupon.amountOff === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['percentOff'], message: 'Give either percentOff or amountOff.' });
    }
    if (coupon.validFrom && coupon.validTo && coupon.validTo < coupon.validFrom) {
      ctx.addIssue({ code: 'custom', path: ['validTo'], message: 'must not be before validFrom' });
    }
  });
export type NewCoupon = z.infer<typeof newCouponSchema>;

/** PATCH /api/admin/coupons/{id}: switch a code off (customers can no longer use it) or on again. */
export const couponPatchSchema = z.strictObject({ active: z.boolean() });

export const couponSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  percentOff: z.number().int().nullable(),
  amountOff: moneySchema.nullable(),
  validFrom: isoDateSchema.nullable(),
  validTo: isoDateSchema.nullable(),
  maxUses: z.number().int().nullable(),
  maxUsesPerCustomer: z.number().int().nullable(),
  minDays: z.number().int().nullable(),
  productIds: z.array(z.number().int()),
  categoryIds: z.array(z.number().int()),
  /** Orders that used it (an order that lapsed unpaid gives its use back). */
  uses: z.number().int(),
  active: z.boolean(),
  createdAt: z.string(),
});
export type Coupon = z.infer<typeof couponSchema>;

export const couponListSchema = z.object({ items: z.array(couponSchema) });
