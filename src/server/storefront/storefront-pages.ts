import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isLanguage, type Language } from '../../shared/languages';
import { LANGUAGE_COOKIE } from '../../shared/shop-page';
import { requestLanguage } from '../http/request-language';
import { requestTarget } from '../http/request-target';
import { compressedPage } from './web-page';

/** What dist/ssr/entry-server.js (src/web/entry-server.tsx) offers. */
type Renderer = {
  setup(options: { shopTimeZone: string }): void;
  renderPage(input: {
    url: string;
    language: Language;
    fetch: (request: Request) => Promise<Response>;
  }): Promise<{ status: number; title: string | undefined; body: string; state: string } | null>;
};

const STATE_ID = 'framehire-state';

/** The language a page is written in: the visitor's saved choice (its cookie), else their browser's, else en. */
export function pageLanguage(request: FastifyRequest): Language {
  const cookie = new RegExp(`(?:^|;\\s*)${LANGUAGE_COOKIE}=([a-z]{2})`).exec(request.headers.cookie ?? '')?.[1];
  if (isLanguage(cookie)) return cookie;
  return requestLanguage(request.headers['accept-language']) ?? 'en';
}

/**
 * The page's own API calls, answered by this server in-process (no socket) as the visitor who
 * asked for the page: their session cookie goes along, and the page's language.
 */
function visitorFetch(app: FastifyInstance, request: FastifyRequest, language: Language) {
  return async (call: Request) => {
    const url = new URL(call.url);
    const answer = await app.inject({
      method: call.method as 'GET',
      url: url.pathname + url.search,
      headers: {
        accept: 'application/json',
        'accept-language': language,
        ...(request.headers.cookie ? { cookie: request.headers.cookie } : {}),
        'user-agent': request.headers['user-agent'] ?? '',
      },
    });
    return new Response(answer.statusCode === 204 || answer.statusCode === 304 ? null : answer.body, {
      status: answer.statusCode,
      headers: { 'content-type': String(answer.headers['content-type'] ?? 'application/json') },
    });
  };
}

type Manifest = Record<string, { file: string; imports?: string[] }>;

/**
 * Each language's texts are a chunk the app fetches before it comes alive (i18n/namespaces.ts):
 * named in the page's head, it downloads with the page's scripts instead of after them.
 */
function languagePreloads(webRoot: string): Record<Language, string> {
  const path = join(webRoot, '.vite', 'manifest.json');
  const manifest = existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as Manifest) : {};
  const preload = (language: Language) => {
    const chunk = manifest[`i18n/bundles/${language}.ts`];
    const files = chunk ? [chunk.file, ...(chunk.imports ?? []).map((key) => manifest[key]?.file)] : [];
    return files
      .filter((file) => file !== undefined)
      .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
      .join('');
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

/**
 * The storefront's public pages written on the server (decision 030), when the build has a
 * renderer (dist/ssr, written by `vite build --ssr`); undefined without one, and the browser
 * draws every page. `html` is the built page with the shop's head already written in.
 */
export function storefrontPages(app: FastifyInstance, webRoot: string, html: string, shopTimeZone: string) {
  const entry = join(webRoot, '..', 'ssr', 'entry-server.js');
  if (!existsSync(entry)) return undefined;
  const template = splitTemplate(html);
  const preloads = languagePreloads(webRoot);
  let loading: Promise<Renderer> | undefined;
  // Loaded on the first page asked for: a server that only answers the API never pays for React.
  const renderer = () =>
    (loading ??= (import(pathToFileURL(entry).href) as Promise<Renderer>).then((module) => {
      module.setup({ shopTimeZone });
      return module;
    }));

  /** Answers the page, or false when the browser draws it (the caller then sends the app's page). */
  return async function sendStorefrontPage(request: FastifyRequest, reply: FastifyReply): Promise<boolean> {
    const language = pageLanguage(request);
    const page = await (
      await renderer()
    ).renderPage({ url: requestTarget(request), language, fetch: visitorFetch(app, request, language) });
    if (!page) return false;

    let before = template.before
      .replace(/<html lang="[^"]*"/, `<html lang="${language}" data-ssr`)
      .replace('</head>', `${preloads[language]}</head>`);
    if (page.title) before = before.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`);
    const after = `<script type="application/json" id="${STATE_ID}">${page.state}</script>${template.after}`;

    // Written for whoever asked (the header shows who is signed in): kept by no shared cache.
    const personal = request.headers.cookie?.includes('session_token') === true;
    reply
      .code(page.status)
      .header('cache-control', personal ? 'private, no-store' : 'no-cache')
      .header('vary', 'accept-encoding, accept-language, cookie');
    await compressedPage(request, reply, before + page.body + after);
    return true;
  };
}
