import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  availabilityQuerySchema,
  availabilitySchema,
  calendarQuerySchema,
  calendarSchema,
} from '../../shared/schemas/availability';
import { idParams } from '../../shared/schemas/input';
import { stockStatus } from '../../shared/stock';
import { errorBodySchema } from '../http/errors';
import type { AvailabilityService } from './availability-service';

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
        const free = await availability.freeUnits(request.params.id, request.query);
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
      async (request) => availability.calendar(request.params.id, request.query.month),
    );
  };
}
