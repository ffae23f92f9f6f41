import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { InvalidInputError } from '../domain-errors';
import { errorBodySchema } from '../http/errors';
import type { StripeWebhook } from './webhook';

/**
 * POST /api/payments/stripe/webhook, in a plugin of its own: here (only here) the body is kept
 * as the bytes that arrived, since Stripe's signature is over exactly those bytes. Stripe calls
 * it server to server: no Origin header (the origin check lets such calls through), no session
 * (public), and no per-user limit.
 */
export function stripeWebhookRoutes(webhook: StripeWebhook | undefined): FastifyPluginAsyncZod {
  return async (app) => {
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

    app.post(
      '/api/payments/stripe/webhook',
      {
        config: { access: 'public' },
        schema: {
          tags: ['payments'],
          summary: "Stripe's webhook: the only thing that confirms an order paid online",
          description:
            'Stripe posts its events here (checkout.session.completed, async_payment_succeeded, async_payment_failed, expired; charge.refunded, refund.updated, refund.failed, charge.dispute.created and charge.dispute.closed (a dispute lost is a refund given) about payments and refunds the shop has by their Stripe ids), signed with STRIPE_WEBHOOK_SECRET in the Stripe-Signature header. A missing or wrong signature is 400 WEBHOOK_SIGNATURE_INVALID and changes nothing. Each event is applied once, by its id: a repeated delivery answers 200 and changes nothing.',
          headers: z.object({ 'stripe-signature': z.string().max(4096).optional() }),
          response: { 200: z.object({ received: z.literal(true) }), 400: errorBodySchema },
        },
      },
      async (request) => {
        if (!webhook) {
          throw new InvalidInputError(
            'WEBHOOK_SIGNATURE_INVALID',
            'This shop takes no payments online (STRIPE_WEBHOOK_SECRET is not set): no webhook can be verified.',
            'stripe-signature',
          );
        }
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const outcome = await webhook.receive(body, request.headers['stripe-signature']);
        request.log.info({ outcome }, 'stripe webhook');
        return { received: true as const };
      },
    );
  };
}
