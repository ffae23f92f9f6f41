import { readdirSync, readFileSync } from 'node:fs';
import i18next from 'i18next';
import type { Language } from '../../src/shared/languages';

/**
 * The shop's own screen texts in `language` (src/web/i18n/locales/<language>/<namespace>.json),
 * through i18next as the app reads them (interpolation, plurals): a journey in Spanish or German
 * looks for what the screen says, never a copy typed into the test. Keys are typed from the
 * English files (src/web/i18n/i18next.d.ts), e.g. `t('quotes:accept.submit')`.
 */
export function screenTexts(language: Language) {
  const folder = new URL(`../../src/web/i18n/locales/${language}/`, import.meta.url);
  const namespaces = Object.fromEntries(
    readdirSync(folder)
      .filter((file) => file.endsWith('.json'))
      .map((file) => [file.slice(0, -'.json'.length), JSON.parse(readFileSync(new URL(file, folder), 'utf8'))]),
  );
  const instance = i18next.createInstance();
  void instance.init({
    resources: { [language]: namespaces },
    lng: language,
    ns: Object.keys(namespaces),
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance.t;
}
