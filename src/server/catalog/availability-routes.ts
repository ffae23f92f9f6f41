import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  availabilityQuerySchema,
  availabilitySchema,
  calendarQuerySchema,
  calendarSchema,
} from '../../shared/schemas/availability';
import { stockStatus } from '../../shared/stock';
import { errorBodySchema, notFound } from '../http/errors';
import type { AvailabilityService } from './availability-service';

const idParams = z.object({ id: z.coerce.number().int().positive() });

export function availabilityRoutes(availability: AvailabilityService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/products/:id/availability',
      {
        config: { access: 'public' },
        schema: {
          tags: ['catalog'],
          summary: 'Free units of a product over an inclusive date range',
          params: idParams,
          querystring: availabilityQuerySchema,
          response: { 200: availabilitySchema, 400: errorBodySchema, 404: errorBodySchema },
        },
      },
      async (request) => {
        const { from, to } = request.query;
        const free = await availability.freeUnits(request.params.id, from, to);
        if (free === null) throw notFound('Product not found');
        return { free, status: stockStatus(free) };
      },
    );

    app.get(
      '/api/products/:id/calendar',
      {
        config: { access: 'public' },
        schema: {
          tags: ['catalog'],
          summary: 'Free units of a product on each day of a month',
          params: idParams,
          querystring: calendarQuerySchema,
          response: { 200: calendarSchema, 400: errorBodySchema, 404: errorBodySchema },
        },
      },
      async (request) =>
        (await availability.calendar(request.params.id, request.query.month)) ??
        Promise.reject(notFound('Product not found')),
    );
  };
}
