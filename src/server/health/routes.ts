import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { HealthService } from './service';

const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({ status: z.enum(['up', 'down']), latencyMs: z.number().optional() }),
});

export function healthRoutes(health: HealthService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/health',
      {
        config: { access: 'public' },
        schema: { tags: ['health'], summary: 'Liveness and database state', response: { 200: healthSchema, 503: healthSchema } },
      },
      async (request, reply) => {
        const database = await health.checkDatabase();
        if (database.status === 'up') return { status: 'ok' as const, database };
        request.log.error({ err: database.error }, 'health check: database unreachable');
        return reply.status(503).send({ status: 'degraded', database: { status: 'down' } });
      },
    );
  };
}
