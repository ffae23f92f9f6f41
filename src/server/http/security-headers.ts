import { createHash } from 'node:crypto';
import helmet, { type HelmetOptions } from 'helmet';
import { APP_LOADER_SCRIPT, FIRST_PAINT_SCRIPT } from '../../shared/shop-page';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { routePolicy } from './route-policy';

/** A script's source in a policy: its SHA-256 hash, as the browser computes it over the script's text. */
const sha256Source = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

/** A year, as browsers' preload lists ask; sent only where the shop is reached over HTTPS. */
const HSTS = 'max-age=31536000; includeSubDomains';

/** helmet's options: the shop's policy; HSTS is added below, only over HTTPS. */
const HELMET_OPTIONS: HelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      // The shop's own scripts, and the two inline scripts of its pages, by their hashes (decisions 030, 059).
      'script-src': ["'self'", ...[FIRST_PAINT_SCRIPT, APP_LOADER_SCRIPT].map(sha256Source)],
      'img-src': ["'self'", 'data:', 'blob:'],
      'style-src': ["'self'", "'unsafe-inline'"],
      'frame-ancestors': ["'none'"],
      // Added below, when the request came over HTTPS.
      'upgrade-insecure-requests': null,
    },
  },
  xFrameOptions: { action: 'deny' },
  strictTransportSecurity: false,
};

type HeaderSet = readonly (readonly [name: string, value: string])[];

/**
 * The headers helmet writes with these options, asked of it once: they never depend on the
 * request, and @fastify/helmet builds helmet and parses the policy again on every request (with
 * the rewrite below, 3–4% of a catalogue read's CPU).
 */
function helmetHeaders(): HeaderSet {
  const headers: [string, string][] = [];
  const recorder = {
    setHeader: (name: string, value: string) => headers.push([name.toLowerCase(), value]),
    removeHeader: () => {},
  };
  helmet(HELMET_OPTIONS)(
    {} as Parameters<ReturnType<typeof helmet>>[0],
    recorder as unknown as Parameters<ReturnType<typeof helmet>>[1],
    (error?: unknown) => {
      if (error) throw error;
    },
  );
  return headers;
}

/** helmet's set with the policy made final for a plain-HTTP or an HTTPS request, and HSTS on the latter. */
function headerSet(helmetSet: HeaderSet, https: boolean): HeaderSet {
  const set = helmetSet.map(([name, value]) =>
    name === 'content-security-policy' ? ([name, hardened(value, https)] as const) : ([name, value] as const),
  );
  return https ? [...set, ['strict-transport-security', HSTS]] : set;
}

/**
 * The response headers that protect a visitor: a content security policy that lets no other site
 * frame the shop, HSTS and `upgrade-insecure-requests` only where the shop is served over HTTPS
 * (on a plain-HTTP install they would lock the browser out of it), and `Cache-Control: no-store`
 * on every API answer that depends on who asks, so no shared or back-button cache keeps one
 * person's data. The two sets are computed at start and written on each request in one loop, as
 * helmet writes them (on the raw response, so a route's own value of one of them wins).
 */
export async function registerSecurityHeaders(app: FastifyInstance, publicUrl: string | undefined) {
  const helmetSet = helmetHeaders();
  const overHttp = headerSet(helmetSet, false);
  const overHttps = headerSet(helmetSet, true);
  const policyOf = (set: HeaderSet) => set.find(([name]) => name === 'content-security-policy')?.[1];
  const finalPolicies = new Set([policyOf(overHttp), policyOf(overHttps)]);
  const alwaysHttps = publicUrl?.startsWith('https://') === true;
  const servedOverHttps = (request: FastifyRequest) => alwaysHttps || request.protocol === 'https';

  app.addHook('onRequest', (request, reply, done) => {
    const raw = reply.raw;
    for (const [name, value] of servedOverHttps(request) ? overHttps : overHttp) raw.setHeader(name, value);
    done();
  });

  app.addHook('onSend', (request, reply, payload, done) => {
    // A policy a route wrote itself (the API docs' own) is made safe here, as the shop's is above.
    const policy = reply.getHeader('content-security-policy');
    if (typeof policy === 'string' && !finalPolicies.has(policy)) {
      reply.header('content-security-policy', hardened(policy, servedOverHttps(request)));
    }
    if (isPersonal(request)) reply.header('cache-control', 'no-store');
    done(null, payload);
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
