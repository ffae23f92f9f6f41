import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { auditEntrySchema, auditLogQuerySchema } from '../../shared/schemas/audit';
import { adminListRoute } from '../http/admin-reads';
import type { AuditService } from './service';

export function auditRoutes(audit: AuditService): FastifyPluginAsyncZod {
  return async (app) => {
    adminListRoute(
      app,
      '/api/admin/audit-log',
      {
        tags: ['admin'],
        summary: 'What administrators changed, newest first, one page at a time',
        description:
          "Each entry says who, what and when, with the record before and after as the admin API answered it. `entity` and `entityId` give one record's history; `actorId` and `action` narrow further. Pass `next` as `after` for the following page.",
        querystring: auditLogQuerySchema,
        item: auditEntrySchema,
      },
      (query) => audit.listPage(query),
    );
  };
}
