import type { Language } from '@shared/languages';
import de from './bundles/de';
import deAreas from './bundles/de-areas';
import en from './bundles/en';
import enAreas from './bundles/en-areas';
import es from './bundles/es';
import esAreas from './bundles/es-areas';
import type { Namespaces } from './namespaces';

/** Every language's texts at once, for the component tests, which draw screens of every area. */
export const allLanguages: Record<Language, Namespaces> = {
  en: { ...en, ...enAreas },
  es: { ...es, ...esAreas },
  de: { ...de, ...deAreas },
};
