import type { Language } from '@shared/languages';
import de from './bundles/de';
import en from './bundles/en';
import es from './bundles/es';
import type { Namespaces } from './namespaces';

/**
 * The storefront's texts in every language, for the server: it writes the storefront's pages
 * only (the account's and the dashboard's are drawn in the browser), so the areas' texts, four
 * fifths of them all, are neither in the renderer's code nor in its memory. Imported, not loaded
 * on demand: a language chunk would import its helpers back from the renderer's entry, and a
 * second copy of that entry (the build's check imports it afresh) would take over its API calls.
 */
export const storefrontLanguages: Record<Language, Namespaces> = { en, es, de };
