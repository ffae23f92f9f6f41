import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '../../shared/schemas/input';
import { rentalSchema } from '../../shared/schemas/rental';
import {
  rentalMoveSchema,
  rescheduleBodySchema,
  rescheduleQuerySchema,
  rescheduleQuoteSchema,
} from '../../shared/schemas/reschedule';
import { actingAs, requireUser } from '../auth/access';
import { answerLanguage } from '../catalog/localized';
import { errorAnswers, errorBodySchema } from '../http/errors';
import type { RentalRescheduling } from '../flows/reschedule';

const errors = { ...errorAnswers(400, 401, 404) };

/** Shortening or moving a rental before it starts: the quote the account shows, then the change. */
export function rescheduleRoutes(rescheduling: RentalRescheduling): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/rentals/:id/reschedule',
      {
        schema: {
          tags: ['rentals'],
          summary: 'What moving or shortening a rental to new dates would do, or why it cannot',
          description:
            "Customers: their own rentals; administrators: any (another customer's answers 404). 200 either way: `allowed` false with `refusal` (the code and message POST would answer), or the new charged days and total, the refund by the cancellation rules (counted from the original first day) and how many units would be other ones.",
          params: idParams,
          querystring: rescheduleQuerySchema,
          response: { 200: rescheduleQuoteSchema, ...errors },
        },
      },
      async (request) =>
        rescheduling.rescheduleQuote(actingAs(requireUser(request), 'orders.write'), request.params.id, request.query),
    );

    app.post(
      '/api/rentals/:id/reschedule',
      {
        schema: {
          tags: ['rentals'],
          summary: 'Shorten or move a rental that has not started, with the refund the cancellation rules give',
          description:
            "Allowed while the rental could be cancelled (before its first day, no incident of the customer's own), its order placed (409 ORDER_AWAITING_PAYMENT while it waits for its online payment, ORDER_NOT_LIVE when cancelled or lapsed) and no unit handed over. The new range follows the rules of a new booking (400 TOO_SHORT_NOTICE, CLOSED_ON_FIRST_DAY, CLOSED_ON_LAST_DAY, RENTAL_TOO_LONG, BEYOND_BOOKING_HORIZON) and may not charge more days (400 MORE_DAYS_THAN_BOOKED: extend instead; SAME_DATES). Units not free on the new dates are replaced by free ones; 409 NOT_ENOUGH_STOCK when there are too few, DATES_TAKEN when a booking took one meanwhile. Nothing changes on a refusal.",
          params: idParams,
          body: rescheduleBodySchema,
          response: { 200: rentalSchema, ...errors, 409: errorBodySchema },
        },
      },
      async (request, reply) =>
        rescheduling.reschedule(
          actingAs(requireUser(request), 'orders.write'),
          request.params.id,
          request.body,
          answerLanguage(request, reply),
        ),
    );

    app.post(
      '/api/admin/rentals/:id/move',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['rentals', 'admin'],
          summary: 'Move a rental in the planner: other dates, another unit of the same product, or both',
          description:
            "New dates go through the rules of POST /api/rentals/{id}/reschedule (before its first day, placed, nothing handed over, the rules of a new booking, no more days than booked; re-priced for the new dates, the refund by the cancellation rules, the customer told), with `itemId` another unit of the same product (a kit's: of that part) taking the place of one of its units (`replacesItemId`, needed when it has more than one). The same dates with `itemId` move only the unit. All in one transaction; the exclusion constraint has the last word: 409 UNIT_TAKEN (or DATES_TAKEN) when a booking holds it, OTHER_PRODUCT, UNIT_ALREADY_ON_RENTAL and UNIT_NOT_ON_RENTAL (400), UNIT_OUT_OF_SERVICE (409), and the refusals of a reschedule. Nothing changes on a refusal.",
          params: idParams,
          body: rentalMoveSchema,
          response: { 200: rentalSchema, ...errorAnswers(400, 401, 403, 404, 409) },
        },
      },
      async (request) => rescheduling.move(requireUser(request), request.params.id, request.body),
    );
  };
}
