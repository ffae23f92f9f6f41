import type { FastifyInstance } from 'fastify';
import { tokenOf } from '../http/token-requests';
import { type CountedLimit, hitResult, hitStatement, type RateLimiter } from './counters';
import type { RateLimits } from './limits';
import { rateLimited } from './refuse';

/** The rules a route may name in `config.perUserLimit`: counted per signed-in user. */
export type PerUserRule = 'profileUpdatesPerUser' | 'uploadsPerUser' | 'bookingsPerUser';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** A rate limit counted per signed-in user (decision 023); the route answers 429 past it. */
    perUserLimit?: PerUserRule;
    /**
     * The handler's transaction counts the hit (`request.countedLimit`, decision 106), in a
     * statement it runs anyway: a booking's, in the statement of its customer's lock.
     */
    countedInTransaction?: true;
  }
  interface FastifyRequest {
    /** The per-user limit this request's transaction counts (`config.countedInTransaction`). */
    countedLimit?: CountedLimit;
  }
}

const MESSAGES: Record<PerUserRule, string> = {
  profileUpdatesPerUser: 'Too many profile changes.',
  uploadsPerUser: 'Too many uploads.',
  bookingsPerUser: 'Too many rental requests.',
};

/**
 * Counts each request of a route with `config.perUserLimit` against its user, after the access
 * hook has identified them and before the handler reads an upload or books anything; a route
 * whose transaction counts it (`countedInTransaction`) is handed the limit instead.
 */
export function registerPerUserLimits(app: FastifyInstance, limiter: RateLimiter, limits: RateLimits) {
  app.addHook('preHandler', async (request, reply) => {
    const rule = request.routeOptions.config.perUserLimit;
    if (!rule || !request.user) return;
    const { limit, windowSeconds } = limits[rule];
    const key = `${rule}:${request.user.id}`;
    const refuse = (retryAfterSeconds: number) => rateLimited(reply, retryAfterSeconds, MESSAGES[rule]);
    if (request.routeOptions.config.countedInTransaction) {
      request.countedLimit = {
        statement: (first) => hitStatement(key, windowSeconds, first),
        check(row) {
          const result = hitResult(row, limit);
          return result.allowed ? null : refuse(result.retryAfterSeconds);
        },
        async countAlone() {
          const result = await limiter.hit(key, limit, windowSeconds);
          return result.allowed ? null : refuse(result.retryAfterSeconds);
        },
      };
      return;
    }
    const result = await limiter.hit(key, limit, windowSeconds);
    if (!result.allowed) throw refuse(result.retryAfterSeconds);
  });
}

/**
 * Counts every request an API token authenticated against that token (decision 055), after the
 * access hook has found it and before anything else is read or written: a script in a loop is
 * slowed to the shop's limit, whichever routes it calls. Sessions are not counted here.
 */
export function registerApiTokenLimit(app: FastifyInstance, limiter: RateLimiter, limits: RateLimits) {
  app.addHook('onRequest', async (request, reply) => {
    const token = tokenOf(request);
    if (!token) return;
    const { limit, windowSeconds } = limits.requestsPerApiToken;
    const result = await limiter.hit(`api-token:${token.tokenId}`, limit, windowSeconds);
    if (!result.allowed) throw rateLimited(reply, result.retryAfterSeconds, 'Too many requests with this API token.');
  });
}
