import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  DESK_LIST_LIMIT,
  deskSchema,
  deskSearchQuerySchema,
  deskSearchSchema,
  scanQuerySchema,
  scanSchema,
} from '../../shared/schemas/hand-over';
import { idParams } from '../../shared/schemas/input';
import { errorAnswers } from '../http/errors';
import { DESK_SEARCH_LIMIT, type DeskService } from './desk';
import type { SerialCheck } from './serial-check';

export function deskRoutes(desk: DeskService, serials: SerialCheck): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/admin/desk',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['hand-over', 'admin'],
          summary: "The hand-over desk's day: pick-ups, returns and overdue rentals",
          description: `On the shop's calendar (\`today\`). Pick-ups: rentals not cancelled that started today or before and end today or later, with a unit not handed over yet, the earliest start first, each with what its order owes at the counter (\`balanceDue\`, the order’s balance; 0.00 on invoice) and the deposit its units still in the shop ask (\`depositDue\`, per kit for a kit). Returns: rentals ending today with a unit out. Overdue: rentals past their last day with a unit out (never handed over is not overdue), the longest late first. Each list holds at most ${DESK_LIST_LIMIT} rentals, each with its units and where each one is, and \`closedDays\`: its pick-up or return still to come on a day the shop is closed, which staff kept open for it (\`choice\` keep) or told the customer about (notify), decision 102; \`total\` is how many there are.`,
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
          description: `\`q\` (2 to 100 characters) matches an order's reference from its start (FH-2026-000123, or FH-2026-0001…), a unit's serial number exactly, or a part of the customer's name or e-mail, regardless of case. Rentals not cancelled, and not over or with a unit still out, each with what it takes at the counter and its \`closedDays\` as a pick-up carries them; the earliest start first, at most ${DESK_SEARCH_LIMIT}.`,
          querystring: deskSearchQuerySchema,
          response: { 200: deskSearchSchema, ...errorAnswers(400, 401, 403) },
        },
      },
      async (request) => desk.search(request.query.q),
    );

    app.get(
      '/api/admin/desk/rentals/:id/scan',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['hand-over', 'admin'],
          summary: 'Check a scanned serial number against a rental before handing it over or taking it back',
          description:
            'What `serial` (as scanned or typed, any case) would be to the rental at the step `for` names, by the checks `POST /api/admin/rentals/{id}/check-out` or `/check-in` make of each serial, in their order; nothing changes. `verdict` `ok`, with the `unit` (and at check-out `swap`: a free unit of the same product that takes the place of one of the rental’s units), or `refused` with the `code` and English `message` that step would refuse this one serial with: at check-out UNKNOWN_SERIAL, ALREADY_HANDED_OVER, OTHER_PRODUCT, OUT_OF_SERVICE, TOO_MANY_UNITS (no unit of its product left to hand over), UNIT_NOT_FREE, UNIT_NOT_BACK, and RENTAL_CANCELLED, ORDER_NOT_PAID, ORDER_NOT_PLACED, RENTAL_NOT_STARTED, RENTAL_ENDED for a rental not to hand over today; at check-in UNKNOWN_SERIAL, UNIT_NOT_ON_RENTAL, NOT_HANDED_OVER, ALREADY_CHECKED_IN. `unit` is given with a refusal too when a unit has the serial. Serials scanned together are counted against the units left only by the check-out itself. 404 for a rental that does not exist.',
          params: idParams,
          querystring: scanQuerySchema,
          response: { 200: scanSchema, ...errorAnswers(400, 401, 403, 404) },
        },
      },
      async (request) => serials.check(request.params.id, request.query.serial, request.query.for),
    );
  };
}
