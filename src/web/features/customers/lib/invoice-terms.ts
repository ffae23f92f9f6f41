import type { Business } from '@shared/schemas/business';
import { ApiError } from '@/lib/api-client';

/** The payment terms staff may give a business, in days (PATCH /api/admin/users/{id}). */
export const PAYMENT_TERMS_DAYS_MIN = 1;
export const PAYMENT_TERMS_DAYS_MAX = 120;

/** The popup's fields; the NumberInput holds '' while emptied. */
export type InvoiceTermsValues = { payOnInvoice: boolean; paymentTermsDays: number | string };

export const invoiceTermsValues = (business: Business): InvoiceTermsValues => ({
  payOnInvoice: business.payOnInvoice,
  paymentTermsDays: business.paymentTermsDays,
});

/** Whether the days are a whole number from 1 to 120. */
export function paymentTermsDaysValid(value: number | string): boolean {
  if (value === '') return false;
  const days = Number(value);
  return Number.isInteger(days) && days >= PAYMENT_TERMS_DAYS_MIN && days <= PAYMENT_TERMS_DAYS_MAX;
}

/** What PATCH /api/admin/users/{id} is sent: both terms, as the popup shows them. */
export const invoiceTermsInput = (values: InvoiceTermsValues) => ({
  payOnInvoice: values.payOnInvoice,
  paymentTermsDays: Number(values.paymentTermsDays),
});

/**
 * What the popup makes of a refusal: the field the server names (its days, or the switch), the
 * customer no longer a business (409 NOT_A_BUSINESS, they removed it meanwhile), or null for
 * anything else, told as the app tells a failed submit.
 */
export function invoiceTermsRefusal(
  error: unknown,
): { kind: 'field'; field: keyof InvoiceTermsValues } | { kind: 'notBusiness' } | null {
  if (!(error instanceof ApiError)) return null;
  if (error.status === 409 && error.code === 'NOT_A_BUSINESS') return { kind: 'notBusiness' };
  if (error.status !== 400) return null;
  if (error.field === 'paymentTermsDays' || error.field === 'payOnInvoice')
    return { kind: 'field', field: error.field };
  return null;
}
