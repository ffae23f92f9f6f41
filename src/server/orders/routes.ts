import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams } from '../../shared/schemas/input';
import { newOrderSchema, orderSchema } from '../../shared/schemas/order';
import { idempotencyKeySchema } from '../../shared/schemas/rental';
import { actingAs, requireUser } from '../auth/access';
import { answerLanguage } from '../catalog/localized';
import { adminRecordRoute } from '../http/admin-reads';
import { errorAnswers } from '../http/errors';
import type { LineCancelling } from '../flows/cancel-line';
import { answerPlaced } from './placed-answer';
import type { OrderService } from './service';

export function orderRoutes(orders: OrderService, cancelling: LineCancelling): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/orders',
      {
        // The same budget as single bookings: an order is many bookings in one request.
        // Counted in the booking's lock statement (decision 106).
        config: { perUserLimit: 'bookingsPerUser', countedInTransaction: true, sessionCache: true },
        schema: {
          tags: ['orders'],
          summary: 'Check out the cart: book every line at the price the cart showed, or none',
          description:
            'All lines are booked in one transaction at the prices the cart showed, or none (409 ORDER_REFUSED names each refused line in `error.lines`). `payment` is "online" (Stripe Checkout: AwaitingPayment with `checkoutUrl` until Stripe\'s signed webhook) or "at_pickup". Send an Idempotency-Key header. Every status and code: docs/api.md, "Check out the cart".',
          headers: z.object({ 'idempotency-key': idempotencyKeySchema }),
          body: newOrderSchema,
          response: { 201: orderSchema, ...errorAnswers(400, 401, 404, 409, 422, 429, 503) },
        },
      },
      async (request, reply) =>
        answerPlaced(reply, async () => {
          const { order } = await orders.place(
            { ...requireUser(request), limit: request.countedLimit },
            request.body,
            request.headers['idempotency-key'],
            answerLanguage(request, reply),
          );
          return order;
        }),
    );

    app.get(
      '/api/orders/:id',
      {
        schema: {
          tags: ['orders'],
          summary: "One of the signed-in user's orders with its lines (another customer's answers 404)",
          params: idParams,
          response: { 200: orderSchema, ...errorAnswers(400, 401, 404) },
        },
      },
      async (request, reply) =>
        orders.getForUser(requireUser(request).id, request.params.id, answerLanguage(request, reply)),
    );

    app.post(
      '/api/orders/:id/cancel',
      {
        schema: {
          tags: ['orders'],
          summary: 'Cancel every live line of an order in one go (customers: their own; staff who take orders: any)',
          description:
            "One step, as cancelling each line (DELETE /api/rentals/{id}) would: the lines stay with the order, cancelled, their units free at once, a paid line refunds by the shop's cancellation rules, and the order is cancelled; the customer gets one mail with the refund. All or nothing: 409 ALREADY_STARTED or HAS_INCIDENT when a line may no longer be cancelled, ALREADY_CANCELLED when none is left. Another customer's order answers 404.",
          params: idParams,
          response: { 200: orderSchema, ...errorAnswers(400, 401, 404, 409) },
        },
      },
      async (request, reply) => {
        // Someone else's order: staff whose role takes orders (decision 092).
        const user = actingAs(requireUser(request), 'orders.write');
        const { id } = request.params;
        await cancelling.cancelOrder(user, id);
        return user.isAdmin ? orders.get(id) : orders.getForUser(user.id, id, answerLanguage(request, reply));
      },
    );

    adminRecordRoute(
      app,
      '/api/admin/orders/:id',
      { tags: ['orders', 'admin'], summary: 'Any order by id, with its lines', item: orderSchema },
      (id) => orders.get(id),
    );
  };
}
