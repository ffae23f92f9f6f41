import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams } from '../../shared/schemas/input';
import {
  adminIncidentListQuerySchema,
  adminIncidentSchema,
  incidentSchema,
  incidentStatusUpdateSchema,
  newIncidentSchema,
} from '../../shared/schemas/incident';
import { actorOf } from '../audit';
import { actingAs, requireUser } from '../auth/access';
import { adminListRoute, adminRecordRoute } from '../http/admin-reads';
import { errorAnswers, errorBodySchema } from '../http/errors';
import type { IncidentService } from './service';

export function incidentRoutes(incidents: IncidentService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/incidents',
      {
        schema: {
          tags: ['incidents'],
          summary: "The signed-in user's incidents, newest first",
          response: { 200: z.array(incidentSchema), 401: errorBodySchema },
        },
      },
      async (request) => incidents.listForUser(requireUser(request).id),
    );

    app.get(
      '/api/incidents/:id',
      {
        schema: {
          tags: ['incidents'],
          summary: "One of the signed-in user's incidents (another customer's answers 404, as a missing one)",
          params: idParams,
          response: { 200: incidentSchema, ...errorAnswers(400, 401, 404) },
        },
      },
      async (request) => incidents.getForUser(requireUser(request).id, request.params.id),
    );

    app.post(
      '/api/rentals/:id/incident',
      {
        schema: {
          tags: ['incidents'],
          summary: 'Report an incident on a rental that is not completed (one per rental)',
          params: idParams,
          body: newIncidentSchema,
          response: { 201: incidentSchema, ...errorAnswers(400, 401, 404, 409) },
        },
      },
      async (request, reply) => {
        const incident = await incidents.report(
          actingAs(requireUser(request), 'orders.write'),
          request.params.id,
          request.body,
        );
        return reply.status(201).send(incident);
      },
    );

    adminListRoute(
      app,
      '/api/admin/incidents',
      {
        tags: ['incidents', 'admin'],
        summary: 'Every incident, newest first, one page at a time',
        description:
          'Filter by status, or search the customer name, e-mail or description (q). Pass `next` as `after` for the following page.',
        querystring: adminIncidentListQuerySchema,
        item: adminIncidentSchema,
      },
      (query) => incidents.listPage(query),
    );

    adminRecordRoute(
      app,
      '/api/admin/incidents/:id',
      { tags: ['incidents', 'admin'], summary: 'Any incident by id', item: adminIncidentSchema },
      (id) => incidents.getAny(id),
    );

    app.patch(
      '/api/admin/incidents/:id',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['incidents', 'admin'],
          summary: 'Open or close an incident',
          params: idParams,
          body: incidentStatusUpdateSchema,
          response: { 200: adminIncidentSchema, ...errorAnswers(400, 401, 403, 404) },
        },
      },
      async (request) => incidents.setStatus(actorOf(requireUser(request)), request.params.id, request.body.status),
    );
  };
}
