import type { Language } from '@shared/languages';

/** One language's texts, by namespace (the file's name: catalog, common, …). */
export type Namespaces = Record<string, Record<string, unknown>>;

/** The JSON files of one language's folder (locales/<language>/<namespace>.json), keyed by namespace. */
export function byNamespace(files: Record<string, unknown>): Namespaces {
  const namespaces: Namespaces = {};
  for (const [path, texts] of Object.entries(files)) {
    const namespace = /([\w-]+)\.json$/.exec(path)?.[1];
    if (namespace) namespaces[namespace] = texts as Record<string, unknown>;
  }
  return namespaces;
}

type Bundle = () => Promise<{ default: Namespaces }>;

/**
 * Each language in chunks of its own: a visit downloads the texts of its language only, and of
 * the storefront only until it opens the account or the dashboard (decision 030).
 */
const storefront: Record<Language, Bundle> = {
  en: () => import('./bundles/en'),
  es: () => import('./bundles/es'),
  de: () => import('./bundles/de'),
};

const areas: Record<Language, Bundle> = {
  en: () => import('./bundles/en-areas'),
  es: () => import('./bundles/es-areas'),
  de: () => import('./bundles/de-areas'),
};

export const loadLanguage = async (language: Language) => (await storefront[language]()).default;
export const loadAreaTexts = async (language: Language) => (await areas[language]()).default;
