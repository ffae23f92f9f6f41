import type { FastifyRequest } from 'fastify';

/*
 * Which requests an API token authenticated (decision 055). auth/access.ts marks them; the origin
 * check (a token is sent by a script, never by a visitor's browser, so there is no cross-site
 * forgery to stop) and the per-token rate limit read the mark. It lives here, below auth/, so
 * neither of those imports auth/.
 */

export type TokenRequest = { tokenId: number; scope: 'read' | 'read-write' };

const byRequest = new WeakMap<FastifyRequest, TokenRequest>();

export function markTokenRequest(request: FastifyRequest, token: TokenRequest) {
  byRequest.set(request, token);
}

/** The token this request was authenticated by, or undefined for a session's or a visitor's. */
export function tokenOf(request: FastifyRequest): TokenRequest | undefined {
  return byRequest.get(request);
}
