import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { isLanguage, type Language } from '@shared/languages';

/**
 * Translations are split by namespace (one JSON file per screen area and language):
 * locales/<language>/<namespace>.json. en is the source; es and de must have every key
 * (src/web/i18n/locales.test.ts fails otherwise).
 */
const files = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/*.json', { eager: true });

const resources: Record<string, Record<string, Record<string, unknown>>> = {};
for (const [path, module] of Object.entries(files)) {
  const [, language, namespace] = /\.\/locales\/(\w+)\/([\w-]+)\.json$/.exec(path) ?? [];
  if (!language || !namespace) continue;
  resources[language] ??= {};
  resources[language][namespace] = module.default;
}

const LANGUAGE_STORAGE_KEY = 'language';

/** Saved choice, else the browser language's first two letters, else en (SPEC section 4). */
function initialLanguage(): Language {
  for (const candidate of [localStorage.getItem(LANGUAGE_STORAGE_KEY), navigator.language.slice(0, 2).toLowerCase()]) {
    if (isLanguage(candidate)) return candidate;
  }
  return 'en';
}

const startLanguage = initialLanguage();
// Set before the first API call: the api client sends it as Accept-Language, and the catalogue
// answers in it, so a German visit never starts with English product names.
document.documentElement.lang = startLanguage;

void i18n.use(initReactI18next).init({
  resources,
  lng: startLanguage,
  fallbackLng: 'en',
  defaultNS: 'common',
  ns: Object.keys(resources.en ?? {}),
  interpolation: { escapeValue: false },
  returnNull: false,
});

export function changeLanguage(language: Language) {
  localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  document.documentElement.lang = language;
  return i18n.changeLanguage(language);
}

export default i18n;
