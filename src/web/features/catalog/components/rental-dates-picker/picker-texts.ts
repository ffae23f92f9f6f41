import type { i18n as I18n } from 'i18next';
import de from '@/i18n/locales/de/picker.json';
import en from '@/i18n/locales/en/picker.json';
import es from '@/i18n/locales/es/picker.json';

/**
 * Why a day cannot be picked, in the three languages (the `picker` namespace). Only the open
 * picker says it, so these texts come with its chunk rather than with the storefront's first
 * texts, which every page downloads (the page budget of e2e/storefront-ssr.spec.ts).
 */
export function addPickerTexts(i18n: I18n) {
  for (const [language, texts] of Object.entries({ en, es, de })) {
    if (!i18n.hasResourceBundle(language, 'picker')) i18n.addResourceBundle(language, 'picker', texts);
  }
}
