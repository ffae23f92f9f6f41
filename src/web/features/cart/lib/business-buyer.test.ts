import { describe, expect, it } from 'vitest';
import { countryOfVatId } from '@/lib/countries';
import { businessBuyer, toBusinessBuyer, type BusinessValues } from './business-buyer';

const filled: BusinessValues = {
  company: 'Lichtblick Studio GmbH',
  vatId: 'de 123.456-789',
  street: 'Bildweg 4',
  postcode: '80331',
  city: 'München',
  country: '',
};

describe('buying for a business', () => {
  it('sends the VAT number as the EU writes it, and no country while it follows the VAT number', () => {
    expect(toBusinessBuyer(filled)).toEqual({
      ok: true,
      buyer: {
        company: 'Lichtblick Studio GmbH',
        vatId: 'DE123456789',
        street: 'Bildweg 4',
        postcode: '80331',
        city: 'München',
      },
    });
    const chosen = toBusinessBuyer({ ...filled, country: 'AT' });
    expect(chosen.ok && chosen.buyer.country).toBe('AT');
  });

  it('names every missing or wrong field, in the form order', () => {
    expect(toBusinessBuyer({ ...filled, company: ' ', vatId: '123', city: '' })).toEqual({
      ok: false,
      invalid: ['company', 'vatId', 'city'],
    });
  });

  it("marks the field a server's 400 names, and only business fields", () => {
    expect(businessBuyer.refuse('business.postcode')).toBe(true);
    expect(businessBuyer.get().invalid).toEqual(['postcode']);
    businessBuyer.setValue('postcode', '10115');
    expect(businessBuyer.get().invalid).toEqual([]);
    expect(businessBuyer.refuse('lines.0.quantity')).toBe(false);
    businessBuyer.reset();
  });

  it("takes the country from the VAT number (Greece's is EL)", () => {
    expect(countryOfVatId('DE123456789')).toBe('DE');
    expect(countryOfVatId('el 123456789')).toBe('GR');
    expect(countryOfVatId('XX1234')).toBeNull();
  });
});
