import type { FastifyInstance } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import { HttpError } from '../http/errors';
import { routePolicy } from '../http/route-policy';
import type { Auth } from './auth';

export type SessionUser = {
  id: string;
  name: string;
  email: string;
  image: string | null;
  phoneNumber: string | null;
  isAdmin: boolean;
  language: string;
};

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
  }
}

/** Deny by default: every /api route needs a session unless it says `access: 'public'`. */
export function registerAccessControl(app: FastifyInstance, auth: Auth) {
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    const policy = routePolicy(request);
    if (!policy || policy.audience === 'anyone') return;

    // No session cookie, no session: a visitor's request skips better-auth altogether.
    const session = request.headers.cookie?.includes('session_token')
      ? await auth.api.getSession({ headers: fromNodeHeaders(request.headers) })
      : null;
    request.user = (session?.user as SessionUser | undefined) ?? null;
    if (policy.access === 'public') return;
    if (!request.user) throw new HttpError(401, 'UNAUTHENTICATED', 'You need to log in first.');
    if (policy.access === 'admin' && !request.user.isAdmin) {
      throw new HttpError(403, 'FORBIDDEN', 'Only administrators may do this.');
    }
  });
}

/** The signed-in user of a route whose access is 'user' or 'admin' (the hook guarantees one). */
export function requireUser(request: { user: SessionUser | null }): SessionUser {
  if (!request.user) throw new HttpError(401, 'UNAUTHENTICATED', 'You need to log in first.');
  return request.user;
}
