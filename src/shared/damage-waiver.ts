/*
 * The damage waiver's modes (docs/pricing.md), apart from the arithmetic of shared/discounts.ts:
 * the settings and shop schemas, which every page loads, need only these.
 */

import type { Language } from './languages';

/** The shop's damage waiver setting (PATCH /api/admin/settings pricing.damageWaiver). */
export const damageWaiverModes = ['off', 'optional', 'required'] as const;
export type DamageWaiverMode = (typeof damageWaiverModes)[number];

/** Whether a cart or an order carries the waiver: always when required, when asked when optional. */
export const waiverTaken = (mode: DamageWaiverMode, asked: boolean | undefined) =>
  mode === 'required' || (mode === 'optional' && asked === true);

/** The waiver's terms as the shop keeps them: English, and Spanish and German that may be empty. */
type WaiverTerms = { terms: string; translations: { es: { terms: string }; de: { terms: string } } };

/** The terms a customer reads in `language`: its own when the shop wrote them, else the English. */
export function waiverTermsIn(waiver: WaiverTerms, language: Language): string {
  const own = language === 'en' ? '' : waiver.translations[language].terms.trim();
  return own || waiver.terms.trim();
}
