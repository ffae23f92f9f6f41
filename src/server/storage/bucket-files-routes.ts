import type { FastifyPluginAsync } from 'fastify';
import { errorBody } from '../http/errors';
import { UPLOADS_PATH } from './public-url';
import { InvalidStorageKeyError, isStorageKey, type Storage, UPLOADS_CACHE_CONTROL } from './storage';

/**
 * `GET /uploads/{key}` from a bucket: the same addresses and caching headers the disk's files
 * get from @fastify/static, so pages, the database and browser caches are the same either way
 * and the buckets can stay private (decision 031).
 */
export function bucketFilesRoute(open: NonNullable<Storage['open']>): FastifyPluginAsync {
  return async (app) => {
    app.route<{ Params: { '*': string } }>({
      // HEAD declared here rather than Fastify's twin of GET, which would download the object
      // and drop it, and answer a Content-Length of 0.
      method: ['GET', 'HEAD'],
      url: `${UPLOADS_PATH}*`,
      config: { access: 'public' },
      schema: { hide: true },
      handler: async (request, reply) => {
        const key = request.params['*'];
        const missing = () =>
          reply.status(404).send(errorBody(404, 'NOT_FOUND', `No file at ${UPLOADS_PATH}${key.slice(0, 200)}`));
        if (!isStorageKey(key)) return missing();

        const ifModifiedSince = new Date(request.headers['if-modified-since'] ?? '');
        const file = await open(key, {
          ifNoneMatch: request.headers['if-none-match'],
          ifModifiedSince: Number.isNaN(ifModifiedSince.getTime()) ? undefined : ifModifiedSince,
          headOnly: request.method === 'HEAD',
        }).catch((error: unknown) => {
          // A key outside the buckets' folders (`/uploads/lens.webp`) names no object.
          if (error instanceof InvalidStorageKeyError) return { status: 'missing' } as const;
          throw error;
        });
        if (file.status === 'missing') return missing();

        reply.header('cache-control', UPLOADS_CACHE_CONTROL);
        if (file.etag) reply.header('etag', file.etag);
        if (file.lastModified) reply.header('last-modified', file.lastModified.toUTCString());
        if (file.status === 'not-modified') return reply.status(304).send();
        reply.header('content-type', file.contentType);
        reply.header('content-length', file.contentLength);
        return reply.send(file.body);
      },
    });
  };
}
