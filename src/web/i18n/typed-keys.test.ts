import { createInstance } from 'i18next';
import { describe, expect, it } from 'vitest';
import common from './locales/en/common.json';

/** The type check is the test here (i18next.d.ts): each @ts-expect-error must stay an error. */
describe('translation keys', () => {
  it('are checked against the English files', async () => {
    const i18n = createInstance();
    await i18n.init({ resources: { en: { common } }, lng: 'en', ns: ['common'], defaultNS: 'common' });
    const t = i18n.getFixedT('en', 'common');
    expect(t('languages.de')).toBe('Deutsch');
    expect(t('pageTitle', { page: 'Cart' })).toBe('Cart · Framehire');
    // @ts-expect-error: en/common.json has no such key
    expect(t('a.wrong.key')).toBe('a.wrong.key');
    // @ts-expect-error: a default value does not excuse a missing key
    expect(t('a.wrong.key', { defaultValue: 'fallback' })).toBe('fallback');
  });
});
