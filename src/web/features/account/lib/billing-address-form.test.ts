import { describe, expect, it } from 'vitest';
import { billingChanged, billingFieldOf, billingValues, checkBillingAddress } from './billing-address-form';

const saved = { street: 'Calle Mayor 5', postcode: '28013', city: 'Madrid', country: 'ES' };

describe('the billing address form', () => {
  it('starts empty without a saved address, and from the saved one otherwise', () => {
    expect(billingValues(null)).toEqual({ street: '', postcode: '', city: '', country: '' });
    expect(billingValues(saved)).toEqual(saved);
  });

  it('sees a change, but not spaces at either end', () => {
    expect(billingChanged({ ...saved, city: ' Madrid ' }, saved)).toBe(false);
    expect(billingChanged({ ...saved, city: 'Toledo' }, saved)).toBe(true);
    expect(billingChanged(billingValues(null), null)).toBe(false);
  });

  it('sends the address trimmed, and names each field the rules refuse', () => {
    expect(checkBillingAddress({ ...saved, street: ' Calle Mayor 5 ' })).toEqual({ ok: true, address: saved });
    expect(checkBillingAddress({ street: 'Calle Mayor 5', postcode: '', city: 'x'.repeat(101), country: '' })).toEqual({
      ok: false,
      fields: ['postcode', 'city', 'country'],
    });
    expect(checkBillingAddress({ ...saved, street: 'Calle\nMayor' })).toEqual({ ok: false, fields: ['street'] });
  });

  it("reads the field of a server's refusal", () => {
    expect(billingFieldOf('billingAddress.country')).toBe('country');
    expect(billingFieldOf('billingAddress')).toBeUndefined();
    expect(billingFieldOf('fullName')).toBeUndefined();
    expect(billingFieldOf(undefined)).toBeUndefined();
  });
});
