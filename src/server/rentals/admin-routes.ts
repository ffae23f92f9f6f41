import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminRentalListQuerySchema,
  customerParams,
  openRentalsCancelledSchema,
  rentalSchema,
} from '../../shared/schemas/rental';
import { deskRentalSchema } from '../../shared/schemas/hand-over';
import { requireUser } from '../auth/access';
import { adminListRoute, adminRecordRoute } from '../http/admin-reads';
import { errorAnswers } from '../http/errors';
import type { LineCancelling } from '../flows/cancel-line';
import type { DeskRentals } from '../flows/desk-rentals';
import type { RentalService } from './service';

/** Rentals as staff read them, and a customer's open rentals cancelled in one step. */
export function adminRentalRoutes(
  rentals: RentalService,
  cancelling: LineCancelling,
  /** One rental as the desk hands it over: with what its order owes at the counter. */
  deskRentals: DeskRentals,
): FastifyPluginAsyncZod {
  return async (app) => {
    adminListRoute(
      app,
      '/api/admin/rentals',
      {
        tags: ['rentals', 'admin'],
        summary: 'Every rental, newest first, one page at a time',
        description:
          'Filter by status, customer (userId), product or order (orderId, which lists its cancelled lines too), or search a customer name, e-mail or product name (q). Cancelled rentals show with includeCancelled=true. Pass `next` as `after` for the following page.',
        querystring: adminRentalListQuerySchema,
        item: rentalSchema,
      },
      (query) => rentals.listPage(query),
    );

    adminRecordRoute(
      app,
      '/api/admin/rentals/:id',
      {
        tags: ['rentals', 'admin'],
        summary: 'Any rental by id, with what its order owes at the counter and the deposit it still asks',
        item: deskRentalSchema,
      },
      (id) => deskRentals.get(id),
    );

    app.post(
      '/api/admin/users/:id/cancel-open-rentals',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['rentals', 'admin'],
          summary: "Cancel every rental of a customer's that has not started yet, in one step",
          description:
            'For accounts that hold stock they will not collect (decision 036). Rentals with an incident, or already under way, stay and are counted in `kept`. Each cancellation is written to the audit log. 404 when no account has the id.',
          params: customerParams,
          response: { 200: openRentalsCancelledSchema, ...errorAnswers(400, 401, 403, 404) },
        },
      },
      async (request) => cancelling.cancelOpenFor(requireUser(request), request.params.id),
    );
  };
}
