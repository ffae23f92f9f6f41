import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams } from '../../shared/schemas/input';
import {
  idempotencyKeySchema,
  newRentalSchema,
  rentalListQuerySchema,
  rentalSchema,
} from '../../shared/schemas/rental';
import { actingAs, requireUser } from '../auth/access';
import { answerLanguage } from '../catalog/localized';
import { errorAnswers } from '../http/errors';
import type { LineCancelling } from '../flows/cancel-line';
import type { RentalService } from './service';

export function rentalRoutes(rentals: RentalService, cancelling: LineCancelling): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/rentals',
      {
        // The customer's hit on the limit is counted in the booking's lock statement (decision 106).
        config: { perUserLimit: 'bookingsPerUser', countedInTransaction: true, sessionCache: true },
        schema: {
          tags: ['rentals'],
          summary: 'Request a rental: the server picks free units of the product for the dates',
          description:
            'Send an Idempotency-Key header to make retries safe: the same key with the same body within 24 hours answers 200 with the rental the first request made; with a different body, 422 IDEMPOTENCY_KEY_REUSED and nothing is booked; after 24 hours the key books anew. 400 RENTAL_TOO_LONG, BEYOND_BOOKING_HORIZON or TOO_MANY_UNITS past the limits GET /api/shop answers; 409 TOO_MANY_OPEN_RENTALS at the open-rentals limit, NOT_ENOUGH_STOCK when fewer units are free than asked; 429 RATE_LIMITED (with Retry-After) past the bookings a customer may make in an hour.',
          headers: z.object({ 'idempotency-key': idempotencyKeySchema }),
          body: newRentalSchema,
          response: {
            200: rentalSchema,
            201: rentalSchema,
            ...errorAnswers(400, 401, 404, 409, 422, 429),
          },
        },
      },
      async (request, reply) => {
        const { rental, replayed } = await rentals.create(
          { ...requireUser(request), limit: request.countedLimit },
          request.body,
          request.headers['idempotency-key'],
          answerLanguage(request, reply),
        );
        return reply.status(replayed ? 200 : 201).send(rental);
      },
    );

    app.get(
      '/api/rentals',
      {
        schema: {
          tags: ['rentals'],
          summary: "The signed-in user's rentals, newest first (cancelled ones with ?includeCancelled=true)",
          querystring: rentalListQuerySchema,
          response: { 200: z.array(rentalSchema), ...errorAnswers(400, 401) },
        },
      },
      async (request, reply) =>
        rentals.listForUser(requireUser(request).id, answerLanguage(request, reply), request.query.includeCancelled),
    );

    app.get(
      '/api/rentals/:id',
      {
        schema: {
          tags: ['rentals'],
          summary: "One of the signed-in user's rentals (another customer's answers 404, as a missing one)",
          params: idParams,
          response: { 200: rentalSchema, ...errorAnswers(400, 401, 404) },
        },
      },
      async (request, reply) =>
        rentals.getForUser(requireUser(request).id, request.params.id, answerLanguage(request, reply)),
    );

    app.delete(
      '/api/rentals/:id',
      {
        schema: {
          tags: ['rentals'],
          summary:
            'Cancel a rental before its first day, without an incident (customers: their own; administrators: any)',
          description:
            'The rental stays, cancelled, with its order (GET it with ?includeCancelled=true); its units are free at once. Cancelling the last live line of an order cancels the order. 409 ALREADY_CANCELLED, ALREADY_STARTED or HAS_INCIDENT.',
          params: idParams,
          response: { 204: z.null(), ...errorAnswers(400, 401, 404, 409) },
        },
      },
      async (request, reply) => {
        // Someone else's rental: staff whose role takes orders (decision 092).
        await cancelling.remove(actingAs(requireUser(request), 'orders.write'), request.params.id);
        return reply.status(204).send(null);
      },
    );
  };
}
