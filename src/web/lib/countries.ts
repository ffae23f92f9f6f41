import type { Language } from '@shared/languages';

/**
 * The countries a shop or a business buyer may be in, as ISO 3166-1 alpha-2 codes: the EU's 27
 * and the neighbours whose businesses rent across its borders. Their names come from the browser
 * in the reader's language (Intl.DisplayNames), so no list of names is kept here.
 */
// prettier-ignore
export const countryCodes = [
  'AT', 'BE', 'BG', 'CY', 'CZ', 'DE', 'DK', 'EE', 'ES', 'FI', 'FR', 'GR', 'HR', 'HU', 'IE', 'IT', 'LT', 'LU',
  'LV', 'MT', 'NL', 'PL', 'PT', 'RO', 'SE', 'SI', 'SK',
  'CH', 'GB', 'IS', 'LI', 'NO',
] as const;

/** A country's name in `language` ("Germany", "Alemania", "Deutschland"); the code when the browser has none. */
export function countryName(code: string, language: Language): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** The countries as options of a select, by name in the reader's language (`codes`: the region's by default). */
export function countryOptions(
  language: Language,
  codes: Iterable<string> = countryCodes,
): { value: string; label: string }[] {
  return [...codes]
    .map((code) => ({ value: code, label: countryName(code, language) }))
    .sort((a, b) => a.label.localeCompare(b.label, language));
}

/**
 * The country a VAT number names: its first two letters, except Greece's, whose VAT numbers
 * start with EL. Null while the number does not start with a known country.
 */
export function countryOfVatId(vatId: string): string | null {
  const prefix = vatId
    .replace(/[\s.-]/g, '')
    .slice(0, 2)
    .toUpperCase();
  const code = prefix === 'EL' ? 'GR' : prefix;
  return (countryCodes as readonly string[]).includes(code) ? code : null;
}
