/*
 * VAT identification numbers of the EU's member states (and Northern Ireland's XI), each checked
 * for the form its country gives it before anyone asks VIES (docs/business-customers.md). The
 * forms are the ones the European Commission publishes for VIES; a number of the right form may
 * still not exist, which only VIES can say.
 */

/** By the number's prefix (Greece writes EL, Northern Ireland XI): the characters after it. */
const FORMS: Record<string, RegExp> = {
  AT: /^U\d{8}$/,
  BE: /^[01]\d{9}$/,
  BG: /^\d{9,10}$/,
  CY: /^\d{8}[A-Z]$/,
  CZ: /^\d{8,10}$/,
  DE: /^\d{9}$/,
  DK: /^\d{8}$/,
  EE: /^\d{9}$/,
  EL: /^\d{9}$/,
  ES: /^[A-Z0-9]\d{7}[A-Z0-9]$/,
  FI: /^\d{8}$/,
  FR: /^[A-HJ-NP-Z0-9]{2}\d{9}$/,
  HR: /^\d{11}$/,
  HU: /^\d{8}$/,
  IE: /^(\d{7}[A-W][A-I]?|\d[A-Z+*]\d{5}[A-W])$/,
  IT: /^\d{11}$/,
  LT: /^(\d{9}|\d{12})$/,
  LU: /^\d{8}$/,
  LV: /^\d{11}$/,
  MT: /^\d{8}$/,
  NL: /^\d{9}B\d{2}$/,
  PL: /^\d{10}$/,
  PT: /^\d{9}$/,
  RO: /^\d{2,10}$/,
  SE: /^\d{10}01$/,
  SI: /^\d{8}$/,
  SK: /^\d{10}$/,
  XI: /^(\d{9}|\d{12}|GD\d{3}|HA\d{3})$/,
};

/** The prefixes VIES knows: the 27 member states, Greece as EL, and Northern Ireland as XI. */
export const VIES_PREFIXES = Object.keys(FORMS);

/** The number as VAT numbers are compared: capitals, without spaces, dots and dashes. */
export const normalVatId = (text: string) => text.replace(/[\s.-]/g, '').toUpperCase();

/** The ISO country of a number's prefix: Greece's EL is GR, Northern Ireland's XI is GB. */
export function countryOfVatId(vatId: string): string {
  const prefix = vatId.slice(0, 2);
  return prefix === 'EL' ? 'GR' : prefix === 'XI' ? 'GB' : prefix;
}

/** Whether the number's prefix is one VIES checks. */
export const isEuVatId = (vatId: string) => Object.hasOwn(FORMS, vatId.slice(0, 2));

/**
 * Why `vatId` (normalised) is not a VAT number of the form its country gives it, or null when it
 * is. A prefix outside the EU is taken as it is: the shop cannot check it, and it never gets the
 * EU's reverse charge.
 */
export function vatIdFormProblem(vatId: string): string | null {
  const form = FORMS[vatId.slice(0, 2)];
  if (!form) return null;
  return form.test(vatId.slice(2))
    ? null
    : `This is not the form of a VAT number of ${vatId.slice(0, 2)}: check its digits.`;
}
