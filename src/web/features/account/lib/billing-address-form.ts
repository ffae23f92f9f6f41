import {
  billingAddressInputSchema,
  type BillingAddress,
  type BillingAddressInput,
} from '@shared/schemas/billing-address';

/** The billing address form's fields, in the order they are shown. */
export const billingFields = ['street', 'postcode', 'city', 'country'] as const;
export type BillingField = (typeof billingFields)[number];
export type BillingValues = Record<BillingField, string>;

/** The form's values for a saved address, or empty fields when none is saved. */
export function billingValues(saved: BillingAddress | null): BillingValues {
  return {
    street: saved?.street ?? '',
    postcode: saved?.postcode ?? '',
    city: saved?.city ?? '',
    country: saved?.country ?? '',
  };
}

/** Whether the form differs from what is saved, spaces at either end aside (the server trims them). */
export function billingChanged(values: BillingValues, saved: BillingAddress | null): boolean {
  const before = billingValues(saved);
  return billingFields.some((field) => values[field].trim() !== before[field].trim());
}

/**
 * The address to send, checked by the same schema as the server's: or the fields it refuses,
 * each shown with its own message in the reader's language.
 */
export function checkBillingAddress(
  values: BillingValues,
): { ok: true; address: BillingAddressInput } | { ok: false; fields: BillingField[] } {
  const parsed = billingAddressInputSchema.safeParse(values);
  if (parsed.success) return { ok: true, address: parsed.data };
  const fields = billingFields.filter((field) => parsed.error.issues.some((issue) => issue.path[0] === field));
  return { ok: false, fields };
}

/** The form's field a server's refusal names (`billingAddress.city`), if any. */
export function billingFieldOf(serverField: string | undefined): BillingField | undefined {
  const name = serverField?.startsWith('billingAddress.') ? serverField.slice('billingAddress.'.length) : undefined;
  return billingFields.find((field) => field === name);
}
