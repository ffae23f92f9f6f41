import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { unitSwapSchema } from '../../shared/schemas/admin-overview';
import { idParams } from '../../shared/schemas/input';
import { rentalSchema } from '../../shared/schemas/rental';
import { actorOf } from '../audit';
import { requireUser } from '../auth/access';
import { errorAnswers } from '../http/errors';
import type { UnitSwapService } from './swap';

export function unitSwapRoutes(swaps: UnitSwapService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/admin/rentals/:id/swap',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['rentals', 'admin'],
          summary:
            'Swap a unit out of service, or still out late on another rental, on a current or future rental for a free working unit of the same product',
          description:
            'The server picks the unit, free for the whole rental and not itself out late. The customer is e-mailed the new serial number. 409 NO_FREE_UNIT when no unit is free; UNIT_NOT_ON_RENTAL, UNIT_OPERATIONAL (working and not out late elsewhere), UNIT_HANDED_OVER (already handed over on this rental), RENTAL_ENDED when the swap does not apply.',
          params: idParams,
          body: unitSwapSchema,
          response: { 200: rentalSchema, ...errorAnswers(400, 401, 403, 404, 409) },
        },
      },
      async (request) => swaps.swap(actorOf(requireUser(request)), request.params.id, request.body.itemId),
    );
  };
}
