import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams } from '../../shared/schemas/input';
import { pageQuerySchema, pageSchema } from '../../shared/schemas/paging';
import {
  newWebhookEndpointSchema,
  webhookDeliverySchema,
  webhookEndpointChangeSchema,
  webhookEndpointSchema,
  webhookEndpointWithSecretSchema,
} from '../../shared/schemas/webhooks';
import { actorOf } from '../audit';
import { requireUser } from '../auth/access';
import { errorAnswers, errorBodySchema } from '../http/errors';
import type { WebhookService } from './service';

const tags = ['webhooks'];
const refusals = { ...errorAnswers(400, 401, 403, 404) };

/** The administrators' webhooks (decision 053). */
export function webhookRoutes(webhooks: WebhookService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/admin/webhooks',
      {
        config: { access: 'admin' },
        schema: {
          tags,
          summary: 'The webhook endpoints, oldest first, each with its last delivery',
          description: 'Signing secrets are never listed: they are shown once, when made or rotated.',
          response: { 200: z.array(webhookEndpointSchema), ...errorAnswers(401, 403) },
        },
      },
      async () => webhooks.list(),
    );

    app.post(
      '/api/admin/webhooks',
      {
        config: { access: 'admin' },
        schema: {
          tags,
          summary: 'Register an endpoint for some of the shop events; answers its signing secret, this once',
          description:
            'Each chosen event is POSTed as JSON `{ type, timestamp, data }`, signed as the Standard Webhooks ' +
            'specification asks (headers webhook-id, webhook-timestamp, webhook-signature) with the `secret` of ' +
            'this answer, which no later answer shows. The URL must be https and must not lead to a private, ' +
            'loopback or link-local address (400 naming url), unless the operator set ' +
            'WEBHOOKS_ALLOW_PRIVATE_NETWORKS=true. 409 TOO_MANY_WEBHOOKS past 50 endpoints.',
          body: newWebhookEndpointSchema,
          response: { 201: webhookEndpointWithSecretSchema, ...refusals, 409: errorBodySchema },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await webhooks.create(actorOf(requireUser(request)), request.body)),
    );

    app.patch(
      '/api/admin/webhooks/:id',
      {
        config: { access: 'admin' },
        schema: {
          tags,
          summary: 'Change an endpoint: its URL, its events, or whether it is enabled',
          description:
            'A disabled endpoint gets no new deliveries; those already waiting are sent once it is enabled again. ' +
            'A new URL is checked as on creation.',
          params: idParams,
          body: webhookEndpointChangeSchema,
          response: { 200: webhookEndpointSchema, ...refusals },
        },
      },
      async (request) => webhooks.update(actorOf(requireUser(request)), request.params.id, request.body),
    );

    app.delete(
      '/api/admin/webhooks/:id',
      {
        config: { access: 'admin' },
        schema: {
          tags,
          summary: 'Delete an endpoint and its delivery log',
          params: idParams,
          response: { 204: z.null(), ...refusals },
        },
      },
      async (request, reply) => {
        await webhooks.remove(actorOf(requireUser(request)), request.params.id);
        return reply.status(204).send(null);
      },
    );

    app.post(
      '/api/admin/webhooks/:id/rotate-secret',
      {
        config: { access: 'admin' },
        schema: {
          tags,
          summary: "Replace an endpoint's signing secret; answers the new one, this once",
          description: 'Deliveries from now on, retries included, are signed with the new secret only.',
          params: idParams,
          response: { 200: webhookEndpointWithSecretSchema, ...refusals },
        },
      },
      async (request) => webhooks.rotateSecret(actorOf(requireUser(request)), request.params.id),
    );

    app.get(
      '/api/admin/webhooks/:id/deliveries',
      {
        config: { access: 'admin' },
        schema: {
          tags,
          summary: "An endpoint's deliveries, newest first, one page at a time",
          description:
            'Each with its event, status (pending, delivered, failed), tries, and the last answer: status code, ' +
            'the start of its body, how long it took, and when the next try is due. Pass `next` as `after`.',
          params: idParams,
          querystring: pageQuerySchema,
          response: { 200: pageSchema(webhookDeliverySchema), ...refusals },
        },
      },
      async (request) => webhooks.deliveries(request.params.id, request.query),
    );

    app.post(
      '/api/admin/webhooks/deliveries/:id/resend',
      {
        config: { access: 'admin' },
        schema: {
          tags,
          summary: 'Send a delivery again, with the same webhook-id',
          description:
            'Answers 202 with the delivery waiting again, with a fresh round of tries; it is sent in event order ' +
            'with the endpoint other deliveries. 409 WEBHOOK_DISABLED while its endpoint is disabled.',
          params: idParams,
          response: { 202: webhookDeliverySchema, ...refusals, 409: errorBodySchema },
        },
      },
      async (request, reply) => reply.status(202).send(await webhooks.resend(request.params.id)),
    );
  };
}
