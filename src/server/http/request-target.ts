import type { FastifyRequest } from 'fastify';

/*
 * The one place the server reads a request's raw target (`request.url`), for what it shows, never
 * for what it allows: security decisions read the route the router matched (auth/access.ts).
 * A lint rule (eslint.config.js) keeps every other server file off `request.url`.
 */

/** The target as the client wrote it: what the web app's router renders, as the browser will read it. */
export const requestTarget = (request: FastifyRequest) => request.url;

/**
 * The path of the target, as the router reads it: an absolute-form target's origin dropped, dot
 * segments resolved, percent-escapes decoded (`/%61pi/x` is `/api/x`). Used to answer an
 * unmatched path in the right form (JSON under /api, the web app's page elsewhere).
 */
export function decodedPath(request: FastifyRequest): string {
  const absolute = /^[a-z][a-z\d+.-]*:\/\//i.test(request.url);
  // Not `new URL(target, base)`: that reads `//api/x` as the host "api".
  const path = new URL(absolute ? request.url : `http://shop.invalid${request.url}`).pathname;
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}

/** The target, cut to a length a log line or an error message can quote. */
export const quotedTarget = (request: FastifyRequest) => request.url.slice(0, 200);
