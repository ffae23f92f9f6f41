import type { FastifyRequest } from 'fastify';
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
import { tokenOf } from '../http/token-requests';
import type { WebhookService } from './service';

const tags = ['webhooks'];

/** The API token a change came with, which the endpoint remembers (decision 096); null for a session's. */
const tokenIdOf = (request: FastifyRequest) => tokenOf(request)?.tokenId ?? null;
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
          description:
            "Signing secrets are never listed: they are shown once, when made or rotated. `blocked` names the delivery that holds back the others when it fails (deliveries go in event order): its event, failures, last answer, next try and how many wait behind it; null while nothing fails. `disabledReason` says why the shop switched an endpoint off on its own: `token_revoked` (the API token that made it, or last changed its URL, events or secret, was revoked) or `token_owner_left_staff` (that token's owner is no longer staff); null otherwise.",
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
            'WEBHOOKS_ALLOW_PRIVATE_NETWORKS=true. 409 TOO_MANY_WEBHOOKS past 50 endpoints. An endpoint an API token made (or ' +
            'whose URL, events or secret it last changed) is switched off when that token is revoked or its owner stops being staff.',
          body: newWebhookEndpointSchema,
          response: { 201: webhookEndpointWithSecretSchema, ...refusals, 409: errorBodySchema },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await webhooks.create(actorOf(requireUser(request)), request.body, tokenIdOf(request))),
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
            "Setting `enabled` clears `disabledReason`: switching on one the shop switched off is staff's decision. " +
            'A new URL is checked as on creation.',
          params: idParams,
          body: webhookEndpointChangeSchema,
          response: { 200: webhookEndpointSchema, ...refusals },
        },
      },
      async (request) =>
        webhooks.update(actorOf(requireUser(request)), request.params.id, request.body, tokenIdOf(request)),
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
      async (request) => webhooks.rotateSecret(actorOf(requireUser(request)), request.params.id, tokenIdOf(request)),
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
            "with the endpoint's other deliveries: at once when it is the first one waiting, otherwise after the " +
            'ones before it. Behind a failing delivery it waits for that one, named in `waitingFor` (its event, ' +
            'failures and next try). 409 WEBHOOK_DISABLED while its endpoint is disabled.',
          params: idParams,
          response: { 202: webhookDeliverySchema, ...refusals, 409: errorBodySchema },
        },
      },
      async (request, reply) => reply.status(202).send(await webhooks.resend(request.params.id)),
    );

    app.post(
      '/api/admin/webhooks/deliveries/:id/skip',
      {
        config: { access: 'admin' },
        schema: {
          tags,
          summary: 'Give up a failing delivery, so the deliveries waiting behind it are sent',
          description:
            'A delivery that has failed since it was last queued (pending, with tries) is marked failed at once, as ' +
            'after its last try; the deliveries behind it go next, in event order. It can be sent again later with ' +
            'resend. Audited on its endpoint. 409 DELIVERY_NOT_FAILING for one delivered, failed already or not tried yet.',
          params: idParams,
          response: { 200: webhookDeliverySchema, ...refusals, 409: errorBodySchema },
        },
      },
      async (request) => webhooks.skip(actorOf(requireUser(request)), request.params.id),
    );
  };
}
