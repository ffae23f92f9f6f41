import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamSchema } from '../../shared/schemas/input';
import { orderSchema } from '../../shared/schemas/order';
import { requireUser } from '../auth/access';
import { NotFoundError } from '../domain-errors';
import { errorBodySchema } from '../http/errors';
import type { RentalService } from '../rentals/service';
import type { OrderService } from './service';

/*
 * Staff changing an order's lines (issue 43). Each change goes through the same rules as the
 * customer's own (rentals/): cancelling a line frees its units at once and refunds by the shop's
 * cancellation rules, with the order's balance following; the answer is the order as it now is.
 */

const lineParams = z.object({ id: idParamSchema, rentalId: idParamSchema });

const adminErrors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};

export function orderLineRoutes(deps: { orders: OrderService; rentals: RentalService }): FastifyPluginAsyncZod {
  const { orders, rentals } = deps;
  return async (app) => {
    app.post(
      '/api/admin/orders/:id/lines/:rentalId/cancel',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['orders', 'admin'],
          summary: 'Cancel one line of an order',
          description:
            "The line stays with its order, cancelled; its units are free at once. A paid line refunds by the shop's cancellation rules (the way the order was paid) and the order's `balanceDue` follows; cancelling the last live line cancels the order. Audited under the staff member's name. 404 when the line is not this order's; 409 ALREADY_CANCELLED, ALREADY_STARTED or HAS_INCIDENT.",
          params: lineParams,
          response: { 200: orderSchema, ...adminErrors },
        },
      },
      async (request) => {
        const { id, rentalId } = request.params;
        const line = await rentals.get(rentalId).catch((error: unknown) => {
          if (error instanceof NotFoundError) return null;
          throw error;
        });
        if (line?.orderId !== id) throw new NotFoundError('Order line');
        await rentals.remove(requireUser(request), rentalId);
        return orders.get(id);
      },
    );
  };
}
