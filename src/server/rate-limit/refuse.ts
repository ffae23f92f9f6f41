import type { FastifyReply } from 'fastify';
import { HttpError } from '../http/errors';

/**
 * The 429 every rate limit answers: the shop's error shape, code RATE_LIMITED, and a
 * `Retry-After` in seconds until the window ends (the web shows errors.json's RATE_LIMITED).
 */
export function rateLimited(reply: FastifyReply, retryAfterSeconds: number, message: string): HttpError {
  reply.header('retry-after', String(retryAfterSeconds));
  return new HttpError(429, 'RATE_LIMITED', `${message} Please try again in ${retryAfterSeconds} seconds.`);
}
