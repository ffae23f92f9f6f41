import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorBody } from './errors';
import { routePolicy } from './route-policy';
import { tokenOf } from './token-requests';

/**
 * Which browser origins may call the auth endpoints. With PUBLIC_URL set, that address only.
 * Without it (a demo, a shop on a home network), any address the request itself came to: the
 * shop opened at localhost, 127.0.0.1 or the machine's network address works, and a page from
 * another site still cannot post here, since its Origin differs from the request's Host.
 */
export type OriginPolicy = 'public-url' | 'same-host';

export type Origins = { publicUrl: string; policy: OriginPolicy };

const CHANGES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The address the request itself came to, as the browser wrote it. */
const ownOrigin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/** The origin part of a Referer (`null` when it is not a URL). */
function refererOrigin(referer: string) {
  try {
    return new URL(referer).origin;
  } catch {
    return 'null';
  }
}

/**
 * Where a change claims to come from, as the browser tells it: `Sec-Fetch-Site` when it says
 * another site, else the `Origin` header, else the origin of the `Referer`. `undefined` when the
 * request names none: curl and scripts, which carry no visitor's cookies by accident.
 */
function claimedSource(request: FastifyRequest): string | undefined {
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite === 'cross-site' || fetchSite === 'same-site')
    return `a page of another site (Sec-Fetch-Site: ${fetchSite})`;
  if (request.headers.origin) return request.headers.origin;
  if (request.headers.referer) return refererOrigin(request.headers.referer);
  return undefined;
}

/**
 * Every change (POST, PUT, PATCH, DELETE) to a route, the shop's and better-auth's alike,
 * is accepted only from the shop's own pages: PUBLIC_URL when it is set; when it is not (a demo,
 * a shop on a home network), whatever address the request came to, so localhost, 127.0.0.1 and
 * the machine's network address all work while another site's page (whose Origin differs from the
 * Host it posts to) is refused. Every current browser names the origin of such a request, so a
 * request that names none is not a page's; it passes (decision 025).
 */
export function registerOriginCheck(app: FastifyInstance, origins: Origins) {
  app.addHook('onRequest', async (request, reply) => {
    // Every matched route, the shop's and better-auth's alike; one that matched none changes nothing.
    if (!CHANGES.has(request.method) || !routePolicy(request)) return;
    // An API token authenticated it (auth/access.ts ran first): a browser never sends one by
    // itself, so no page of another site can make this request in someone's name (decision 055).
    if (tokenOf(request)) return;
    const source = claimedSource(request);
    if (source === undefined) return;
    const route = `${request.method} ${request.routeOptions.url}`;
    if (source === origins.publicUrl || (origins.policy === 'same-host' && source === ownOrigin(request))) return;
    // The person sees "Error logging in"; the operator learns why from the log.
    request.log.warn(
      origins.policy === 'public-url'
        ? `Refused ${route} from ${source}: PUBLIC_URL is ${origins.publicUrl}, the only address the shop accepts. Open the shop there, or change PUBLIC_URL.`
        : `Refused ${route} from ${source}: a page of another site.`,
    );
    return reply
      .status(403)
      .send(errorBody(403, 'CROSS_ORIGIN', 'This change was sent from another site’s page and was not made.'));
  });
}
