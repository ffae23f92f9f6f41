import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PICK_LIST_LIMIT, pickListQuerySchema, pickListSchema } from '../../shared/schemas/pick-list';
import { answerLanguage } from '../catalog/localized';
import { errorAnswers } from '../http/errors';
import type { PickListService } from './pick-list';

/** The counter's printable pick list (issue 48). */
export function pickListRoutes(pickList: PickListService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/admin/desk/pick-list',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['hand-over', 'admin'],
          summary: "The units to prepare for a day's pick-ups, in shelf order",
          description: `\`date\` (YYYY-MM-DD; the shop's tomorrow when not given): every unit not handed over yet of the rentals whose first day it is, not cancelled and not a quote's hold, a kit's parts one unit at a time (\`kitName\`), each with its rental, order reference and customer. The shop records no shelf or location for a unit, so shelf order is the unit's product category, then the product, then the serial number (by their English names; names shown in the request's language). \`stillOut\`: the unit is still with the customer of an earlier rental. \`closed\` says when the shop does not open that day (a weekday it is closed, a closed date). Pick-ups are in the shop's opening hours of that day: a rental books days, not hours. At most ${PICK_LIST_LIMIT} units; \`total\` is how many there are.`,
          querystring: pickListQuerySchema,
          response: { 200: pickListSchema, ...errorAnswers(400, 401, 403) },
        },
      },
      async (request, reply) => pickList.get(request.query.date, answerLanguage(request, reply)),
    );
  };
}
