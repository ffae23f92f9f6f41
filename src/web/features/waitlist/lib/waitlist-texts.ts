import type { i18n as I18n } from 'i18next';
import de from '@/i18n/locales/de/waitlist.json';
import en from '@/i18n/locales/en/waitlist.json';
import es from '@/i18n/locales/es/waitlist.json';

/**
 * The waitlist's texts in the three languages (the `waitlist` namespace), for the product page's
 * "Tell me when it's free": they come with its chunk, not with the storefront's first texts that
 * every page downloads (the page budget of e2e/storefront-ssr.spec.ts). The account has them in
 * its own bundle.
 */
export function addWaitlistTexts(i18n: I18n) {
  for (const [language, texts] of Object.entries({ en, es, de })) {
    if (!i18n.hasResourceBundle(language, 'waitlist')) i18n.addResourceBundle(language, 'waitlist', texts);
  }
}
