import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../db/client';

const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({ status: z.enum(['up', 'down']), latencyMs: z.number().optional() }),
});

export function healthRoutes(db: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/health',
      {
        config: { access: 'public' },
        schema: { tags: ['health'], summary: 'Liveness and database state', response: { 200: healthSchema, 503: healthSchema } },
      },
      async (request, reply) => {
        const started = performance.now();
        try {
          await db.execute(sql`SELECT 1`);
          const latencyMs = Math.round((performance.now() - started) * 10) / 10;
          return { status: 'ok' as const, database: { status: 'up' as const, latencyMs } };
        } catch (error) {
          request.log.error({ err: error }, 'health check: database unreachable');
          return reply.status(503).send({ status: 'degraded', database: { status: 'down' } });
        }
      },
    );
  };
}
