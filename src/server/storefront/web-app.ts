import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { shopPageHead } from '../../shared/shop-page';
import { errorBody } from '../http/errors';
import { decodedPath, quotedTarget } from '../http/request-target';
import { storefrontPages, type StorefrontPageOptions } from './storefront-pages';
import { createWebPage } from './web-page';

/**
 * The built web app (dist/web), when there is one: its files, the storefront's pages written with
 * their content, and the page for every other client-side route; anything else is the one 404.
 * Registered after every route, as it answers what matched none.
 */
export async function registerWebApp(
  app: FastifyInstance,
  options: { webRoot: string | undefined } & Omit<StorefrontPageOptions, 'cacheBytes'> & { pageCacheMb: number },
) {
  const webRoot = options.webRoot && existsSync(join(options.webRoot, 'index.html')) ? options.webRoot : undefined;
  if (webRoot) {
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: false,
      index: false,
      // The page itself is answered below, with the shop's calendar written into it.
      allowedPath: (path) => path !== '/index.html',
      // The build's Brotli and gzip copies (scripts/precompress-plugin.ts), sent as they are.
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, path) => reply.header('cache-control', webFileCaching(path)),
    });
  }
  // The page carries the shop's calendar, so the browser's "today" is the shop's from the first paint.
  const page =
    webRoot &&
    readFileSync(join(webRoot, 'index.html'), 'utf8').replace(
      '</head>',
      `${shopPageHead(options.calendar.timeZone)}</head>`,
    );
  const sendPage = page && createWebPage(page);
  const sendStorefrontPage =
    webRoot && page
      ? storefrontPages(app, webRoot, page, {
          calendar: options.calendar,
          database: options.database,
          cacheBytes: options.pageCacheMb * 1024 * 1024,
        })
      : undefined;
  app.setNotFoundHandler(async (request, reply) => {
    // Client-side routes (/products/3, /account/profile) are answered by the web app; the
    // storefront's public pages come written with their content.
    const path = decodedPath(request);
    if (sendPage && request.method === 'GET' && !path.startsWith('/api/') && !path.startsWith('/uploads/')) {
      if (sendStorefrontPage && (await sendStorefrontPage(request, reply))) return reply;
      return sendPage(request, reply);
    }
    return reply
      .status(404)
      .send(errorBody(404, 'NOT_FOUND', `No route for ${request.method} ${quotedTarget(request)}`));
  });
}

/**
 * The build names its scripts and styles by their content (/assets/index-BX8KzoOT.js): such a
 * name never changes meaning, so browsers keep them a year without asking. Other files of the
 * build (the icon, the default avatar) keep their names across builds and are revalidated.
 */
export function webFileCaching(path: string) {
  return /[\\/]assets[\\/]/.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache';
}
