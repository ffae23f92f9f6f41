import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { orderSchema, staffOrderSchema } from '../../shared/schemas/order';
import { idempotencyKeySchema } from '../../shared/schemas/rental';
import { requireUser } from '../auth/access';
import { answerLanguage } from '../catalog/localized';
import { errorBody, errorBodySchema } from '../http/errors';
import { PaymentUnavailableError } from './online-payment';
import type { StaffOrders } from './staff-orders';

/** How long staff wait before trying again after 503 PAYMENT_UNAVAILABLE (as POST /api/orders). */
const PAYMENT_RETRY_AFTER_SECONDS = 60;

/* Staff take an order for a customer, on the phone or at the counter (decision 065). */
export function staffOrderRoutes(staffOrders: StaffOrders): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/admin/orders',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['orders', 'admin'],
          summary: 'Take an order for a customer (a phone or walk-in order)',
          description:
            "The order is the customer's with this e-mail (any case). Without an account, `customer.fullName` is required (400, field `customer.fullName`): the account is opened without a password and the customer is mailed an invitation to set one, in `customer.language` (the request's language when not given). `lines` are booked as POST /api/orders books them: all or none, at the daily price each line names (409 ORDER_REFUSED with `error.lines`: NOT_ENOUGH_STOCK, PRICE_CHANGED), with the shop's rules on dates; the open rentals' cap and the new customers' limits do not apply. `payment` \"at_pickup\": Placed, paid at the counter (POST /api/admin/orders/{id}/payments, a bank transfer too); \"online\": AwaitingPayment with a Stripe Checkout Session whose link is mailed to the customer, held as an online checkout is (400 PAYMENT_METHOD_NOT_OFFERED when the shop takes no payments online). Audited under the staff member's name. Idempotency-Key as for POST /api/orders. Answers 201 with the order as GET /api/admin/orders/{id}.",
          headers: z.object({ 'idempotency-key': idempotencyKeySchema }),
          body: staffOrderSchema,
          response: {
            201: orderSchema,
            400: errorBodySchema,
            401: errorBodySchema,
            403: errorBodySchema,
            404: errorBodySchema,
            409: errorBodySchema,
            422: errorBodySchema,
            503: errorBodySchema,
          },
        },
      },
      async (request, reply) => {
        try {
          const order = await staffOrders.place(
            requireUser(request),
            request.body,
            request.headers['idempotency-key'],
            answerLanguage(request, reply),
          );
          return reply.status(201).send(order);
        } catch (error) {
          if (!(error instanceof PaymentUnavailableError)) throw error;
          return reply
            .status(503)
            .header('retry-after', String(PAYMENT_RETRY_AFTER_SECONDS))
            .send(errorBody(503, error.code, error.message));
        }
      },
    );
  };
}
