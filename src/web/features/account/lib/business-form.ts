import { businessInputSchema, type Business, type BusinessInput } from '@shared/schemas/business';
import { normalVatId, vatIdFormProblem } from '@shared/vat-numbers';

/*
 * The profile's "Business" section (docs/business-customers.md): on, the company, its VAT number
 * and whether its orders need a purchase-order number; off, a private customer. Saved whole with
 * its own button, as the billing address is: PATCH /api/me `{ business }`, null when off.
 */

/** The section's text fields, in the order they are shown. */
export const businessFields = ['company', 'vatId'] as const;
export type BusinessField = (typeof businessFields)[number];

export type BusinessValues = {
  /** "I rent for a business". */
  enabled: boolean;
  company: string;
  vatId: string;
  purchaseOrderRequired: boolean;
};

/** The form's values for a saved business, or a private customer's (off, empty fields). */
export function businessValues(saved: Business | null): BusinessValues {
  return {
    enabled: saved !== null,
    company: saved?.company ?? '',
    vatId: saved?.vatId ?? '',
    purchaseOrderRequired: saved?.purchaseOrderRequired ?? false,
  };
}

/**
 * Whether the form differs from what is saved. Spaces at either end of the company, and the way
 * a VAT number is written (spaces, dots, dashes, small letters), do not count: the server drops them.
 * While it is off, only being off counts: the fields kept underneath are not sent.
 */
export function businessChanged(values: BusinessValues, saved: Business | null): boolean {
  if (values.enabled !== (saved !== null)) return true;
  if (!values.enabled || !saved) return false;
  return (
    values.company.trim() !== saved.company ||
    normalVatId(values.vatId) !== saved.vatId ||
    values.purchaseOrderRequired !== saved.purchaseOrderRequired
  );
}

/** Why a field cannot be saved: a key of `profile.business.errors` (namespace account), with its values. */
export type BusinessProblem = { key: 'company' } | { key: 'vatId' } | { key: 'vatIdForm'; prefix: string };

export type BusinessCheck =
  | { ok: true; business: BusinessInput | null }
  | { ok: false; problems: Partial<Record<BusinessField, BusinessProblem>> };

/**
 * What a save sends: null while off; else the business checked by the server's own schema, the
 * company trimmed and the VAT number normalised. A VAT number not of its country's form is
 * refused here, in the reader's language, before anything is sent.
 */
export function checkBusiness(values: BusinessValues): BusinessCheck {
  if (!values.enabled) return { ok: true, business: null };
  const vatId = normalVatId(values.vatId);
  const parsed = businessInputSchema.safeParse({
    company: values.company,
    vatId,
    purchaseOrderRequired: values.purchaseOrderRequired,
  });
  const problems: Partial<Record<BusinessField, BusinessProblem>> = {};
  const refused = (field: BusinessField) => parsed.error?.issues.some((issue) => issue.path[0] === field) ?? false;
  if (refused('company')) problems.company = { key: 'company' };
  if (vatIdFormProblem(vatId)) problems.vatId = { key: 'vatIdForm', prefix: vatId.slice(0, 2) };
  else if (refused('vatId')) problems.vatId = { key: 'vatId' };
  if (!parsed.success || Object.keys(problems).length > 0) return { ok: false, problems };
  return { ok: true, business: parsed.data };
}

/** The form's field a server's refusal names (`business.vatId`), if any. */
export function businessFieldOf(serverField: string | undefined): BusinessField | undefined {
  const name = serverField?.startsWith('business.') ? serverField.slice('business.'.length) : undefined;
  return businessFields.find((field) => field === name);
}

/** Which VIES text the saved number gets: a key of `profile.business.vies`, and whether it names a day. */
export type ViesAnswer =
  | { key: 'valid'; checkedAt: string }
  | { key: 'validWithProof'; checkedAt: string; requestId: string }
  | { key: 'invalid' }
  | { key: 'unavailable'; checkedAt: string }
  | { key: 'unchecked' };

/**
 * VIES's answer on the saved number. The server gives valid, invalid and unavailable answers
 * their time; one without (never sent) is shown as not checked rather than with no day.
 */
export function viesAnswer(check: Business['vatCheck']): ViesAnswer {
  const { status, checkedAt, requestId } = check;
  if (status === 'invalid') return { key: 'invalid' };
  if (status === 'unchecked' || checkedAt === null) return { key: 'unchecked' };
  if (status === 'unavailable') return { key: 'unavailable', checkedAt };
  return requestId ? { key: 'validWithProof', checkedAt, requestId } : { key: 'valid', checkedAt };
}
