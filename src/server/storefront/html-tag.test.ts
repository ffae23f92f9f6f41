import { describe, expect, it } from 'vitest';
import { HTML_OPEN_TAG, writtenHtmlTag } from './html-tag';

describe('the written page’s <html> tag', () => {
  it('names the language, data-ssr and every module once, and keeps the other attributes as built', () => {
    const built =
      '<html lang="en" data-preload="/assets/libraries.js /assets/texts.js" data-css="/a.css" data-entry="/assets/index.js">';
    expect(writtenHtmlTag(built, 'de', '/assets/de.js /assets/texts.js')).toBe(
      '<html lang="de" data-ssr data-preload="/assets/libraries.js /assets/texts.js /assets/de.js" data-css="/a.css" data-entry="/assets/index.js">',
    );
  });

  it('reads the built tag whatever the order of its attributes, and without data-preload', () => {
    const reordered =
      '<html data-entry="/assets/index.js" data-preload="/assets/libraries.js" lang="en" data-css="/a.css">';
    expect(writtenHtmlTag(reordered, 'es', '/assets/es.js')).toBe(
      '<html lang="es" data-ssr data-preload="/assets/libraries.js /assets/es.js" data-entry="/assets/index.js" data-css="/a.css">',
    );
    expect(writtenHtmlTag('<html lang="en">', 'en', '/assets/en.js')).toBe(
      '<html lang="en" data-ssr data-preload="/assets/en.js">',
    );
  });

  it('finds the opening tag in the page, not a later one', () => {
    const page = '<!doctype html>\n<html lang="en" data-css="/a.css">\n  <head><title>x</title></head>';
    expect(HTML_OPEN_TAG.exec(page)?.[0]).toBe('<html lang="en" data-css="/a.css">');
  });
});
