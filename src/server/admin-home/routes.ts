import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminOverviewSchema, OVERVIEW_LIST_LIMIT } from '../../shared/schemas/admin-overview';
import { errorAnswers } from '../http/errors';
import type { AdminOverviewService } from './overview';

export function adminHomeRoutes(overview: AdminOverviewService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/admin/overview',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['admin'],
          summary:
            "The dashboard home: today's and tomorrow's hand-outs and returns, rentals needing a replacement unit, open incidents, units out of service",
          description: `Each list holds at most ${OVERVIEW_LIST_LIMIT} rows, soonest or newest first; \`total\` is how many there are.`,
          response: { 200: adminOverviewSchema, ...errorAnswers(401, 403) },
        },
      },
      async () => overview.get(),
    );
  };
}
