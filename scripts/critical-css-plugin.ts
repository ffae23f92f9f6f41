/**
 * The built page's head as the first paint wants it (decision 059), written after the storefront's
 * renderer is built (`vite build --ssr`, which `npm run build:web` and `npm start` run after the
 * app's build):
 *
 * - the CSS the storefront's server-written pages use, inline in a `<style>` (src/web/styles/critical-css.ts),
 *   picked from the pages the renderer writes from the answers in critical-css-answers.json: the
 *   home page, the catalogue, a search, a product and a kit, the 404 page, for a visitor, a
 *   customer and an administrator;
 * - instead of the app's stylesheets, module script and preloads, one small inline script
 *   (APP_LOADER_SCRIPT, shared/shop-page.ts) that fetches them once a server-written page is
 *   painted, at once on a page the browser draws, and starts the app when the stylesheets are
 *   in; the files it fetches are named on the page's <html> (`data-preload`, `data-css`,
 *   `data-entry`).
 *
 * Nothing else is fetched before the first paint but the page's pictures, so a phone's first
 * round trips carry only what it shows.
 */
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';
import { criticalCss } from '../src/web/styles/critical-css.ts';
import { APP_LOADER_SCRIPT } from '../src/shared/shop-page.ts';

const ANSWERS = join(import.meta.dirname, 'critical-css-answers.json');
const PRELOAD_MIN_BYTES = 4096;

type Manifest = Record<string, { file: string; imports?: string[]; css?: string[] }>;
type Renderer = {
  setup(options: { shopTimeZone: string }): void;
  renderPage(input: {
    url: string;
    language: 'en';
    fetch: (request: Request) => Promise<Response>;
  }): Promise<{ status: number; body: string } | null>;
};

/** The pages written on the server (routes.tsx's `serverRendered`), with the status each must get. */
const PAGES = [
  ['/', 200],
  ['/all-products', 200],
  ['/categories/2', 200],
  ['/catalog-search/sony', 200],
  ['/products/1', 200],
  ['/products/61', 200],
  ['/products/987654', 404],
] as const;

/** Who asks: nobody signed in, a customer, an administrator (the header differs). */
const VISITORS = [
  null,
  {
    id: 'c',
    fullName: 'Ana Customer',
    email: 'ana@example.com',
    phoneNumber: null,
    isAdmin: false,
    avatarUrl: null,
    language: 'en',
  },
  {
    id: 'a',
    fullName: 'Alex Admin',
    email: 'alex@example.com',
    phoneNumber: null,
    isAdmin: true,
    avatarUrl: null,
    language: 'en',
  },
];

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** Answers the page's API calls from the recorded demo shop; a call it has no answer for fails the build. */
function answerer(visitor: unknown) {
  const answers = JSON.parse(readFileSync(ANSWERS, 'utf8')) as Record<string, unknown>;
  return async (request: Request) => {
    const { pathname } = new URL(request.url);
    if (pathname === '/api/me') return json(visitor);
    if (pathname in answers) return json(answers[pathname]);
    if (/^\/api\/products\/\d+(\/reviews)?$/.test(pathname)) {
      return json({ error: { code: 'NOT_FOUND', message: 'Product not found' } }, 404);
    }
    throw new Error(`critical-css-answers.json has no answer for ${pathname}: record it from the demo shop.`);
  };
}

/** Every page the storefront writes, as the server would write it, for each kind of visitor. */
async function writtenPages(rendererFile: string): Promise<string[]> {
  const renderer = (await import(`${pathToFileURL(rendererFile).href}?${Date.now()}`)) as Renderer;
  renderer.setup({ shopTimeZone: 'UTC' });
  const pages: string[] = [];
  for (const visitor of VISITORS) {
    for (const [url, status] of PAGES) {
      const page = await renderer.renderPage({ url, language: 'en', fetch: answerer(visitor) });
      if (page?.status !== status)
        throw new Error(`The renderer wrote ${url} with status ${page?.status}, not ${status}.`);
      pages.push(page.body);
    }
  }
  return pages;
}

/** A chunk's stylesheets in the order Vite's page named them: those of the chunks it imports first. */
function stylesheetsOf(manifest: Manifest, key: string, seen = new Set<string>()): string[] {
  if (seen.has(key)) return [];
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) return [];
  const imported = (chunk.imports ?? []).flatMap((child) => stylesheetsOf(manifest, child, seen));
  return [...new Set([...imported, ...(chunk.css ?? [])])];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The built index.html with the inline CSS and the loader in place of the app's tags (again, if run twice). */
export function firstPaintHead(
  html: string,
  files: { css: string[]; modules: string[]; entry: string },
  style: string,
) {
  let head = html
    .replace(/<style data-first-paint>[\s\S]*?<\/style>\s*/g, '')
    .replace(/<script type="module">[\s\S]*?<\/script>\s*/g, '');
  for (const href of [files.entry, ...files.modules, ...files.css]) {
    head = head.replace(new RegExp(`<(script|link)[^>]*(src|href)="${escapeRegExp(href)}"[^>]*>(</script>)?\\s*`), '');
  }
  // The entry's small imports too (Rolldown's runtime): the app asks for them when it starts, and
  // anything fetched before the paint counts in it.
  head = head.replace(/<link rel="modulepreload"[^>]*>\s*/g, '');
  // What the loader fetches, named on the page: the server adds its language's chunk to data-preload.
  head = head.replace(
    /<html lang="([^"]*)"[^>]*>/,
    (_, lang: string) =>
      `<html lang="${lang}" data-preload="${files.modules.join(' ')}" data-css="${files.css.join(' ')}" data-entry="${files.entry}">`,
  );
  if (/<(script|link)[^>]+(src|href)="\/assets\//.test(head)) {
    throw new Error('The built index.html still names the app’s files after the first-paint rewrite.');
  }
  // A function, so a `$` in the CSS is never read as a replacement pattern.
  return head.replace(
    '</head>',
    () =>
      `<style data-first-paint>${style}</style>\n    <script type="module">${APP_LOADER_SCRIPT}</script>\n  </head>`,
  );
}

export function firstPaint(): Plugin {
  // The renderer's folder (dist/ssr, or a test's own build folder) and the web build beside it.
  let ssrOut = '';
  return {
    name: 'framehire-first-paint',
    apply: 'build',
    configResolved(config) {
      ssrOut = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const web = join(ssrOut, '..', 'web');
      const manifest = JSON.parse(readFileSync(join(web, '.vite/manifest.json'), 'utf8')) as Manifest;
      const app = manifest['index.html'];
      if (!app) throw new Error('The web build’s manifest has no index.html entry.');
      const files = {
        css: stylesheetsOf(manifest, 'index.html').map((file) => `/${file}`),
        // The entry's imports worth preloading, while the stylesheets load: the libraries (170 kB)
        // are the long pole. The entry itself (imported when the stylesheets are in) and a small
        // import (Rolldown's runtime helpers) arrive well before them when asked for then, and
        // preloading them would put them on the page for nothing.
        modules: (app.imports ?? [])
          .map((key) => `/${manifest[key]!.file}`)
          .filter((file) => statSync(join(web, file)).size >= PRELOAD_MIN_BYTES),
        entry: `/${app.file}`,
      };
      const html = readFileSync(join(web, 'index.html'), 'utf8');
      const sheets = files.css.map((href) => readFileSync(join(web, href), 'utf8')).join('\n');
      const style = criticalCss(sheets, [html, ...(await writtenPages(join(ssrOut, 'entry-server.js')))]);

      // The loader was a file of its own before it was inline: one left by an older build goes.
      for (const old of readdirSync(join(web, 'assets'))) {
        if (old.startsWith('first-paint-')) rmSync(join(web, 'assets', old));
      }
      writeFileSync(join(web, 'index.html'), firstPaintHead(html, files, style));
    },
  };
}
