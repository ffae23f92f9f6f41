import { createInstance } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { type CartLine } from '@shared/cart';
import { isoDate } from '@shared/calendar-date';
import { testProduct } from '@shared/test/test-product';
import deCart from '@/i18n/locales/de/cart.json';
import deErrors from '@/i18n/locales/de/errors.json';
import enCart from '@/i18n/locales/en/cart.json';
import enErrors from '@/i18n/locales/en/errors.json';
import esCart from '@/i18n/locales/es/cart.json';
import esErrors from '@/i18n/locales/es/errors.json';
import { changeText } from './change-texts';
import { applyRefusal } from './order-refusal';

/*
 * A line refused for its units says why (issue 48): the spec's "Not enough stock!" when other
 * rentals take the units, with the customer's own other rental named when it is theirs; never
 * "Not enough stock!" for units the product's buffer days keep back.
 */

const i18n = createInstance();
const tOf = (language: 'en' | 'es' | 'de') => i18n.getFixedT(language, 'cart');

beforeAll(async () => {
  await i18n.init({
    resources: {
      en: { cart: enCart, errors: enErrors },
      es: { cart: esCart, errors: esErrors },
      de: { cart: deCart, errors: deErrors },
    },
    lng: 'en',
    fallbackLng: 'en',
    ns: ['cart', 'errors'],
    interpolation: { escapeValue: false },
  });
});

const line = (id: number, quantity: number): CartLine => ({
  product: testProduct(id),
  quantity,
  range: { dateFrom: isoDate('2026-12-01'), dateTo: isoDate('2026-12-03') },
});

const textsOf = (language: 'en' | 'es' | 'de', refusals: Parameters<typeof applyRefusal>[2]) => {
  const sent = [line(1, 3), line(2, 2)];
  return applyRefusal(sent, sent, refusals).changes.map((change) => changeText(tOf(language), change, language));
};

describe('a refused line says why its units are short', () => {
  it("keeps the spec's words when no unit is free", () => {
    expect(
      textsOf('en', [
        { index: 0, code: 'NOT_ENOUGH_STOCK', message: 'Not enough stock!', available: 1, reason: 'no_stock' },
        { index: 1, code: 'NOT_ENOUGH_STOCK', message: 'Not enough stock!', available: 0, reason: 'no_stock' },
      ]),
    ).toEqual([
      'Not enough stock! Only 1 left: quantity set to 1.',
      'Not enough stock! No longer available on these dates: removed.',
    ]);
  });

  it("names the customer's own other rental after the spec's words", () => {
    const [text] = textsOf('en', [
      { index: 1, code: 'NOT_ENOUGH_STOCK', message: '', available: 0, reason: 'own_rental' },
    ]);
    expect(text).toBe(
      'Not enough stock! No longer available on these dates: removed. Your other rental of this product already has its units on these dates.',
    );
  });

  it('names the buffer days, in every language, and never calls them missing stock', () => {
    const refusal = [
      { index: 0, code: 'NOT_ENOUGH_STOCK', message: '', available: 1, reason: 'buffer' as const, bufferDays: 2 },
    ];
    expect(textsOf('en', refusal)).toEqual([
      'Only 1 free on these dates: quantity set to 1. The shop keeps this product back 2 days after each rental to check it, and another booking is too close.',
    ]);
    expect(textsOf('es', refusal)[0]).toContain('2 días después de cada alquiler');
    expect(textsOf('de', refusal)[0]).toContain('2 Tage zur Prüfung');
    for (const language of ['en', 'es', 'de'] as const) {
      const [text] = textsOf(language, refusal);
      expect(text).not.toContain(tOf(language)('change.noStock'));
    }
  });
});
