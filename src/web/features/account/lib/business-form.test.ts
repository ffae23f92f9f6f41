import { describe, expect, it } from 'vitest';
import type { Business } from '@shared/schemas/business';
import { businessChanged, businessFieldOf, businessValues, checkBusiness, viesAnswer } from './business-form';

const saved: Business = {
  company: 'Studio Uno',
  vatId: 'FR40303265045',
  purchaseOrderRequired: false,
  vatCheck: { status: 'valid', checkedAt: '2030-03-12T10:00:00.000Z', requestId: 'WAPIAAAAW1234' },
  payOnInvoice: false,
  paymentTermsDays: 14,
};

describe('the business form', () => {
  it('starts off for a private customer, and from the saved business otherwise', () => {
    expect(businessValues(null)).toEqual({ enabled: false, company: '', vatId: '', purchaseOrderRequired: false });
    expect(businessValues(saved)).toEqual({
      enabled: true,
      company: 'Studio Uno',
      vatId: 'FR40303265045',
      purchaseOrderRequired: false,
    });
  });

  it('sees a change, but not spaces around the company nor how the VAT number is written', () => {
    const values = businessValues(saved);
    expect(businessChanged({ ...values, company: ' Studio Uno ', vatId: 'fr 403.032-650 45' }, saved)).toBe(false);
    expect(businessChanged({ ...values, purchaseOrderRequired: true }, saved)).toBe(true);
    expect(businessChanged({ ...values, enabled: false }, saved)).toBe(true);
    expect(businessChanged({ ...businessValues(null), company: 'typed, then turned off' }, null)).toBe(false);
    expect(businessChanged({ ...businessValues(null), enabled: true }, null)).toBe(true);
  });

  it('sends null while off, else the company trimmed and the VAT number normalised', () => {
    expect(checkBusiness({ enabled: false, company: '', vatId: 'nonsense', purchaseOrderRequired: true })).toEqual({
      ok: true,
      business: null,
    });
    expect(
      checkBusiness({
        enabled: true,
        company: ' Studio Uno ',
        vatId: 'fr 40-303.265 045',
        purchaseOrderRequired: true,
      }),
    ).toEqual({ ok: true, business: { company: 'Studio Uno', vatId: 'FR40303265045', purchaseOrderRequired: true } });
    // Outside the EU a number is taken as it is written (normalised): the shop cannot check it.
    expect(
      checkBusiness({ enabled: true, company: 'Dolly AG', vatId: 'CHE-123.456.789', purchaseOrderRequired: false }),
    ).toMatchObject({ ok: true, business: { vatId: 'CHE123456789' } });
  });

  it('names each field it refuses, a VAT number of the wrong form with its prefix', () => {
    expect(checkBusiness({ enabled: true, company: ' ', vatId: '', purchaseOrderRequired: false })).toEqual({
      ok: false,
      problems: { company: { key: 'company' }, vatId: { key: 'vatId' } },
    });
    expect(
      checkBusiness({ enabled: true, company: 'Studio Uno', vatId: 'DE12345678', purchaseOrderRequired: false }),
    ).toEqual({
      ok: false,
      problems: { vatId: { key: 'vatIdForm', prefix: 'DE' } },
    });
    expect(
      checkBusiness({ enabled: true, company: 'Studio Uno', vatId: '123456789', purchaseOrderRequired: false }),
    ).toEqual({
      ok: false,
      problems: { vatId: { key: 'vatId' } },
    });
    expect(
      checkBusiness({ enabled: true, company: 'x'.repeat(121), vatId: 'DE123456789', purchaseOrderRequired: false }),
    ).toEqual({ ok: false, problems: { company: { key: 'company' } } });
  });

  it("reads the field of a server's refusal", () => {
    expect(businessFieldOf('business.vatId')).toBe('vatId');
    expect(businessFieldOf('business.company')).toBe('company');
    expect(businessFieldOf('business')).toBeUndefined();
    expect(businessFieldOf('billingAddress.city')).toBeUndefined();
    expect(businessFieldOf(undefined)).toBeUndefined();
  });

  it("picks VIES's text for each answer", () => {
    const checkedAt = '2030-03-12T10:00:00.000Z';
    expect(viesAnswer(saved.vatCheck)).toEqual({ key: 'validWithProof', checkedAt, requestId: 'WAPIAAAAW1234' });
    expect(viesAnswer({ status: 'valid', checkedAt, requestId: null })).toEqual({ key: 'valid', checkedAt });
    expect(viesAnswer({ status: 'invalid', checkedAt, requestId: null })).toEqual({ key: 'invalid' });
    expect(viesAnswer({ status: 'unavailable', checkedAt, requestId: null })).toEqual({
      key: 'unavailable',
      checkedAt,
    });
    expect(viesAnswer({ status: 'unchecked', checkedAt: null, requestId: null })).toEqual({ key: 'unchecked' });
  });
});
