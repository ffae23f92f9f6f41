import { describe, expect, it } from 'vitest';
import { waiverTermsIn } from './damage-waiver';

describe('waiverTermsIn', () => {
  const waiver = {
    terms: 'Covers accidental damage.',
    translations: { es: { terms: ' Cubre daños accidentales. ' }, de: { terms: '  ' } },
  };

  it('answers the terms in the language the shop wrote them in, else the English', () => {
    expect(waiverTermsIn(waiver, 'en')).toBe('Covers accidental damage.');
    expect(waiverTermsIn(waiver, 'es')).toBe('Cubre daños accidentales.');
    expect(waiverTermsIn(waiver, 'de')).toBe('Covers accidental damage.');
  });
});
