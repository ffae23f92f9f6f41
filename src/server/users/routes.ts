import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accountOverviewSchema, profileUpdateSchema } from '../../shared/schemas/profile';
import { customerParams } from '../../shared/schemas/rental';
import {
  adminUserListQuerySchema,
  adminUserPatchSchema,
  adminUserSchema,
  currentUserSchema,
  staffInvitationSchema,
} from '../../shared/schemas/user';
import { requirePermission, requireUser } from '../auth/access';
import { adminListRoute } from '../http/admin-reads';
import { errorAnswers, errorBodySchema } from '../http/errors';
import { answerLanguage } from '../catalog/localized';
import type { BusinessAccounts } from '../business';
import type { AccountOverviewReader } from './account-overview';
import type { UserService } from './service';
import type { Staff } from './staff';

export function userRoutes(
  users: UserService,
  overview: AccountOverviewReader,
  businesses: BusinessAccounts,
  staff: Staff,
): FastifyPluginAsyncZod {
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
      async (request) => (request.user ? users.current(request.user) : null),
    );

    app.patch(
      '/api/me',
      {
        // Counted per user in the database (rate-limit/, decision 023).
        config: { perUserLimit: 'profileUpdatesPerUser' },
        schema: {
          tags: ['users'],
          summary: "Change the signed-in user's full name, phone number, language, billing address or business",
          description:
            'Send only the fields that change. The phone must match the profile rule (an optional country code, a three-digit area code and seven digits) unless it is the one already saved; an empty phone removes it. `billingAddress` is replaced whole ({street, postcode, city, country}: an ISO 3166-1 alpha-2 code) and printed on invoices issued from then on; null removes it. `business` ({company, vatId, purchaseOrderRequired?}) makes the account a business customer’s: the VAT number must have its country’s form (400 otherwise, naming it), and with VIES_API_URL set VIES is asked about it when it is new or was not found valid before; the answer (`business.vatCheck`: valid, invalid, unavailable or unchecked) is kept with its day and consultation number. null makes the account a private customer’s again. 429 when saved too often.',
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

    app.patch(
      '/api/admin/users/:id',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['users', 'admin'],
          summary: "Allow a business customer to pay on invoice and within how many days; change someone's role",
          description:
            '`payOnInvoice` lets the business choose to pay on invoice at checkout and on a quote; `paymentTermsDays` (1 to 120) is when its invoices fall due. `role` (customer, counter, accountant, manager, owner) is for the owner only (403 ROLE_FORBIDDEN otherwise), audited; 409 LAST_OWNER for the last owner. Answers the account. 404 for no such user; 409 NOT_A_BUSINESS when terms are sent for a customer who has not saved business details in their account.',
          params: customerParams,
          body: adminUserPatchSchema,
          response: { 200: adminUserSchema, ...errorAnswers(400, 401, 403, 404, 409) },
        },
      },
      async (request) => {
        const { role, ...terms } = request.body;
        const by = requireUser(request);
        // A role is the owner's to give (decision 092): checked before anything changes.
        if (role !== undefined) requirePermission(by, 'staff');
        if (terms.payOnInvoice !== undefined || terms.paymentTermsDays !== undefined) {
          await businesses.setInvoiceTerms(request.params.id, terms);
        }
        if (role !== undefined) await staff.changeRole(by, request.params.id, role);
        return users.adminUser(request.params.id);
      },
    );

    app.post(
      '/api/admin/staff',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['users', 'admin'],
          summary: 'Invite someone into the staff by e-mail, in a role',
          description:
            'For the owner. The account with this e-mail gets the role (audited); without one, an account is opened (its name `fullName`, or the address before the @) and an invitation mailed with a link to set its password. 409 LAST_OWNER when the last owner would stop being one.',
          body: staffInvitationSchema,
          response: { 201: adminUserSchema, ...errorAnswers(400, 401, 403, 409) },
        },
      },
      async (request, reply) => {
        const id = await staff.invite(requireUser(request), request.body, answerLanguage(request, reply));
        return reply.code(201).send(await users.adminUser(id));
      },
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
