import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isLanguage, languages, type Language } from '../../shared/languages';
import { LANGUAGE_COOKIE } from '../../shared/shop-page';
import { requestLanguage } from '../http/request-language';
import { requestTarget } from '../http/request-target';
import type pg from 'pg';
import type { ShopCalendar } from '../shop-calendar';
import { HTML_OPEN_TAG, writtenHtmlTag } from './html-tag';
import { cachedPage, createPageCache, type CachedPage, type PageCache, type PageCacheStats } from './page-cache';
import { pageVersions } from './page-versions';
import { compressedPage, preferredEncoding } from './web-page';

/** What dist/ssr/entry-server.js (src/web/entry-server.tsx) offers. */
type Renderer = {
  setup(options: { shopTimeZone: string }): void;
  matchPage(url: string): { productId: number | null } | null;
  renderPage(input: {
    url: string;
    language: Language;
    fetch: (request: Request) => Promise<Response>;
  }): Promise<{ status: number; title: string | undefined; body: string; state: string; rounds: number } | null>;
};

const STATE_ID = 'framehire-state';

/** The language a page is written in: the visitor's saved choice (its cookie), else their browser's, else en. */
export function pageLanguage(request: FastifyRequest): Language {
  const cookie = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([a-z]{2})`).exec(request.headers.cookie ?? '')?.[1];
  if (isLanguage(cookie)) return cookie;
  return requestLanguage(request.headers['accept-language']) ?? 'en';
}

/**
 * Whether the request may carry someone's identity: a session cookie (the same test as
 * auth/access.ts, which skips better-auth without one) or an Authorization header. Such a visit
 * gets a page written for it alone, never one from the cache, and its page is never kept.
 */
export function isPersonalVisit(request: FastifyRequest) {
  return request.headers.cookie?.includes('session_token') === true || request.headers.authorization !== undefined;
}

/**
 * The page's own API calls, answered by this server in-process (no socket). For a signed-in
 * visitor, as them: their cookie goes along. For a page that will be kept and sent to anyone
 * (`visitor` undefined), as nobody: no cookie, no header of the visitor's, only the page's
 * language, so the page depends on nothing but its key. `answered` sees each status.
 */
function pageFetch(
  app: FastifyInstance,
  language: Language,
  visitor: FastifyRequest | undefined,
  answered: (status: number) => void = () => {},
) {
  return async (call: Request) => {
    const url = new URL(call.url);
    const answer = await app.inject({
      method: call.method as 'GET',
      url: url.pathname + url.search,
      headers: {
        accept: 'application/json',
        'accept-language': language,
        ...(visitor?.headers.cookie ? { cookie: visitor.headers.cookie } : {}),
        'user-agent': visitor?.headers['user-agent'] ?? 'framehire-page-cache',
      },
    });
    answered(answer.statusCode);
    return new Response(answer.statusCode === 204 || answer.statusCode === 304 ? null : answer.body, {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
    });
  };
}

type Manifest = Record<string, { file: string; imports?: string[] }>;

/**
 * Each language's texts are a chunk the app fetches before it comes alive (i18n/namespaces.ts):
 * named on the page (`data-preload` on its <html>, beside the app's libraries), the loader
 * preloads it right after the first paint (decision 059), not one round trip after the app.
 * Not a <link> in the head: fetched before the paint, it was counted in it.
 */
function languagePreloads(webRoot: string): Record<Language, string> {
  const path = join(webRoot, '.vite', 'manifest.json');
  const manifest = existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as Manifest) : {};
  const preload = (language: Language) => {
    const chunk = manifest[`i18n/bundles/${language}.ts`];
    const files = chunk ? [chunk.file, ...(chunk.imports ?? []).map((key) => manifest[key]?.file)] : [];
    return files
      .filter((file) => file !== undefined)
      .map((file) => `/${file}`)
      .join(' ');
  };
  return { en: preload('en'), es: preload('es'), de: preload('de') };
}

/** The built page split where the app goes, so each page is the same shell around its content. */
function splitTemplate(html: string) {
  const marker = '<div id="app"></div>';
  const at = html.indexOf(marker);
  if (at < 0) throw new Error('The built index.html has no <div id="app"></div> to write pages into.');
  return { before: html.slice(0, at) + '<div id="app">', after: '</div>' + html.slice(at + marker.length) };
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char]!);

/** Whether an If-None-Match header names `etag` (weak comparison, as for a GET: RFC 9110 section 13.1.2). */
function matchesETag(header: string | undefined, etag: string) {
  if (!header) return false;
  const opaque = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => {
    const candidate = tag.trim();
    return candidate === '*' || candidate.replace(/^W\//, '') === opaque;
  });
}

/** Answers from a kept page: its ETag, a 304 when the browser has it, else the coding it accepts. */
function sendCachedPage(request: FastifyRequest, reply: FastifyReply, cache: PageCache, key: string, page: CachedPage) {
  reply
    .code(page.status)
    .header('cache-control', 'no-cache')
    .header('vary', 'accept-encoding, accept-language, cookie')
    .header('etag', page.etag);
  if (matchesETag(request.headers['if-none-match'], page.etag)) return reply.code(304).send();
  reply.type('text/html; charset=utf-8');
  const encoding = preferredEncoding(request);
  if (encoding === 'br') return reply.header('content-encoding', 'br').send(page.br);
  if (encoding === 'gzip') return reply.header('content-encoding', 'gzip').send(cache.gzipOf(key, page));
  // A client that takes neither (a script, a crawler) is rare: the page is unpacked for it.
  return reply.send(brotliDecompressSync(page.br));
}

export type StorefrontPageOptions = {
  calendar: ShopCalendar;
  /** The database the catalogue is read from (the replica when there is one), for the pages' versions. */
  database: Pick<pg.Pool, 'query'>;
  /** The cache's size in bytes (PAGE_CACHE_MB); 0 keeps no page. */
  cacheBytes: number;
};

/** What the pages written so far cost: for tests, which count renders and cache entries. */
export type StorefrontPageStats = PageCacheStats & {
  /** Pages written per visit for a signed-in visitor (never kept). */
  personalRenders: number;
  /** Renders beyond the first a page needed (data its route did not declare): 0 when all is well. */
  extraRounds: number;
};

const statsByApp = new WeakMap<FastifyInstance, () => StorefrontPageStats>();

/** The storefront pages' counters of an app built with a renderer; undefined without one. */
export const storefrontPageStats = (app: FastifyInstance) => statsByApp.get(app)?.();

/**
 * The storefront's public pages written on the server (decision 030), when the build has a
 * renderer (dist/ssr, written by `vite build --ssr`); undefined without one, and the browser
 * draws every page. `html` is the built page with the shop's head already written in. Pages
 * for visitors who are not signed in come from a cache (decision 056).
 */
export function storefrontPages(app: FastifyInstance, webRoot: string, html: string, options: StorefrontPageOptions) {
  const entry = join(webRoot, '..', 'ssr', 'entry-server.js');
  if (!existsSync(entry)) return undefined;
  const template = splitTemplate(html);
  // The built page names the app's modules the loader preloads (data-preload); a written page
  // adds its language's.
  const builtTag = HTML_OPEN_TAG.exec(template.before)?.[0] ?? '<html>';
  const preloads = languagePreloads(webRoot);
  const htmlTags = Object.fromEntries(
    languages.map((language) => [language, writtenHtmlTag(builtTag, language, preloads[language])]),
  ) as Record<Language, string>;
  const cache = createPageCache(options.cacheBytes);
  const versions = pageVersions(options.database);
  let personalRenders = 0;
  let extraRounds = 0;
  statsByApp.set(app, () => ({ ...cache.stats(), personalRenders, extraRounds }));
  let loading: Promise<Renderer> | undefined;
  // Loaded on the first page asked for: a server that only answers the API never pays for React.
  const renderer = () =>
    (loading ??= (import(pathToFileURL(entry).href) as Promise<Renderer>).then((module) => {
      module.setup({ shopTimeZone: options.calendar.timeZone });
      return module;
    }));

  /** The whole page, or null when the browser draws it. */
  async function writePage(url: string, language: Language, fetch: (request: Request) => Promise<Response>) {
    const page = await (await renderer()).renderPage({ url, language, fetch });
    if (!page) return null;
    extraRounds += page.rounds - 1;
    let before = template.before.replace(HTML_OPEN_TAG, htmlTags[language]);
    if (page.title) before = before.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`);
    const after = `<script type="application/json" id="${STATE_ID}">${page.state}</script>${template.after}`;
    return { status: page.status, html: before + page.body + after };
  }

  /**
   * A page anyone may be sent, written as nobody. Kept only when it is the page (200) or the
   * catalogue's "not found" (404) and every API call behind it answered 200 or 404: a page
   * written while the database was away (503) or a call was refused shows an error, not the shop.
   */
  async function writeSharedPage(url: string, language: Language, key: string): Promise<CachedPage | null> {
    let clean = true;
    const page = await writePage(
      url,
      language,
      pageFetch(app, language, undefined, (status) => {
        if (status !== 200 && status !== 404) clean = false;
      }),
    );
    if (!page || !clean || (page.status !== 200 && page.status !== 404)) return null;
    return cachedPage(page.html, page.status, key);
  }

  /** Answers the page, or false when the browser draws it (the caller then sends the app's page). */
  return async function sendStorefrontPage(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    const language = pageLanguage(request);
    // As the renderer's router reads the target: `/a/../products/1` and `/products/1` are one page.
    const target = new URL(requestTarget(request), 'http://framehire.internal');
    const url = target.pathname + target.search;

    if (!isPersonalVisit(request) && options.cacheBytes > 0) {
      const match = (await renderer()).matchPage(url);
      if (!match) return false;
      const version = await versions(match.productId ?? 0).catch(() => undefined);
      if (version !== undefined) {
        const key = `${language} ${options.calendar.today()} ${version} ${url}`;
        const cached = await cache.get(key, () => writeSharedPage(url, language, key));
        if (cached) {
          await sendCachedPage(request, reply, cache, key, cached);
          return true;
        }
      }
    }

    const personal = isPersonalVisit(request);
    const page = await writePage(url, language, pageFetch(app, language, personal ? request : undefined));
    if (!page) return false;
    if (personal) personalRenders += 1;
    // Written for whoever asked (the header shows who is signed in): kept by no shared cache.
    reply
      .code(page.status)
      .header('cache-control', personal ? 'private, no-store' : 'no-cache')
      .header('vary', 'accept-encoding, accept-language, cookie');
    await compressedPage(request, reply, page.html);
    return true;
  };
}
