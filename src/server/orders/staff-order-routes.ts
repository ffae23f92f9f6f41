import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { orderSchema, staffOrderSchema } from '../../shared/schemas/order';
import { idempotencyKeySchema } from '../../shared/schemas/rental';
import { requireUser } from '../auth/access';
import { answerLanguage } from '../catalog/localized';
import { errorAnswers } from '../http/errors';
import { answerPlaced } from './placed-answer';
import type { StaffOrders } from './staff-orders';

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
            'Books `lines` for the customer with this e-mail (an account opened without a password and an invitation mailed when there is none), as POST /api/orders books them, paid at the counter or through a mailed Stripe link; audited. Every status and code: docs/api.md, "Take an order for a customer".',
          headers: z.object({ 'idempotency-key': idempotencyKeySchema }),
          body: staffOrderSchema,
          response: { 201: orderSchema, ...errorAnswers(400, 401, 403, 404, 409, 422, 503) },
        },
      },
      async (request, reply) =>
        answerPlaced(reply, () =>
          staffOrders.place(
            requireUser(request),
            request.body,
            request.headers['idempotency-key'],
            answerLanguage(request, reply),
          ),
        ),
    );
  };
}
