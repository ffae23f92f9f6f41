import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { HealthService } from './service';

const databaseSchema = z.object({ status: z.enum(['up', 'down']), latencyMs: z.number().optional() });
const healthySchema = z.object({ status: z.literal('ok'), database: databaseSchema });
/** What failed, by name: the database, DATA_DIR's disk, or both (decisions 006 and 034). */
const degradedSchema = z.object({
  status: z.literal('degraded'),
  database: databaseSchema,
  disk: z.object({ status: z.enum(['ok', 'full', 'unwritable']) }),
});

export function healthRoutes(health: HealthService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/health',
      {
        config: { access: 'public' },
        schema: {
          tags: ['health'],
          summary: 'Liveness, database and disk state',
          response: { 200: healthySchema, 503: degradedSchema },
        },
      },
      async (request, reply) => {
        const [database, disk] = await Promise.all([health.checkDatabase(), health.checkDisk()]);
        if (database.status === 'up' && disk.status === 'ok') return { status: 'ok' as const, database };
        if (database.status === 'down')
          request.log.error({ err: database.error }, 'health check: database unreachable');
        if (disk.status !== 'ok')
          request.log.error({ err: disk.error }, `health check: DATA_DIR's disk is ${disk.status}`);
        return reply.status(503).send({
          status: 'degraded' as const,
          database: database.status === 'up' ? database : { status: 'down' as const },
          disk: { status: disk.status },
        });
      },
    );
  };
}
