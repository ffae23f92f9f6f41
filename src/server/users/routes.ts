import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountOverviewSchema, profileUpdateSchema } from '../../shared/schemas/profile';
import { pageSchema } from '../../shared/schemas/paging';
import { adminUserListQuerySchema, adminUserSchema, currentUserSchema } from '../../shared/schemas/user';
import { requireUser } from '../auth/access';
import { errorBodySchema, HttpError } from '../http/errors';
import type { AccountOverviewReader } from './account-overview';
import { toCurrentUser, type UserService } from './service';

/** Profile saves a customer may make in a minute; past it the web shows the spec's "Too many … requests". */
export const PROFILE_UPDATES_PER_MINUTE = 10;

export function userRoutes(users: UserService, overview: AccountOverviewReader): FastifyPluginAsyncZod {
  return async (app) => {
    // Counted per user (the access hook has identified them by now), in this process's memory.
    await app.register(fastifyRateLimit, {
      global: false,
      keyGenerator: (request) => request.user?.id ?? request.ip,
      errorResponseBuilder: () =>
        new HttpError(429, 'TOO_MANY_REQUESTS', 'Too many profile changes. Please try again later.'),
    });

    app.get(
      '/api/me',
      {
        // Public: "nobody" is an answer (null), not a 401 that every visitor's console would show.
        config: { access: 'public' },
        schema: {
          tags: ['users'],
          summary: 'The signed-in user, or null when nobody is signed in',
          response: { 200: currentUserSchema.nullable() },
        },
      },
      async (request) => (request.user ? toCurrentUser(request.user) : null),
    );

    app.patch(
      '/api/me',
      {
        config: { rateLimit: { max: PROFILE_UPDATES_PER_MINUTE, timeWindow: 60_000 } },
        schema: {
          tags: ['users'],
          summary: "Change the signed-in user's full name, phone number or language",
          description:
            'Send only the fields that change. The phone must match the profile rule (an optional country code, a three-digit area code and seven digits) unless it is the one already saved; an empty phone removes it. 429 when saved too often.',
          body: profileUpdateSchema,
          response: { 200: currentUserSchema, 400: errorBodySchema, 401: errorBodySchema, 429: errorBodySchema },
        },
      },
      async (request) => users.updateProfile(requireUser(request), request.body),
    );

    app.get(
      '/api/me/overview',
      {
        schema: {
          tags: ['users'],
          summary: "The account's front page: counts of rentals, incidents and reviews, and the next rental",
          response: { 200: accountOverviewSchema, 401: errorBodySchema },
        },
      },
      async (request) => overview(requireUser(request).id),
    );

    app.get(
      '/api/admin/users',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['users', 'admin'],
          summary: 'Customers and administrators, in e-mail order, one page at a time',
          description: 'Search the name or e-mail (q). Pass `next` as `after` for the following page.',
          querystring: adminUserListQuerySchema,
          response: { 200: pageSchema(adminUserSchema), 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema },
        },
      },
      async (request) => users.listPage(request.query),
    );
  };
}
