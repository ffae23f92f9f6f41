import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type Auth, CLIENT_IP_HEADER } from './auth';

function toWebRequest(request: FastifyRequest): Request {
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value === undefined || key === CLIENT_IP_HEADER) continue;
    for (const one of Array.isArray(value) ? value : [value]) headers.append(key, one);
  }
  headers.set(CLIENT_IP_HEADER, request.ip);
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  return new Request(url, {
    method: request.method,
    headers,
    body: hasBody ? JSON.stringify(request.body ?? {}) : undefined,
  });
}

async function sendWebResponse(response: Response, reply: FastifyReply) {
  reply.status(response.status);
  response.headers.forEach((value, key) => {
    if (key !== 'set-cookie') reply.header(key, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  return reply.send(response.body ? await response.text() : null);
}

/** better-auth answers everything under /api/auth (sign-up, sign-in, verification, reset). */
export function registerAuthRoutes(app: FastifyInstance, auth: Auth) {
  app.route({
    method: ['GET', 'POST'],
    url: '/api/auth/*',
    config: { access: 'public' },
    schema: { hide: true },
    handler: async (request, reply) => sendWebResponse(await auth.handler(toWebRequest(request)), reply),
  });
}
