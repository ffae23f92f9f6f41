import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '../../shared/schemas/input';
import {
  extendRentalSchema,
  extensionQuoteQuerySchema,
  extensionQuoteSchema,
  rentalExtensionSchema,
} from '../../shared/schemas/rental-extension';
import { actingAs, requireUser } from '../auth/access';
import { answerLanguage } from '../catalog/localized';
import { errorAnswers, errorBody } from '../http/errors';
import type { RentalExtensionService } from '../flows/extend';
import { ExtensionPaymentUnavailableError } from './extension-payment';

/** How long a client waits before trying again after 503 PAYMENT_UNAVAILABLE. */
const PAYMENT_RETRY_AFTER_SECONDS = 60;

const REFUSALS =
  "400 NOT_LATER, CLOSED_ON_LAST_DAY, RENTAL_TOO_LONG or BEYOND_BOOKING_HORIZON (field dateTo); 409 RENTAL_CANCELLED, ORDER_NOT_LIVE, RENTAL_ENDED, CHANGE_PENDING, or UNIT_NOT_FREE when a unit is booked on the new days (before check-out only when no other unit of the product is free either). UNIT_NOT_FREE and CLOSED_ON_LAST_DAY say why in `reason`: own_rental (the customer's own other rental has the units), buffer (the product's `bufferDays` after a rental meet another booking), no_stock (another customer has them), closed_day.";

/** Extending a rental from the account: the quote, and the extension. */
export function rentalExtensionRoutes(extensions: RentalExtensionService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/rentals/:id/extend',
      {
        schema: {
          tags: ['rentals'],
          summary:
            'What extending a rental to a new last day would add and cost (customers: their own; administrators: any)',
          description: `Nothing is held. A refusal is answered in \`refusal\` (the codes of POST: ${REFUSALS}). Another customer's rental answers 404.`,
          params: idParams,
          querystring: extensionQuoteQuerySchema,
          response: { 200: extensionQuoteSchema, ...errorAnswers(400, 401, 404) },
        },
      },
      async (request) =>
        extensions.quote(actingAs(requireUser(request), 'orders.write'), request.params.id, request.query.dateTo),
    );

    app.post(
      '/api/rentals/:id/extend',
      {
        config: { perUserLimit: 'bookingsPerUser' },
        schema: {
          tags: ['rentals'],
          summary: 'Extend a rental to a new last day, keeping its units (customers: their own; administrators: any)',
          description: `At the booked daily price for the added charged days. An order paid at the counter: status done, in force at once, the difference due at the counter. An order paid online: status pending, the new days held until holdExpiresAt while the customer pays the difference at \`checkoutUrl\`; only Stripe's signed webhook puts it in force, and an unpaid one lapses (the old dates come back). ${REFUSALS} 503 PAYMENT_UNAVAILABLE when Stripe cannot be reached: the rental keeps its dates.`,
          params: idParams,
          body: extendRentalSchema,
          response: { 200: rentalExtensionSchema, ...errorAnswers(400, 401, 404, 409, 429, 503) },
        },
      },
      async (request, reply) => {
        try {
          return await extensions.extend(
            actingAs(requireUser(request), 'orders.write'),
            request.params.id,
            request.body.dateTo,
            answerLanguage(request, reply),
          );
        } catch (error) {
          if (!(error instanceof ExtensionPaymentUnavailableError)) throw error;
          return reply
            .status(503)
            .header('retry-after', String(PAYMENT_RETRY_AFTER_SECONDS))
            .send(errorBody(503, error.code, error.message));
        }
      },
    );
  };
}
