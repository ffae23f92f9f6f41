import { createHash } from 'node:crypto';
import fastifyHelmet from '@fastify/helmet';
import { FIRST_PAINT_SCRIPT } from '../../shared/shop-page';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { routePolicy } from './route-policy';

/** A year, as browsers' preload lists ask; sent only where the shop is reached over HTTPS. */
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * The response headers that protect a visitor: a content security policy that lets no other site
 * frame the shop, HSTS and `upgrade-insecure-requests` only where the shop is served over HTTPS
 * (on a plain-HTTP install they would lock the browser out of it), and `Cache-Control: no-store`
 * on every API answer that depends on who asks, so no shared or back-button cache keeps one
 * person's data.
 */
export async function registerSecurityHeaders(app: FastifyInstance, publicUrl: string | undefined) {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        // The shop's own scripts, and the one inline script of its pages, by its hash (decision 030).
        'script-src': ["'self'", `'sha256-${createHash('sha256').update(FIRST_PAINT_SCRIPT).digest('base64')}'`],
        'img-src': ["'self'", 'data:', 'blob:'],
        'style-src': ["'self'", "'unsafe-inline'"],
        'frame-ancestors': ["'none'"],
        // Added per request below, when the request came over HTTPS.
        'upgrade-insecure-requests': null,
      },
    },
    xFrameOptions: { action: 'deny' },
    strictTransportSecurity: false,
  });

  const servedOverHttps = (request: FastifyRequest) =>
    publicUrl?.startsWith('https://') === true || request.protocol === 'https';

  app.addHook('onSend', async (request, reply, payload) => {
    const https = servedOverHttps(request);
    if (https) reply.header('strict-transport-security', HSTS);
    const policy = reply.getHeader('content-security-policy');
    if (typeof policy === 'string') reply.header('content-security-policy', hardened(policy, https));
    if (isPersonal(request)) reply.header('cache-control', 'no-store');
    return payload;
  });
}

/**
 * The API docs write a policy of their own, after this one, with `frame-ancestors 'self'` and
 * `upgrade-insecure-requests` on every install: theirs, made safe over plain HTTP too.
 */
export const docsPolicy = (policy: string) => hardened(policy, false);

/** The policy with `frame-ancestors 'none'`, and `upgrade-insecure-requests` only over HTTPS. */
function hardened(policy: string, https: boolean) {
  const directives = policy
    .split(';')
    .map((directive) => directive.trim())
    .filter((directive) => directive && !/^(frame-ancestors|upgrade-insecure-requests)\b/.test(directive));
  directives.push("frame-ancestors 'none'");
  if (https) directives.push('upgrade-insecure-requests');
  return directives.join(';');
}

/**
 * An answer that may depend on the session: every route that needs one, every route about the
 * session itself (better-auth's, /api/me), and a public route asked by a signed-in person. The
 * catalogue asked anonymously may be cached; the web app's files and the docs are everyone's.
 * Read from the matched route, so no spelling of a path escapes it.
 */
function isPersonal(request: FastifyRequest) {
  const policy = routePolicy(request);
  if (!policy || policy.audience === 'anyone') return false;
  return policy.access !== 'public' || policy.audience === 'session' || request.user !== null;
}
