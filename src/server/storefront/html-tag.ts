import type { Language } from '../../shared/languages';

/** The built page's <html> opening tag, attributes in any order (scripts/critical-css-plugin.ts writes it). */
export const HTML_OPEN_TAG = /<html\b[^>]*>/;

/** A tag's attributes in order, as written (`name` or `name="value"`), with their names. */
const attributesOf = (tag: string) =>
  [...tag.matchAll(/\s([\w-]+)(?:="([^"]*)")?/g)].map(([text, name, value]) => ({ text, name, value }));

/** Said again by the written tag, in front: the page's language and what the loader needs of it. */
const WRITTEN = new Set(['lang', 'data-ssr', 'data-preload']);

/**
 * The <html> tag of a page written in `language`: its `lang`, `data-ssr` (the loader's sign
 * that the page has its content), and `data-preload` naming the built page's modules and
 * `languageModules`, each once (the language chunk imports the texts' chunk the build names
 * too). Every other attribute (`data-css`, `data-entry`) stays as built.
 */
export function writtenHtmlTag(builtTag: string, language: Language, languageModules: string): string {
  const attributes = attributesOf(builtTag);
  const built = attributes.find((attribute) => attribute.name === 'data-preload')?.value ?? '';
  const modules = new Set(`${built} ${languageModules}`.split(' ').filter(Boolean));
  const rest = attributes.filter((attribute) => !WRITTEN.has(attribute.name!)).map((attribute) => attribute.text);
  return `<html lang="${language}" data-ssr data-preload="${[...modules].join(' ')}"${rest.join('')}>`;
}
