import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditEntrySchema, auditLogQuerySchema } from '../../shared/schemas/audit';
import { pageSchema } from '../../shared/schemas/paging';
import { errorAnswers } from '../http/errors';
import type { AuditService } from './service';

export function auditRoutes(audit: AuditService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/admin/audit-log',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['admin'],
          summary: 'What administrators changed, newest first, one page at a time',
          description:
            "Each entry says who, what and when, with the record before and after as the admin API answered it. `entity` and `entityId` give one record's history; `actorId` and `action` narrow further. Pass `next` as `after` for the following page.",
          querystring: auditLogQuerySchema,
          response: {
            200: pageSchema(auditEntrySchema),
            ...errorAnswers(400, 401, 403),
          },
        },
      },
      async (request) => audit.listPage(request.query),
    );
  };
}
