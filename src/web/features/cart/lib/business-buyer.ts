import { useSyncExternalStore } from 'react';
import { businessBuyerSchema, type BusinessBuyer } from '@shared/schemas/invoice';

/*
 * "Buying for a business" at checkout: the company, its VAT number and address go on
 * the order's invoices. Kept here rather than in the summary's state, so they survive leaving the
 * cart and coming back while the page lives (not stored: a shared computer keeps no company data).
 */

export const businessFields = ['company', 'vatId', 'street', 'postcode', 'city', 'country'] as const;
export type BusinessField = (typeof businessFields)[number];

/** `country` is '' while it follows the VAT number's country. */
export type BusinessValues = Record<BusinessField, string>;

export type BusinessState = {
  enabled: boolean;
  values: BusinessValues;
  /** The fields that were refused, by the form's check or by the server. */
  invalid: readonly BusinessField[];
};

const empty: BusinessState = {
  enabled: false,
  values: { company: '', vatId: '', street: '', postcode: '', city: '', country: '' },
  invalid: [],
};

let state = empty;
const listeners = new Set<() => void>();

function publish(next: BusinessState) {
  state = next;
  for (const listener of listeners) listener();
}

const isBusinessField = (field: unknown): field is BusinessField =>
  (businessFields as readonly unknown[]).includes(field);

export const businessBuyer = {
  get: () => state,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  setEnabled(enabled: boolean) {
    publish({ ...state, enabled, invalid: [] });
  },
  /** A changed field is no longer marked refused. */
  setValue(field: BusinessField, value: string) {
    publish({
      ...state,
      values: { ...state.values, [field]: value },
      invalid: state.invalid.filter((one) => one !== field),
    });
  },
  setInvalid(invalid: readonly BusinessField[]) {
    publish({ ...state, invalid });
  },
  /**
   * A 400 from POST /api/orders about the business (`field` "business.vatId"): marks that field
   * and answers true; false when the refusal is about something else.
   */
  refuse(field: string | undefined): boolean {
    const name = field?.startsWith('business.') ? field.slice('business.'.length) : undefined;
    if (!isBusinessField(name)) return false;
    publish({ ...state, invalid: [name] });
    return true;
  },
  reset: () => publish(empty),
};

export function useBusinessBuyer(): BusinessState {
  return useSyncExternalStore(businessBuyer.subscribe, businessBuyer.get, () => empty);
}

/**
 * The buyer to send with the order, checked by the server's own schema; the refused fields
 * otherwise. The country is sent only when the customer chose one: the server takes the VAT
 * number's country by default.
 */
export function toBusinessBuyer(
  values: BusinessValues,
): { ok: true; buyer: BusinessBuyer } | { ok: false; invalid: BusinessField[] } {
  const { country, ...rest } = values;
  const parsed = businessBuyerSchema.safeParse(country ? { ...rest, country } : rest);
  if (parsed.success) return { ok: true, buyer: parsed.data };
  const invalid = new Set(parsed.error.issues.map((issue) => issue.path[0]).filter(isBusinessField));
  return { ok: false, invalid: businessFields.filter((field) => invalid.has(field)) };
}
