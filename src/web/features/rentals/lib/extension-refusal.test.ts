import { createInstance } from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import de from '@/i18n/locales/de/rentals.json';
import en from '@/i18n/locales/en/rentals.json';
import es from '@/i18n/locales/es/rentals.json';
import { extensionRefusalText } from './extension-refusal';

/* An extension refused for its units names the real reason (issue 48), in every language. */

const i18n = createInstance();
const tOf = (language: 'en' | 'es' | 'de') => i18n.getFixedT(language, 'rentals');

beforeAll(async () => {
  await i18n.init({
    resources: { en: { rentals: en }, es: { rentals: es }, de: { rentals: de } },
    lng: 'en',
    fallbackLng: 'en',
    ns: ['rentals'],
    interpolation: { escapeValue: false },
  });
});

describe('why an extension is refused', () => {
  it('blames someone else only when someone else has the unit', () => {
    expect(extensionRefusalText(tOf('en'), { code: 'UNIT_NOT_FREE', reason: 'no_stock' })).toBe(
      'Your unit is booked by someone else on some of those days, and no other unit is free: choose an earlier day.',
    );
    const own = { code: 'UNIT_NOT_FREE', reason: 'own_rental' } as const;
    expect(extensionRefusalText(tOf('en'), own)).toBe(
      'Your other rental of this product already has the unit on some of those days: choose an earlier day.',
    );
    for (const language of ['en', 'es', 'de'] as const) {
      expect(extensionRefusalText(tOf(language), own)).not.toBe(tOf(language)('extend.refusal.UNIT_NOT_FREE'));
    }
  });

  it("names the product's buffer days, and a closed last day", () => {
    const buffer = { code: 'UNIT_NOT_FREE', reason: 'buffer', bufferDays: 2 } as const;
    expect(extensionRefusalText(tOf('en'), buffer)).toBe(
      'The shop keeps this product back 2 days after each rental to check it, and its next booking starts too soon after that day: choose an earlier day.',
    );
    expect(extensionRefusalText(tOf('es'), buffer)).toContain('2 días');
    expect(extensionRefusalText(tOf('de'), { ...buffer, bufferDays: 1 })).toContain('1 Tag zur Prüfung');
    expect(extensionRefusalText(tOf('en'), { code: 'CLOSED_ON_LAST_DAY', reason: 'closed_day' })).toBe(
      'The shop is closed that day: choose a day it is open.',
    );
  });
});
