import type { AdminSettings, PaymentMethod, ShopSettingsPatch } from '@shared/schemas/settings';

/**
 * The settings form's values, shaped like the PATCH body so a field the server names in a 400
 * (`payments.methods`, `cancellation.lateRefundPercent`) is the form field of the same path.
 */
export type SettingsValues = {
  payments: { methods: PaymentMethod[] };
  cancellation: { fullRefundDaysBefore: number | string; lateRefundPercent: number | string };
  deposits: { enabled: boolean };
};

export const FULL_REFUND_DAYS_MAX = 365;
export const PERCENT_MAX = 100;

/**
 * The form's starting values. Without Stripe's keys "online" is not offered whatever is saved,
 * so its box starts unticked (and is disabled): the form shows what customers get.
 */
export function settingsToValues(settings: AdminSettings): SettingsValues {
  return {
    payments: {
      methods: settings.payments.methods.filter((method) => method !== 'online' || settings.stripeConfigured),
    },
    cancellation: { ...settings.cancellation },
    deposits: { ...settings.deposits },
  };
}

/**
 * The PATCH body. A saved "online" that Stripe's missing keys hide is kept, so the shop offers it
 * again as soon as the operator sets them, as it chose.
 */
export function valuesToPatch(values: SettingsValues, settings: AdminSettings): ShopSettingsPatch {
  const keepOnline = !settings.stripeConfigured && settings.payments.methods.includes('online');
  const methods = keepOnline ? ['online' as const, ...values.payments.methods] : values.payments.methods;
  return {
    payments: { methods: [...new Set(methods)] },
    cancellation: {
      fullRefundDaysBefore: Number(values.cancellation.fullRefundDaysBefore),
      lateRefundPercent: Number(values.cancellation.lateRefundPercent),
    },
    deposits: { enabled: values.deposits.enabled },
  };
}

/** Whether a number field holds a whole number from 0 to `max`. */
export const isWholeUpTo = (value: number | string, max: number) =>
  value !== '' && Number.isInteger(Number(value)) && Number(value) >= 0 && Number(value) <= max;
