import { describe, expect, it } from 'vitest';
import { canApply, criticalCss, vocabularyOf } from './critical-css';

const page = `<div class="card m_1" data-variant="filled" style="color: var(--used)"><p class="m_2">Hi</p></div>`;

describe('the first paint’s CSS (decision 059)', () => {
  const vocabulary = vocabularyOf([page]);

  it('keeps a selector only when every class and attribute it names is in the pages', () => {
    expect(canApply('.card .m_2', vocabulary)).toBe(true);
    expect(canApply('.card:hover', vocabulary)).toBe(true);
    expect(canApply('[data-variant=filled]', vocabulary)).toBe(true);
    expect(canApply('.m_1[data-variant="filled"]', vocabulary)).toBe(true);
    expect(canApply('.menu', vocabulary)).toBe(false);
    expect(canApply('[data-variant=outline]', vocabulary)).toBe(false);
    expect(canApply('.card[data-loading]', vocabulary)).toBe(false);
  });

  it('never drops what :not(), :is() or :where() could still match', () => {
    expect(canApply('.card:not(.menu)', vocabulary)).toBe(true);
    expect(canApply('.card:where(.menu, [data-variant=filled])', vocabulary)).toBe(true);
    expect(canApply('.card:where(.menu, .popover)', vocabulary)).toBe(false);
    // The first-paint script sets the colour scheme before anything is painted.
    expect(canApply('[data-mantine-color-scheme=dark] .card', vocabulary)).toBe(true);
  });

  it('keeps the rules, custom properties and keyframes the pages use, in order, and nothing else', () => {
    const css = [
      ':root{--used:var(--base);--base:red;--unused:blue}',
      '.card{color:red;animation:spin 1s}',
      '.menu{color:blue;animation:fade 1s}',
      '@media (min-width:40em){.m_2{color:green}.menu{color:pink}}',
      '@media (min-width:60em){.menu{color:pink}}',
      '@keyframes spin{to{rotate:1turn}}',
      '@keyframes fade{to{opacity:0}}',
      '*,:before{box-sizing:border-box}',
    ].join('');
    expect(criticalCss(css, [page])).toBe(
      [
        ':root{--used:var(--base);--base:red}',
        '.card{color:red;animation:spin 1s}',
        '@media (min-width:40em){.m_2{color:green}}',
        '@keyframes spin{to{rotate:1turn}}',
        '*,:before{box-sizing:border-box}',
      ].join(''),
    );
  });
});
