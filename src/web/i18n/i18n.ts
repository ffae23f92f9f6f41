import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { isLanguage, type Language } from '@shared/languages';
import { LANGUAGE_COOKIE, LANGUAGE_STORAGE_KEY } from '@shared/shop-page';
import { pageTakenOver } from '@/ssr/page-slice';
import { loadAreaTexts, loadLanguage, type Namespaces } from './namespaces';

/**
 * Translations are split by namespace (one JSON file per screen area and language):
 * locales/<language>/<namespace>.json. en is the source; es and de must have every key
 * (src/web/i18n/locales.test.ts fails otherwise).
 */

/**
 * A ready i18next instance in `language`, with that language's texts. They are at hand, so it
 * initialises at once (`initAsync: false`): the server writes each page with one of its own, the
 * browser keeps one.
 */
export function createI18n(language: Language, texts: Namespaces, instance: I18n = i18next.createInstance()): I18n {
  void instance.use(initReactI18next).init({
    resources: { [language]: texts },
    lng: language,
    fallbackLng: 'en',
    defaultNS: 'common',
    ns: Object.keys(texts),
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
    // The texts are in memory before anything renders: nothing to wait for, so nothing suspends.
    react: { useSuspense: false },
  });
  return instance;
}

function readSaved(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** Saved choice, else the browser language's first two letters, else en (SPEC section 4). */
function browserLanguage(): Language {
  for (const candidate of [readSaved(), navigator.language.slice(0, 2).toLowerCase()]) {
    if (isLanguage(candidate)) return candidate;
  }
  return 'en';
}

/**
 * Starts the browser's instance. A page the server wrote is in the language its <html lang> names
 * (from the `language` cookie or Accept-Language): the app starts in that one, so the page it
 * takes over reads the same, and adoptSavedLanguage switches to a different saved choice after.
 */
export async function startI18n(): Promise<I18n> {
  const root = document.documentElement;
  const language = root.dataset.ssr !== undefined && isLanguage(root.lang) ? root.lang : browserLanguage();
  // Set before the first API call: the api client sends it as Accept-Language, and the catalogue
  // answers in it, so a German visit never starts with English product names.
  root.lang = language;
  return createI18n(language, await loadLanguage(language), i18next);
}

/**
 * After a page written on the server came alive in its language: a different choice saved in
 * this browser (made before the server could read it from the cookie) applies now.
 */
export function adoptSavedLanguage() {
  const saved = readSaved();
  if (isLanguage(saved) && saved !== i18next.language) void changeLanguage(saved);
}

/** Whether a page of the account or the dashboard was opened: their texts then follow the language. */
let areasWanted = false;

function addTexts(language: Language, texts: Namespaces) {
  for (const [namespace, namespaceTexts] of Object.entries(texts)) {
    i18next.addResourceBundle(language, namespace, namespaceTexts);
  }
}

/** The texts of the account's and the dashboard's pages, loaded before the first of them shows. */
export async function loadAreas() {
  areasWanted = true;
  const language = isLanguage(i18next.language) ? i18next.language : 'en';
  if (!i18next.hasResourceBundle(language, 'account')) addTexts(language, await loadAreaTexts(language));
}

export async function changeLanguage(language: Language) {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage blocked: the choice lasts this visit, and the cookie below the next ones.
  }
  // The server reads the choice from a cookie (it cannot see localStorage). A year, like the choice.
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax`;
  const [texts, areaTexts] = await Promise.all([
    i18next.hasResourceBundle(language, 'common') ? undefined : loadLanguage(language),
    areasWanted && !i18next.hasResourceBundle(language, 'account') ? loadAreaTexts(language) : undefined,
  ]);
  if (texts) addTexts(language, texts);
  if (areaTexts) addTexts(language, areaTexts);
  // Slices of a written page not yet taken over are in the old language: they come alive first.
  await pageTakenOver();
  document.documentElement.lang = language;
  return i18next.changeLanguage(language);
}

/** The browser's instance (on the server, i18next's global one, never started or used to render). */
export default i18next;
