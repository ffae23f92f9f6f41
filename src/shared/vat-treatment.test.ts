import { describe, expect, it } from 'vitest';
import { priceUnder, vatTreatmentOf } from './vat-treatment';

/* Which VAT an order is charged (decision 089): only VIES's "valid", across an EU border, turns it off. */

const valid = (vatId: string) => ({ vatId, vatCheck: 'valid' as const });

describe('the VAT an order is charged', () => {
  it('is reverse-charged for a business in another member state whose number VIES confirmed', () => {
    expect(vatTreatmentOf('DE', valid('FR40303265045'))).toBe('reverse_charge');
    expect(vatTreatmentOf('ES', valid('EL123456789'))).toBe('reverse_charge');
    expect(vatTreatmentOf('DE', valid('FR40303265045'), 'FR40303265045')).toBe('reverse_charge');
  });

  it('is the shop’s for everyone else, never a guess', () => {
    expect(vatTreatmentOf('DE', null)).toBe('standard');
    expect(vatTreatmentOf('DE', valid('DE811907980'))).toBe('standard');
    for (const vatCheck of ['invalid', 'unavailable', 'unchecked'] as const) {
      expect(vatTreatmentOf('DE', { vatId: 'FR40303265045', vatCheck })).toBe('standard');
    }
    // The checkout named another number than the one VIES confirmed.
    expect(vatTreatmentOf('DE', valid('FR40303265045'), 'FR83404833048')).toBe('standard');
    // Northern Ireland's numbers are EU numbers for goods only; a rental is a service.
    expect(vatTreatmentOf('DE', valid('XI123456789'))).toBe('standard');
    // A shop outside the EU, or one whose country is not set yet.
    expect(vatTreatmentOf('CH', valid('FR40303265045'))).toBe('standard');
    expect(vatTreatmentOf('', valid('FR40303265045'))).toBe('standard');
  });

  it('takes the VAT out of a reverse-charged price, as a consumer’s invoice would show it', () => {
    expect(priceUnder('reverse_charge', 5000, 19)).toBe(4202);
    expect(priceUnder('reverse_charge', 1070, 7)).toBe(1000);
    expect(priceUnder('standard', 5000, 19)).toBe(5000);
    expect(priceUnder('reverse_charge', 5000, 0)).toBe(5000);
  });
});
