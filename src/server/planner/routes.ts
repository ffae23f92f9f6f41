import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { daysBetween } from '../../shared/calendar-date';
import { PLANNER_MAX_DAYS, plannerQuerySchema, plannerSchema } from '../../shared/schemas/planner';
import { InvalidInputError } from '../domain-errors';
import { errorAnswers } from '../http/errors';
import type { PlannerReader } from './queries';

/* The planner's data (issue 47): units as rows, bookings, buffers, late days and time out of service as bars. */

export function plannerRoutes(planner: PlannerReader): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/admin/planner',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['planner', 'admin'],
          summary: 'The units over a period, with what keeps each busy',
          description: `A page of units (\`limit\`, 50 by default) in product then serial-number order, optionally of one product or category or matching \`q\` (product name or serial number); pass \`next\` as \`after\` for the following page. Each unit's \`bars\`: \`rental\` (its booked days, with the rental, order and customer), \`hold\` (a quote's held units), \`buffer\` (the product's days kept back after a rental), \`overdue\` (a unit still out after its last day, up to today), \`out_of_service\` or \`maintenance\` (the unit is out of service, for its due service in the second case: the whole period). \`closedDays\`: the shop's closed days in the period. At most ${PLANNER_MAX_DAYS} days (400 BAD_PERIOD).`,
          querystring: plannerQuerySchema,
          response: { 200: plannerSchema, ...errorAnswers(400, 401, 403) },
        },
      },
      async (request) => {
        const { from, to } = request.query;
        if (from > to)
          throw new InvalidInputError('BAD_PERIOD', `The period ends (${to}) before it starts (${from}).`, 'to');
        if (daysBetween(from, to) + 1 > PLANNER_MAX_DAYS) {
          throw new InvalidInputError(
            'BAD_PERIOD',
            `The planner shows at most ${PLANNER_MAX_DAYS} days at once.`,
            'to',
          );
        }
        return planner.read(request.query);
      },
    );
  };
}
