import type { FastifyRequest, RouteOptions } from 'fastify';
import type { StaffPermission } from '../../shared/staff-roles';
import { routePermissions } from './route-permissions';

/*
 * A route's policy, read by every security decision about a request: by auth/access.ts (who may
 * call it) and by http/'s origin check and security headers. It lives in http/, below auth/, so
 * those plugins do not import auth/ (which imports http/'s errors).
 */

export type Access = 'public' | 'user' | 'admin';

/**
 * Whom a route's answer is about, beside who may call it: 'session' when it depends on the
 * session even for a visitor (better-auth's endpoints, /api/me), so no cache may keep it;
 * 'anyone' when it is the same for everyone and the session is never read (the web app's files,
 * uploaded pictures, the API docs). Unset: about the caller when the route needs a session or
 * one came with the request.
 */
export type Audience = 'session' | 'anyone';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Who may call the route. Unset means 'user': the API is closed unless a route opens it. */
    access?: Access;
    audience?: Audience;
    /** What a staff route needs of the staff member's role (decision 092); filled from route-permissions.ts. */
    permission?: StaffPermission;
  }
}

/**
 * Every security decision about a request (who may call it, whether a change must come from the
 * shop's pages, whether its answer may be cached) is read from here: the options of the route
 * the router matched. Never from the raw URL, which the router decodes (`/%61pi/…` matches
 * `/api/…`) and a proxy may spell in other ways. A request that matched no route has no policy:
 * it is answered 404 and reaches no handler.
 */
export function routePolicy(
  request: FastifyRequest,
): { access: Access; audience: Audience | undefined; permission: StaffPermission | undefined } | undefined {
  if (request.is404) return undefined;
  const { access = 'user', audience, permission } = request.routeOptions.config;
  return { access, audience, permission };
}

/**
 * Fills in each route's policy as it is registered, from the path it is registered under (never
 * a request's): routes outside /api (the web app's files, uploads) and the API docs are open to
 * anyone and never read the session; every other route needs a session unless it opens itself.
 */
export function routePolicyDefaults(route: RouteOptions) {
  const config = { ...route.config } as NonNullable<RouteOptions['config']>;
  if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) {
    config.access = 'public';
    config.audience = 'anyone';
  }
  config.access ??= 'user';
  if (config.audience === 'anyone' && config.access !== 'public') {
    throw new Error(`${String(route.method)} ${route.url}: a route that never reads the session must be public.`);
  }
  if (config.access === 'admin') {
    // Deny by default: a staff route names the permission it needs in route-permissions.ts (HEAD as its GET).
    const methods = [route.method].flat().map((method) => (method === 'HEAD' ? 'GET' : method));
    const found = new Set(methods.map((method) => routePermissions[`${method} ${route.url}`]));
    const [permission] = found;
    if (found.size !== 1 || !permission) {
      throw new Error(
        `${String(route.method)} ${route.url}: a staff route needs its permission in http/route-permissions.ts.`,
      );
    }
    config.permission ??= permission;
  }
  route.config = config;
}
