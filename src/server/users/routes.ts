import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountOverviewSchema, profileUpdateSchema } from '../../shared/schemas/profile';
import { adminUserListQuerySchema, adminUserSchema, currentUserSchema } from '../../shared/schemas/user';
import { requireUser } from '../auth/access';
import { adminListRoute } from '../http/admin-reads';
import { errorAnswers, errorBodySchema } from '../http/errors';
import { answerLanguage } from '../catalog/localized';
import type { AccountOverviewReader } from './account-overview';
import { toCurrentUser, type UserService } from './service';

export function userRoutes(users: UserService, overview: AccountOverviewReader): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/me',
      {
        // Public: "nobody" is an answer (null), not a 401 that every visitor's console would show.
        // About the session even for a visitor: no cache may keep it.
        config: { access: 'public', audience: 'session' },
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
        // Counted per user in the database (rate-limit/, decision 023).
        config: { perUserLimit: 'profileUpdatesPerUser' },
        schema: {
          tags: ['users'],
          summary: "Change the signed-in user's full name, phone number, language or billing address",
          description:
            'Send only the fields that change. The phone must match the profile rule (an optional country code, a three-digit area code and seven digits) unless it is the one already saved; an empty phone removes it. `billingAddress` is replaced whole ({street, postcode, city, country}: an ISO 3166-1 alpha-2 code) and printed on invoices issued from then on; null removes it. 429 when saved too often.',
          body: profileUpdateSchema,
          response: { 200: currentUserSchema, ...errorAnswers(400, 401, 429) },
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
      async (request, reply) => overview(requireUser(request).id, answerLanguage(request, reply)),
    );

    adminListRoute(
      app,
      '/api/admin/users',
      {
        tags: ['users', 'admin'],
        summary: 'Customers and administrators, in e-mail order, one page at a time',
        description: 'Search the name or e-mail (q). Pass `next` as `after` for the following page.',
        querystring: adminUserListQuerySchema,
        item: adminUserSchema,
      },
      (query) => users.listPage(query),
    );
  };
}
