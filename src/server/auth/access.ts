import type { FastifyInstance, FastifyRequest } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import type { ApiTokenScope } from '../../shared/schemas/api-tokens';
import { mayDo, type StaffPermission, type UserRole } from '../../shared/staff-roles';
import { HttpError } from '../http/errors';
import { routePolicy } from '../http/route-policy';
import { markTokenRequest } from '../http/token-requests';
import type { Auth } from './auth';
import { createSessionCache, sessionCookieOf } from './session-cache';

export type SessionUser = {
  id: string;
  name: string;
  email: string;
  image: string | null;
  phoneNumber: string | null;
  /** Staff: any role but customer (kept equal to `role` by the database, migration 0037). */
  isAdmin: boolean;
  role: UserRole;
  language: string;
  billingStreet?: string | null;
  billingPostcode?: string | null;
  billingCity?: string | null;
  billingCountry?: string | null;
};

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
  }
  interface FastifyContextConfig {
    /** The route needs a signed-in session: an API token is refused on it (token management, decision 055). */
    sessionOnly?: boolean;
    /**
     * The route may take the session from this process's short memory of it (auth/session-cache.ts,
     * decision 058): the bookings, which use only who books. Others read it on every request.
     */
    sessionCache?: boolean;
  }
}

const READ_METHODS = new Set(['GET', 'HEAD']);

/**
 * Personal API tokens (decision 055), as api-tokens/ reads them and app/ hands them in: auth/
 * neither parses nor stores a token itself.
 */
export type ApiTokenHolders = {
  /** The token in an `Authorization` header: undefined without Bearer credentials, null when malformed. */
  bearerOf(authorization: string | undefined): string | null | undefined;
  /** The administrator a token acts as, or null (unknown, revoked, expired, no longer an administrator). */
  holderOf(token: string): Promise<{ tokenId: number; scope: ApiTokenScope; user: SessionUser } | null>;
};

/**
 * The user a request's `Authorization: Bearer` token acts as (decision 055). A Bearer header
 * that does not hold a valid token is 401, never a fallback to the cookie: a script learns its
 * token is wrong instead of acting as whoever else's cookie came along.
 */
async function tokenUser(request: FastifyRequest, token: string | null, tokens: ApiTokenHolders) {
  // better-auth's own endpoints (sign-in, password, sessions) are a person's, never a script's.
  if (request.routeOptions.url?.startsWith('/api/auth/') || request.routeOptions.config.sessionOnly) {
    throw new HttpError(403, 'TOKEN_NOT_ALLOWED', 'API tokens cannot be used here: sign in to the shop instead.');
  }
  const holder = token === null ? null : await tokens.holderOf(token);
  if (!holder) {
    throw new HttpError(
      401,
      'INVALID_TOKEN',
      'The API token is not valid: it is malformed, expired or revoked, or its owner is no longer an administrator.',
    );
  }
  if (holder.scope === 'read' && !READ_METHODS.has(request.method)) {
    throw new HttpError(
      403,
      'TOKEN_READ_ONLY',
      'This API token may only read (GET); use a read-write token to make changes.',
    );
  }
  markTokenRequest(request, { tokenId: holder.tokenId, scope: holder.scope });
  return holder.user;
}

/** Deny by default: every /api route needs a session (or an API token) unless it says `access: 'public'`. */
export function registerAccessControl(app: FastifyInstance, auth: Auth, tokens: ApiTokenHolders) {
  app.decorateRequest('user', null);
  const sessions = createSessionCache();
  app.addHook('onRequest', async (request) => {
    // better-auth's own routes may end or change the session (sign-out, password, sessions): the
    // next request with this cookie reads it again.
    if (request.routeOptions.url?.startsWith('/api/auth/')) {
      const cookie = sessionCookieOf(request.headers.cookie);
      if (cookie) sessions.forget(cookie);
    }
    const policy = routePolicy(request);
    if (!policy || policy.audience === 'anyone') return;

    // Another scheme (Basic, from a proxy in front of a staging shop) is not ours: ignored.
    const token = tokens.bearerOf(request.headers.authorization);
    if (token !== undefined) {
      request.user = await tokenUser(request, token, tokens);
    } else {
      // No session cookie, no session: a visitor's request skips better-auth altogether. A
      // session read a moment ago in this process is not read again (auth/session-cache.ts).
      const cookie = sessionCookieOf(request.headers.cookie);
      const remembered = cookie && request.routeOptions.config.sessionCache ? sessions.get(cookie) : undefined;
      if (remembered) {
        request.user = remembered;
      } else {
        const session = request.headers.cookie?.includes('session_token')
          ? await auth.api.getSession({ headers: fromNodeHeaders(request.headers) })
          : null;
        request.user = (session?.user as SessionUser | undefined) ?? null;
        // Remembered as read now; a session no longer valid is forgotten here at once.
        if (cookie && session && request.user) sessions.set(cookie, request.user, new Date(session.session.expiresAt));
        else if (cookie) sessions.forget(cookie);
      }
    }
    if (policy.access === 'public') return;
    if (!request.user) throw new HttpError(401, 'UNAUTHENTICATED', 'You need to log in first.');
    if (policy.access === 'admin') {
      if (!request.user.isAdmin) throw new HttpError(403, 'FORBIDDEN', 'Only administrators may do this.');
      if (!mayDo(request.user.role, policy.permission!)) throw roleRefusal(request.user.role);
    }
  });
}

/** 403 for a staff member whose role does not allow what they asked (decision 092). */
export const roleRefusal = (role: UserRole) =>
  new HttpError(403, 'ROLE_FORBIDDEN', `Your role (${role}) does not allow this: ask the shop's owner if you need it.`);

/** Refuses a staff member whose role lacks `permission`, inside a route for a part of its body that needs more. */
export function requirePermission(user: SessionUser, permission: StaffPermission) {
  if (!mayDo(user.role, permission)) throw roleRefusal(user.role);
}

/**
 * The user as a requester of the services that let staff act on any customer's records
 * (cancel, change dates, incidents): staff only when their role may `permission`, else as a
 * customer acting on their own records.
 */
export function actingAs<U extends SessionUser>(user: U, permission: StaffPermission): U {
  return user.isAdmin && !mayDo(user.role, permission) ? { ...user, isAdmin: false } : user;
}

/** The signed-in user of a route whose access is 'user' or 'admin' (the hook guarantees one). */
export function requireUser(request: { user: SessionUser | null }): SessionUser {
  if (!request.user) throw new HttpError(401, 'UNAUTHENTICATED', 'You need to log in first.');
  return request.user;
}
