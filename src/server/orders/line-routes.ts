import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamSchema } from '../../shared/schemas/input';
import { orderLineInputSchema, orderSchema, type OrderLineInput } from '../../shared/schemas/order';
import { lineChangeSchema } from '../../shared/schemas/line-changes';
import { requireUser } from '../auth/access';
import { NotFoundError } from '../domain-errors';
import { errorAnswers } from '../http/errors';
import type { RentalRescheduling } from '../flows/reschedule';
import type { LineCancelling } from '../flows/cancel-line';
import type { RentalService } from '../rentals/service';
import { answerLanguage } from '../catalog/localized';
import type { LinePriceChange } from '../../shared/schemas/line-changes';
import type { Language } from '../../shared/languages';
import type { OrderService } from './service';

/*
 * Staff changing an order's lines. Each change goes through the same rules as the
 * customer's own (rentals/): cancelling a line frees its units at once and refunds by the shop's
 * cancellation rules, with the order's balance following; the answer is the order as it now is.
 */

const lineParams = z.object({ id: idParamSchema, rentalId: idParamSchema });

const adminErrors = errorAnswers(400, 401, 403, 404, 409);

export function orderLineRoutes(deps: {
  orders: OrderService;
  rentals: RentalService;
  /** Cancels a line as the customer's own cancel does (flows/cancel-line.ts). */
  cancelling: LineCancelling;
  /** Sets a line's daily price with a reason (flows/change-line.ts: its money), as `staff`. */
  setDailyPrice: (
    staff: { id: string; name: string },
    orderId: number,
    rentalId: number,
    input: LinePriceChange,
  ) => Promise<void>;
  /** Sets a line's number of pieces (flows/change-line.ts), as `staff`. */
  setQuantity: (
    staff: { id: string; name: string },
    orderId: number,
    rentalId: number,
    quantity: number,
  ) => Promise<void>;
  /** Adds a line to the order (flows/change-line.ts), as `staff`. */
  addLine: (
    staff: { id: string; name: string },
    orderId: number,
    line: OrderLineInput,
    language: Language,
  ) => Promise<number>;
  /** Moves or shortens a line as the customer's own change of dates does (flows/reschedule.ts). */
  rescheduling: RentalRescheduling;
}): FastifyPluginAsyncZod {
  const { orders, rentals, cancelling, setDailyPrice, setQuantity, addLine, rescheduling } = deps;
  /** The line, 404 when it is not this order's. */
  async function lineOf(orderId: number, rentalId: number) {
    const line = await rentals.get(rentalId).catch((error: unknown) => {
      if (error instanceof NotFoundError) return null;
      throw error;
    });
    if (line?.orderId !== orderId) throw new NotFoundError('Order line');
    return line;
  }

  return async (app) => {
    app.post(
      '/api/admin/orders/:id/lines',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['orders', 'admin'],
          summary: 'Add a line to an order',
          description:
            "Books one more line for the order's customer, as a line of their checkout is booked (decision 067): the same dates, opening days, length, horizon and units per line, free units under the exclusion constraint, at the product's price now (409 PRICE_CHANGED with the price when `dailyPrice` is not it). The order's `balanceDue` grows by the line's total. On an order already paid, the line's total is owed as a later charge (`changesDue`, decision 069) the counter takes with its own invoice. 409 ORDER_AWAITING_PAYMENT, ORDER_NOT_LIVE or NOT_ENOUGH_STOCK (with `available`). Audited under the staff member's name. 201 with the order.",
          params: z.object({ id: idParamSchema }),
          body: orderLineInputSchema,
          response: { 201: orderSchema, ...adminErrors },
        },
      },
      async (request, reply) => {
        const { id } = request.params;
        await orders.get(id);
        await addLine(requireUser(request), id, request.body, answerLanguage(request, reply));
        return reply.code(201).send(await orders.get(id));
      },
    );

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
        await lineOf(id, rentalId);
        await cancelling.remove(requireUser(request), rentalId);
        return orders.get(id);
      },
    );

    app.patch(
      '/api/admin/orders/:id/lines/:rentalId',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['orders', 'admin'],
          summary: 'Change one line of an order: its daily price with a reason, its dates or its quantity',
          description:
            'Sets the line\'s booked daily price (with a reason), its dates or its quantity; the order\'s `balanceDue` follows, a paid order gets the difference back or owes it as a later charge, and the change is audited. Every status and code: docs/api.md, "Change one line of an order".',
          params: lineParams,
          body: lineChangeSchema,
          response: { 200: orderSchema, ...adminErrors },
        },
      },
      async (request, reply) => {
        const { id, rentalId } = request.params;
        const { dailyPrice, reason, dateFrom, dateTo, quantity } = request.body;
        if (quantity !== undefined) {
          await setQuantity(requireUser(request), id, rentalId, quantity);
        } else if (dailyPrice !== undefined && reason !== undefined) {
          await setDailyPrice(requireUser(request), id, rentalId, { dailyPrice, reason });
        } else if (dateFrom !== undefined && dateTo !== undefined) {
          await lineOf(id, rentalId);
          await rescheduling.reschedule(
            requireUser(request),
            rentalId,
            { dateFrom, dateTo },
            answerLanguage(request, reply),
          );
        }
        return orders.get(id);
      },
    );
  };
}
