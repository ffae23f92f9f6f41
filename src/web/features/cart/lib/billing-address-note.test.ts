import { describe, expect, it } from 'vitest';
import { needsBillingAddressNote } from './billing-address-note';

const address = { street: 'Calle Mayor 5', postcode: '28013', city: 'Madrid', country: 'ES' };

describe('the checkout note on the billing address', () => {
  it('shows above €250 for a customer with no address who buys for no business', () => {
    expect(needsBillingAddressNote({ totalCents: 25_001, business: false, billingAddress: null })).toBe(true);
  });

  it('stays away at €250 or less, with an address saved, or with a business', () => {
    expect(needsBillingAddressNote({ totalCents: 25_000, business: false, billingAddress: null })).toBe(false);
    expect(needsBillingAddressNote({ totalCents: 90_000, business: false, billingAddress: address })).toBe(false);
    expect(needsBillingAddressNote({ totalCents: 90_000, business: true, billingAddress: null })).toBe(false);
  });
});
