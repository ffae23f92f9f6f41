import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { HttpError } from './errors';

/*
 * What a client may make the server wait for. Each is a deadline on receiving, never on
 * answering: a picture or an export streamed to a slow phone is not cut off while it moves.
 */
export type RequestDeadlines = {
  /** From the connection's first byte to the end of a request's headers. */
  headersMs: number;
  /** From the first byte to the end of the body: an upload of the largest allowed file on a slow line fits. */
  requestMs: number;
  /** A connection on which nothing moves either way (a stalled client, a half-open socket). */
  idleMs: number;
  /** A kept-alive connection between requests; above nginx's 60 s upstream default, so the proxy closes first. */
  keepAliveMs: number;
  /** How often Node looks for requests past their deadlines. */
  checkEveryMs: number;
};

export const REQUEST_DEADLINES: RequestDeadlines = {
  headersMs: 15_000,
  requestMs: 120_000,
  idleMs: 120_000,
  keepAliveMs: 72_000,
  checkEveryMs: 2_000,
};

/** Fastify's server options for `deadlines`. */
export function deadlineOptions(deadlines: RequestDeadlines): Partial<FastifyServerOptions> {
  return {
    connectionTimeout: deadlines.idleMs,
    requestTimeout: deadlines.requestMs,
    keepAliveTimeout: deadlines.keepAliveMs,
    http: { headersTimeout: deadlines.headersMs, connectionsCheckingInterval: deadlines.checkEveryMs },
  } as Partial<FastifyServerOptions>;
}

/**
 * Refuses a request body sent with a Content-Encoding (gzip, br, deflate…) before a byte of it
 * is read: no browser encodes what it sends, and a compressed body would be a few hundred kB on
 * the wire and hundreds of MB once inflated (a "zip bomb"). The connection is closed rather than
 * read to its end.
 */
export function refuseEncodedBodies(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    const encoding = request.headers['content-encoding']?.trim().toLowerCase();
    if (!encoding || encoding === 'identity') return;
    reply.header('connection', 'close');
    throw new HttpError(
      415,
      'UNSUPPORTED_CONTENT_ENCODING',
      'Send the request body as it is, without a Content-Encoding such as gzip.',
    );
  });
}
