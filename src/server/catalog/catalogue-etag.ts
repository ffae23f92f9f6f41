import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Language } from '../../shared/languages';

/**
 * Catalogue answers are revalidated rather than sent again: each carries the catalogue's version
 * (a counter every change to categories or products moves, migration 0010) and its language in
 * a weak ETag, with `Cache-Control: no-cache`. A client that sends the current one back gets a
 * 304 for the price of reading that counter, without the list's queries. The version is read
 * before the answer's own query, so an answer is never labelled newer than it is.
 */
export function catalogueETag(version: number, language: Language) {
  return `W/"catalogue-${version}-${language}"`;
}

/** Labels the answer; true when the client already holds it (answer 304, skip the work). */
export function clientHasCurrent(request: FastifyRequest, reply: FastifyReply, etag: string): boolean {
  reply.header('etag', etag);
  reply.header('cache-control', 'no-cache');
  const held = request.headers['if-none-match'];
  if (!held) return false;
  return held === '*' || held.split(',').some((tag) => tag.trim() === etag);
}
