import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { calendarFeedParams, calendarFeedSchema } from '../../shared/schemas/calendar-feeds';
import { actorOf } from '../audit';
import { requireUser } from '../auth/access';
import { NotFoundError } from '../domain-errors';
import { errorAnswers, errorBodySchema, HttpError } from '../http/errors';
import { tokenOf } from '../http/token-requests';
import type { RateLimiter } from '../rate-limit/counters';
import { rateLimited } from '../rate-limit/refuse';
import { type CalendarFeeds, GONE } from './service';

/**
 * Requests per feed address and hour: calendar apps poll every 15 to 60 minutes, from each device
 * the address was added on; this leaves room for a few of them and a hand refresh now and then.
 */
export const FEED_REQUESTS_PER_HOUR = 120;

/** How long a calendar app (or a proxy of the customer's) may keep an answer without asking again. */
const CACHE_CONTROL = 'private, max-age=300';

const feedAnswer = {
  description: 'The feed as iCalendar (RFC 5545): all-day events, in UTF-8',
  content: { 'text/calendar': { schema: z.any().meta({ type: 'string' }) } },
};
const addressRefusals = { 401: errorBodySchema };

/**
 * The caller's own address of the shop's feed (decision 096): a signed-in person's, or the API
 * token's they call with, which ends with that token.
 */
const shopFeedOf = (request: FastifyRequest) => ({
  kind: 'shop' as const,
  userId: requireUser(request).id,
  tokenId: tokenOf(request)?.tokenId ?? null,
});

export function calendarFeedRoutes(feeds: CalendarFeeds, limiter: RateLimiter): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/me/calendar-feed',
      {
        schema: {
          tags: ['calendar-feeds'],
          summary: "The secret address of the signed-in customer's calendar feed of their rentals",
          description:
            'Made on the first ask, then the same until it is renewed. Whoever holds the address reads the feed without signing in: add it to a calendar app as a subscription.',
          response: { 200: calendarFeedSchema, ...addressRefusals },
        },
      },
      async (request) => feeds.address({ kind: 'customer', userId: requireUser(request).id }),
    );

    app.post(
      '/api/me/calendar-feed/renew',
      {
        schema: {
          tags: ['calendar-feeds'],
          summary: "A new secret address for the signed-in customer's calendar feed",
          description: 'The old address answers 404 from this moment on; calendar apps subscribed to it stop updating.',
          response: { 200: calendarFeedSchema, ...addressRefusals },
        },
      },
      async (request) => feeds.renew({ kind: 'customer', userId: requireUser(request).id }),
    );

    app.get(
      '/api/admin/calendar-feed',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['calendar-feeds', 'admin'],
          summary: "Your secret address of the shop's calendar feed of pick-ups and returns",
          description:
            "Each live rental line's pick-up on its first day and its return on its last, as all-day events. The address is yours alone, the same until you renew it: asked for with an API token, it is that token's own, and it ends when the token is revoked (then 404) or expires (then 410). Each address answers only while its person is staff in a role that may use this route (404 otherwise).",
          response: { 200: calendarFeedSchema, ...addressRefusals, 403: errorBodySchema },
        },
      },
      async (request) => feeds.address(shopFeedOf(request)),
    );

    app.post(
      '/api/admin/calendar-feed/renew',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['calendar-feeds', 'admin'],
          summary: "A new secret address for your calendar feed of the shop's pick-ups and returns",
          description:
            "Renews the address GET /api/admin/calendar-feed answers you (or the API token you call with): the old one answers 404 from this moment on; other staff's addresses stay as they are.",
          response: { 200: calendarFeedSchema, ...addressRefusals, 403: errorBodySchema },
        },
      },
      async (request) => feeds.renew({ ...shopFeedOf(request), actor: actorOf(requireUser(request)) }),
    );

    app.get(
      '/calendar-feeds/:token.ics',
      {
        // The token in the path is the only credential: calendar apps send no cookie, and the
        // session is never read (decision 052).
        config: { access: 'public', audience: 'anyone' },
        schema: {
          tags: ['calendar-feeds'],
          summary: "A calendar feed: a customer's rentals, or the shop's pick-ups and returns",
          description: `The address GET /api/me/calendar-feed or GET /api/admin/calendar-feed answers. All-day events (VALUE=DATE, DTEND the day after the last day) with a UID per rental line that stays the same, so calendar apps update events instead of adding them again. An unknown or renewed address is 404, and so is a shop feed's address whose person is no longer staff (or in a role without the calendar feed) or whose API token was revoked; one whose API token has expired is 410. An ETag lets an app ask again with If-None-Match (304). At most ${FEED_REQUESTS_PER_HOUR} requests an hour per address (429 past it).`,
          params: calendarFeedParams,
          response: { 200: feedAnswer, ...errorAnswers(400, 404, 410, 429) },
        },
      },
      async (request, reply) => {
        const feed = await feeds.find(request.params.token);
        if (feed === GONE)
          throw new HttpError(
            410,
            'CALENDAR_FEED_GONE',
            'This calendar feed has ended: the API token it was made for has expired. Remove it from the calendar app.',
          );
        if (!feed) throw new NotFoundError('Calendar feed');
        const { allowed, retryAfterSeconds } = await limiter.hit(
          `calendarFeed:${feed.id}`,
          FEED_REQUESTS_PER_HOUR,
          3600,
        );
        if (!allowed) throw rateLimited(reply, retryAfterSeconds, 'Too many requests for this calendar feed.');
        const { body, etag } = await feeds.render(feed);
        reply.header('etag', etag).header('cache-control', CACHE_CONTROL);
        const held = request.headers['if-none-match'];
        if (held && held.split(',').some((tag) => tag.trim() === etag || tag.trim() === `W/${etag}`)) {
          // Not in the response schemas: a 304 has no body for them to describe.
          return (reply as FastifyReply).status(304).send();
        }
        return reply.type('text/calendar; charset=utf-8').send(body);
      },
    );
  };
}
