import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  loginSchema,
  passwordResetRequestSchema,
  resetPasswordSchema,
  signupSchema,
  verificationRequestSchema,
} from '../../shared/auth-rules';
import { textSchema } from '../../shared/schemas/input';
import { errorAnswers, errorBody } from '../http/errors';
import type { AuthLimits } from '../rate-limit/auth-limits';
import { accountResetBy, type Auth, CLIENT_IP_HEADER } from './auth';

/**
 * The request as better-auth takes it, at `path`. `withBody`: the route has a body schema, so the body is
 * ours to pass on; a route without one (sign-out) passes `{}`, whatever the client sent.
 */
function toWebRequest(request: FastifyRequest, path: string, withBody: boolean): Request {
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value === undefined || key === CLIENT_IP_HEADER || key === 'content-length' || key === 'content-type') continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(key, one);
  }
  headers.set(CLIENT_IP_HEADER, request.ip);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  // Always JSON: a sign-out sent without a body reaches better-auth as `{}`.
  if (hasBody) headers.set('content-type', 'application/json');
  // The endpoint the router matched, in its one spelling, whatever spelling the client sent:
  // better-auth routes by this path, so it runs the endpoint whose checks ran here.
  const url = new URL(path, `${request.protocol}://${request.host}`);
  for (const [key, value] of Object.entries((request.query ?? {}) as Record<string, unknown>)) {
    if (typeof value === 'string') url.searchParams.set(key, value);
  }
  return new Request(url, {
    method: request.method,
    headers,
    // The body as our schema parsed it (trimmed, lower-cased e-mail), never the raw one.
    // A body no schema checked could be anything, e.g. JSON nested deeper than JSON.stringify can walk.
    body: hasBody ? JSON.stringify((withBody ? request.body : undefined) ?? {}) : undefined,
  });
}

/**
 * Sends better-auth's answer in our terms: errors in the one error shape, and successful JSON
 * through the route's response schema, which keeps only the documented fields (never a token).
 */
async function sendWebResponse(response: Response, reply: FastifyReply) {
  reply.status(response.status);
  response.headers.forEach((value, key) => {
    if (key !== 'set-cookie' && key !== 'content-length' && key !== 'content-type') reply.header(key, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  const text = response.body ? await response.text() : '';
  const json =
    response.headers.get('content-type')?.includes('json') && text
      ? (JSON.parse(text) as Record<string, unknown>)
      : null;
  if (response.status >= 400) {
    const message = typeof json?.message === 'string' ? json.message : undefined;
    return reply.send(errorBody(response.status, typeof json?.code === 'string' ? json.code : undefined, message));
  }
  return reply.send(json);
}

const userSummarySchema = z.object({ id: z.string(), name: z.string(), email: z.string() });
const statusSchema = z.object({ status: z.boolean() });
const linkTokenSchema = textSchema(4000).min(1);
const callbackPathSchema = textSchema(300).regex(/^\/(?!\/)/, 'must be a path of this shop');

/**
 * The better-auth endpoints the shop uses, each with its input checked by the same shared
 * schema the web form uses. Every other better-auth endpoint (update-user, delete-user,
 * change-email, get-session, …) is not exposed: deny by default holds for them too.
 */
const endpoints = [
  {
    method: 'POST',
    path: '/sign-up/email',
    summary: 'Sign up with e-mail and password; a confirmation link is mailed',
    body: signupSchema,
    response: z.object({ user: userSummarySchema }),
  },
  {
    method: 'POST',
    path: '/sign-in/email',
    summary: 'Log in; sets the HttpOnly session cookie',
    body: loginSchema,
    response: z.object({ redirect: z.boolean(), url: z.string().optional(), user: userSummarySchema }),
  },
  { method: 'POST', path: '/sign-out', summary: 'Log out', response: z.object({ success: z.boolean() }) },
  {
    method: 'POST',
    path: '/request-password-reset',
    summary: 'Mail a password-reset link (answers the same whether or not the address has an account)',
    body: passwordResetRequestSchema,
    response: statusSchema,
  },
  {
    method: 'POST',
    path: '/reset-password',
    summary: 'Choose a new password with the token from the mailed link',
    body: resetPasswordSchema,
    response: statusSchema,
  },
  {
    method: 'POST',
    path: '/send-verification-email',
    summary: 'Mail the e-mail confirmation link again',
    body: verificationRequestSchema,
    response: statusSchema,
  },
  {
    method: 'GET',
    path: '/verify-email',
    summary: 'The confirmation link of the mail: confirms the address and redirects to the login',
    querystring: z.object({ token: linkTokenSchema, callbackURL: callbackPathSchema.optional() }),
  },
  {
    method: 'GET',
    path: '/reset-password/:token',
    summary: 'The reset link of the mail: redirects to the new-password page with its token',
    params: z.object({ token: linkTokenSchema }),
    querystring: z.object({ callbackURL: callbackPathSchema }),
  },
] as const;

export function registerAuthRoutes(app: FastifyInstance, auth: Auth, limits?: AuthLimits) {
  for (const endpoint of endpoints) {
    const success = 'response' in endpoint ? { 200: endpoint.response } : { 302: z.null() };
    app.withTypeProvider<ZodTypeProvider>().route({
      method: endpoint.method,
      url: `/api/auth${endpoint.path}`,
      config: { access: 'public', audience: 'session' },
      schema: {
        tags: ['auth'],
        summary: endpoint.summary,
        ...('body' in endpoint ? { body: endpoint.body } : {}),
        ...('querystring' in endpoint ? { querystring: endpoint.querystring } : {}),
        ...('params' in endpoint ? { params: endpoint.params } : {}),
        response: {
          ...success,
          ...errorAnswers(400, 401, 403, 429),
        },
      },
      handler: async (request, reply) => {
        const settle = limits ? await limits(endpoint.path, request, reply) : undefined;
        const params = (request.params ?? {}) as Record<string, string>;
        const path = `/api/auth${endpoint.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''))}`;
        const webRequest = toWebRequest(request, path, 'body' in endpoint);
        const response = await auth.handler(webRequest);
        await settle?.(response.status, accountResetBy(webRequest));
        return sendWebResponse(response, reply);
      },
    });
  }
}
