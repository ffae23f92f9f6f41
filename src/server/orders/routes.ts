import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams } from '../../shared/schemas/input';
import { newOrderSchema, orderSchema } from '../../shared/schemas/order';
import { idempotencyKeySchema } from '../../shared/schemas/rental';
import { requireUser } from '../auth/access';
import { answerLanguage } from '../catalog/localized';
import { errorBody, errorBodySchema } from '../http/errors';
import { PaymentUnavailableError } from './online-payment';
import type { OrderService } from './service';

/** How long a client waits before trying a checkout again after 503 PAYMENT_UNAVAILABLE. */
const PAYMENT_RETRY_AFTER_SECONDS = 60;

export function orderRoutes(orders: OrderService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/orders',
      {
        // The same budget as single bookings: an order is many bookings in one request.
        config: { perUserLimit: 'bookingsPerUser', sessionCache: true },
        schema: {
          tags: ['orders'],
          summary: 'Check out the cart: book every line at the price the cart showed, or none',
          description:
            "All lines are booked in one transaction, or none is. 409 ORDER_REFUSED names each line that cannot be booked in `error.lines` ({ index, code, message, available?, dailyPrice? }): NOT_ENOUGH_STOCK with the units free on its dates, PRICE_CHANGED with the product's daily price now. A booking limit keeps its status and code of POST /api/rentals (400 RENTAL_TOO_LONG, BEYOND_BOOKING_HORIZON, TOO_MANY_UNITS, DATE_IN_PAST; 409 TOO_MANY_OPEN_RENTALS and the new customers' limits), with `lines` when it is about one line. `payment` is \"online\" (Stripe Checkout, cards only) or \"at_pickup\"; without it the shop's first method (GET /api/shop payments.methods); one the shop does not offer is 400 PAYMENT_METHOD_NOT_OFFERED (field `payment`). An online order answers with status AwaitingPayment, paymentStatus Pending and `checkoutUrl`, Stripe's payment page: its units are held until holdExpiresAt, and only Stripe's signed webhook makes it Placed. 503 PAYMENT_UNAVAILABLE when Stripe cannot be reached: nothing stays booked. Send an Idempotency-Key header: the same key and body within 24 hours answers 201 with the order the first request made; another body, 422 IDEMPOTENCY_KEY_REUSED. 429 RATE_LIMITED past the bookings a customer may make in an hour.",
          headers: z.object({ 'idempotency-key': idempotencyKeySchema }),
          body: newOrderSchema,
          response: {
            201: orderSchema,
            400: errorBodySchema,
            401: errorBodySchema,
            404: errorBodySchema,
            409: errorBodySchema,
            422: errorBodySchema,
            429: errorBodySchema,
            503: errorBodySchema,
          },
        },
      },
      async (request, reply) => {
        try {
          const { order } = await orders.place(
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

    app.get(
      '/api/orders/:id',
      {
        schema: {
          tags: ['orders'],
          summary: "One of the signed-in user's orders with its lines (another customer's answers 404)",
          params: idParams,
          response: { 200: orderSchema, 400: errorBodySchema, 401: errorBodySchema, 404: errorBodySchema },
        },
      },
      async (request, reply) =>
        orders.getForUser(requireUser(request).id, request.params.id, answerLanguage(request, reply)),
    );

    app.get(
      '/api/admin/orders/:id',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['orders', 'admin'],
          summary: 'Any order by id, with its lines',
          params: idParams,
          response: {
            200: orderSchema,
            400: errorBodySchema,
            401: errorBodySchema,
            403: errorBodySchema,
            404: errorBodySchema,
          },
        },
      },
      async (request) => orders.get(request.params.id),
    );
  };
}
