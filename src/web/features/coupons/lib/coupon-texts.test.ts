import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import texts from '@/i18n/locales/en/coupons.json';
import esTexts from '@/i18n/locales/es/coupons.json';
import deTexts from '@/i18n/locales/de/coupons.json';
import { discountText, limitTexts, targetTexts, usesText, validityText } from './coupon-texts';
import { december, twenty } from './coupon-fixtures';

const i18n = createInstance();
await i18n.init({
  resources: { en: { coupons: texts }, es: { coupons: esTexts }, de: { coupons: deTexts } },
  lng: 'en',
  ns: ['coupons'],
  defaultNS: 'coupons',
  interpolation: { escapeValue: false },
});
const t = i18n.getFixedT('en', 'coupons');
const es = i18n.getFixedT('es', 'coupons');
const de = i18n.getFixedT('de', 'coupons');

const names = { product: (id: number) => `Product ${id}`, category: (id: number) => `Category ${id}` };

describe('coupon texts', () => {
  it('say what a coupon gives, in the way each language writes percentages and money', () => {
    expect(discountText(t, december, 'en')).toBe('10% off');
    expect(discountText(t, twenty, 'en')).toBe('€20.00 off');
    expect(discountText(es, december, 'es')).toBe('10\u00a0% de descuento');
    expect(discountText(de, twenty, 'de')).toBe('20,00\u00a0€ Rabatt');
  });

  it('say when a coupon is valid', () => {
    expect(validityText(t, december, 'en')).toBe('From 1 December 2026 to 31 December 2026');
    expect(validityText(t, { validFrom: '2026-12-01', validTo: null }, 'en')).toBe('From 1 December 2026');
    expect(validityText(t, { validFrom: null, validTo: '2026-12-31' }, 'en')).toBe('Until 31 December 2026');
    expect(validityText(t, twenty, 'en')).toBe('Always');
    expect(validityText(de, december, 'de')).toBe('Vom 1. Dezember 2026 bis zum 31. Dezember 2026');
  });

  it('count the uses, against the limit when there is one', () => {
    expect(usesText(t, december)).toBe('3 of 50 used');
    expect(usesText(t, { uses: 7, maxUses: null })).toBe('7 used');
    expect(usesText(t, twenty)).toBe('Not used yet');
    expect(usesText(es, { uses: 1, maxUses: null })).toBe('1 uso');
  });

  it('name the limits per customer and on the rental’s length, or say there are none', () => {
    expect(limitTexts(t, december)).toEqual({
      perCustomer: { set: true, text: '2 times per customer' },
      minDays: { set: true, text: 'From 3 charged days' },
    });
    expect(limitTexts(t, { maxUsesPerCustomer: 1, minDays: 1 })).toEqual({
      perCustomer: { set: true, text: 'Once per customer' },
      minDays: { set: true, text: 'From 1 charged day' },
    });
    expect(limitTexts(t, twenty)).toEqual({
      perCustomer: { set: false, text: 'No limit per customer' },
      minDays: { set: false, text: 'Any rental length' },
    });
  });

  it('name what a coupon is limited to, the first three names and how many more', () => {
    expect(targetTexts(t, december, names)).toEqual({
      limited: true,
      lines: ['Categories: Category 3, Category 8'],
    });
    expect(targetTexts(t, { productIds: [1, 2, 3, 4, 5], categoryIds: [9] }, names).lines).toEqual([
      'Products: Product 1, Product 2, Product 3 and 2 more',
      'Categories: Category 9',
    ]);
    expect(targetTexts(t, { productIds: [], categoryIds: [] }, names)).toEqual({
      limited: false,
      lines: ['Every product'],
    });
  });
});
