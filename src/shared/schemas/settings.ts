import { z } from 'zod';

/*
 * The shop owner's settings (issue 28): what the shop decides for itself and edits in the
 * dashboard, stored in the database and audited. Operator limits (ports, rate limits, booking
 * limits) stay environment variables. Later issues add the shop's legal details and calendar as
 * further sections; every field has a default, so a section nobody saved reads as the default.
 */

/** How a customer may pay: online through Stripe Checkout, or in the shop at pick-up. */
export const paymentMethods = ['online', 'at_pickup'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

const methodsSchema = z
  .array(z.enum(paymentMethods))
  .min(1, 'Choose at least one payment method.')
  .refine((methods) => new Set(methods).size === methods.length, 'Each payment method once.');
const fullRefundDaysSchema = z.number().int().min(0).max(365);
const percentSchema = z.number().int().min(0).max(100);

export const paymentSettingsSchema = z.object({
  /**
   * The methods the shop offers. Online needs Stripe's settings (STRIPE_SECRET_KEY and
   * STRIPE_WEBHOOK_SECRET): without them only at_pickup applies, whatever is saved here.
   */
  methods: methodsSchema.default(['online', 'at_pickup']),
});

/**
 * What a customer gets back when they cancel a paid rental before it starts: everything up to
 * `fullRefundDaysBefore` days before its first day, `lateRefundPercent` of it after that, and
 * nothing once it has started (customers cannot cancel a started rental).
 */
export const cancellationSettingsSchema = z.object({
  fullRefundDaysBefore: fullRefundDaysSchema.default(2),
  lateRefundPercent: percentSchema.default(50),
});

/**
 * Deposits: each product's amount per unit is on the product. When `enabled`, the deposit is
 * shown to customers and collected at pick-up (cash or the shop's terminal), then returned or
 * kept in part against damage. A card hold through Stripe is not offered (decision 042).
 */
export const depositSettingsSchema = z.object({
  enabled: z.boolean().default(true),
});

export const shopSettingsSchema = z.object({
  payments: paymentSettingsSchema.prefault({}),
  cancellation: cancellationSettingsSchema.prefault({}),
  deposits: depositSettingsSchema.prefault({}),
});
export type ShopSettings = z.infer<typeof shopSettingsSchema>;

/** PATCH /api/admin/settings: any sections, any of their fields; the rest stays as it is. */
export const shopSettingsPatchSchema = z.strictObject({
  payments: z.strictObject({ methods: methodsSchema }).partial().optional(),
  cancellation: z
    .strictObject({ fullRefundDaysBefore: fullRefundDaysSchema, lateRefundPercent: percentSchema })
    .partial()
    .optional(),
  deposits: z.strictObject({ enabled: z.boolean() }).partial().optional(),
});
export type ShopSettingsPatch = z.infer<typeof shopSettingsPatchSchema>;

/** GET and PATCH /api/admin/settings answer the settings and what the operator's environment allows. */
export const adminSettingsSchema = shopSettingsSchema.extend({
  /** Whether STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET are set: online payment can be offered. */
  stripeConfigured: z.boolean(),
  /** PAYMENT_HOLD_MINUTES: how long a customer has to pay online. */
  paymentHoldMinutes: z.number().int(),
  updatedAt: z.string().nullable(),
});
export type AdminSettings = z.infer<typeof adminSettingsSchema>;
