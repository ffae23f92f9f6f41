import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DESK_LIST_LIMIT, deskSchema, deskSearchQuerySchema, deskSearchSchema } from '../../shared/schemas/hand-over';
import { errorAnswers } from '../http/errors';
import { DESK_SEARCH_LIMIT, type DeskService } from './desk';

export function deskRoutes(desk: DeskService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/admin/desk',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['hand-over', 'admin'],
          summary: "The hand-over desk's day: pick-ups, returns and overdue rentals",
          description: `On the shop's calendar (\`today\`). Pick-ups: rentals not cancelled that started today or before and end today or later, with a unit not handed over yet, the earliest start first. Returns: rentals ending today with a unit out. Overdue: rentals past their last day with a unit out (never handed over is not overdue), the longest late first. Each list holds at most ${DESK_LIST_LIMIT} rentals, each with its units and where each one is; \`total\` is how many there are.`,
          response: { 200: deskSchema, ...errorAnswers(401, 403) },
        },
      },
      async () => desk.get(),
    );

    app.get(
      '/api/admin/desk/search',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['hand-over', 'admin'],
          summary: "Find rentals at the desk by an order's reference, a scanned serial number or a customer",
          description: `\`q\` (2 to 100 characters) matches an order's reference from its start (FH-2026-000123, or FH-2026-0001…), a unit's serial number exactly, or a part of the customer's name or e-mail, regardless of case. Rentals not cancelled, and not over or with a unit still out; the earliest start first, at most ${DESK_SEARCH_LIMIT}.`,
          querystring: deskSearchQuerySchema,
          response: { 200: deskSearchSchema, ...errorAnswers(400, 401, 403) },
        },
      },
      async (request) => desk.search(request.query.q),
    );
  };
}
