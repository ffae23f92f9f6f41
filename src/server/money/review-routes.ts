import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams } from '../../shared/schemas/input';
import { settledAnotherWaySchema } from '../../shared/schemas/payments';
import { actorOf } from '../audit';
import { requireUser } from '../auth/access';
import { adminErrors } from './routes';
import type { Disputes } from './disputes';
import type { FailedRefunds } from './failed-refunds';
import type { PaymentsForReview } from './for-review';

/**
 * What the dashboard home lists about money until staff deal with it: money held for review,
 * disputes, and refunds Stripe did not make.
 */
export function moneyReviewRoutes({
  forReview,
  failedRefunds,
  disputes,
}: {
  forReview: PaymentsForReview;
  failedRefunds: FailedRefunds;
  disputes: Disputes;
}): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/admin/payments-for-review/:id/reviewed',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['admin'],
          summary: 'Mark money held for review as looked at',
          description:
            'Money Stripe reported that matched no Checkout Session the shop made, or not the amount it asked, is held on the dashboard home (never applied to an order) until staff have dealt with it in Stripe and mark it reviewed here. 404 when there is no such payment open.',
          params: idParams,
          response: { 204: z.null(), ...adminErrors },
        },
      },
      async (request, reply) => {
        await forReview.markReviewed(requireUser(request), request.params.id);
        return reply.status(204).send(null);
      },
    );

    app.post(
      '/api/admin/disputes/:id/reviewed',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['admin'],
          summary: 'Mark a disputed payment as looked at',
          description:
            "A customer's dispute of a payment with their bank, as Stripe reported it, is listed on the dashboard home (disputes) until staff, who answer it in Stripe's dashboard, mark it reviewed here. 404 when there is no such dispute open.",
          params: idParams,
          response: { 204: z.null(), ...adminErrors },
        },
      },
      async (request, reply) => {
        await disputes.markReviewed(requireUser(request), request.params.id);
        return reply.status(204).send(null);
      },
    );

    app.post(
      '/api/admin/refunds/:id/retry',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['admin'],
          summary: 'Ask Stripe again for a refund that did not go through',
          description:
            'A refund through Stripe that failed after its last try (listed on the dashboard home as failedRefunds) is pending again, and its job asks Stripe from its first try. 404 when there is no such refund through Stripe; 409 REFUND_NOT_FAILED for one being made or given.',
          params: idParams,
          response: { 204: z.null(), ...adminErrors },
        },
      },
      async (request, reply) => {
        await failedRefunds.retry(actorOf(requireUser(request)), request.params.id);
        return reply.status(204).send(null);
      },
    );

    app.post(
      '/api/admin/refunds/:id/settled-another-way',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['admin'],
          summary: 'Record that a refund Stripe did not make was paid back another way',
          description:
            'Staff paid a failed refund back by other means (`channel`: bank_transfer when not given, cash or terminal): it counts as refunded from now on, its movement shows that channel instead of Stripe, with their note saying how, and leaves the dashboard home. 404 when there is no such refund through Stripe; 409 REFUND_NOT_FAILED for one being made or given.',
          params: idParams,
          body: settledAnotherWaySchema,
          response: { 204: z.null(), ...adminErrors },
        },
      },
      async (request, reply) => {
        await failedRefunds.settledAnotherWay(actorOf(requireUser(request)), request.params.id, request.body);
        return reply.status(204).send(null);
      },
    );
  };
}
