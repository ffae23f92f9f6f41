import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  availabilityQuerySchema,
  availabilitySchema,
  calendarQuerySchema,
  calendarSchema,
} from '../../shared/schemas/availability';
import { idParams } from '../../shared/schemas/input';
import { stockStatus } from '../../shared/stock';
import { errorAnswers } from '../http/errors';
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
          description:
            "The units of the product free on every day of the range, with the days its buffer keeps them back after it. For a kit, the whole kits that can be booked: the smallest, over its parts, of the part's free units divided by its count; never below 0. `status`: OutOfStock with none free; LastUnits with fewer than 5 free while rentals take some of its units; InStock otherwise, every unit free included (decision 100).",
          params: idParams,
          querystring: availabilityQuerySchema,
          response: { 200: availabilitySchema, ...errorAnswers(400, 404) },
        },
      },
      async (request) => {
        const { free, units } = await availability.freeUnits(request.params.id, request.query);
        return { free, status: stockStatus(free, units) };
      },
    );

    app.get(
      '/api/products/:id/calendar',
      {
        config: { access: 'public' },
        schema: {
          tags: ['catalog'],
          summary: 'Free units of a product on each day of a month',
          description:
            "The units of the product free on each day of the month, and its operational units. For a kit, whole kits on each day: the smallest, over its parts, of the part's free units divided by its count, and the kits its parts' operational units make.",
          params: idParams,
          querystring: calendarQuerySchema,
          response: { 200: calendarSchema, ...errorAnswers(400, 404) },
        },
      },
      async (request) => availability.calendar(request.params.id, request.query.month),
    );
  };
}
