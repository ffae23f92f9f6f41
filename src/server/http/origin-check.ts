import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { OriginPolicy } from '../auth/auth';
import { errorBody } from './errors';

export type Origins = { publicUrl: string; policy: OriginPolicy };

const CHANGES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The address the request itself came to, as the browser wrote it. */
const ownOrigin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/**
 * A browser names the page a request comes from in `Origin`. A change (POST, PUT, PATCH,
 * DELETE) to the API is accepted only from the shop's own pages: PUBLIC_URL when it is set; when
 * it is not (a demo, a shop on a home network), whatever address the request came to, so
 * localhost, 127.0.0.1 and the machine's network address all work while another site's page
 * (whose Origin differs from the Host it posts to) is refused. Requests without Origin (curl,
 * scripts) carry no browser's cookies by accident and pass.
 */
export function registerOriginCheck(app: FastifyInstance, origins: Origins) {
  app.addHook('onRequest', async (request, reply) => {
    const origin = request.headers.origin;
    if (!origin || !CHANGES.has(request.method) || !request.url.startsWith('/api/')) return;
    if (origin === origins.publicUrl || (origins.policy === 'same-host' && origin === ownOrigin(request))) return;
    // The person sees "Error logging in"; the operator learns why from the log.
    request.log.warn(
      origins.policy === 'public-url'
        ? `Refused ${request.method} ${request.url} from ${origin}: PUBLIC_URL is ${origins.publicUrl}, the only address the shop accepts. Open the shop there, or change PUBLIC_URL.`
        : `Refused ${request.method} ${request.url} from ${origin}: a page of another site.`,
    );
    return reply.status(403).send(errorBody(403, 'FORBIDDEN_ORIGIN', 'Requests from this page are not accepted.'));
  });
}
