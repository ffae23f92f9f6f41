import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { toCents } from '../../shared/money';
import { idParams } from '../../shared/schemas/input';
import { openItemsSchema } from '../../shared/schemas/invoice';
import { orderSchema } from '../../shared/schemas/order';
import {
  adminRefundSchema,
  cancellationRefundSchema,
  depositMovementSchema,
  markPaidSchema,
  refundGivenSchema,
  refundParams,
} from '../../shared/schemas/payments';
import { actorOf } from '../audit';
import { requireUser } from '../auth/access';
import { errorAnswers } from '../http/errors';
import type { OrderService } from '../orders/service';
import type { RentalService } from '../rentals/service';
import type { Deposits } from './deposits';
import type { OpenItemsList } from './open-items';
import type { PickupPayment } from './pickup-payment';
import type { Refunds } from './refunds';

type Services = {
  openItems: OpenItemsList;
  pickup: PickupPayment;
  deposits: Deposits;
  refunds: Refunds;
  orders: OrderService;
  rentals: RentalService;
};

export const adminErrors = errorAnswers(400, 401, 403, 404, 409);

/** The shop's money actions on an order (decision 043); each answers with the order. */
export function paymentRoutes({
  openItems,
  pickup,
  deposits,
  refunds,
  orders,
  rentals,
}: Services): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/admin/invoices/open-items',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['invoices', 'admin'],
          summary: 'The open items: invoices on account still owed, oldest due first',
          description:
            'Every invoice issued to an order paid on invoice whose balance is not paid yet: its number, order, customer and company, issue and due date, days overdue, its amount and what the order still owes (`open`, its `balanceDue`: part payments taken off), and the reminders sent. `open` at the end is what all of them owe.',
          response: { 200: openItemsSchema, ...errorAnswers(401, 403) },
        },
      },
      () => openItems.list(),
    );

    app.post(
      '/api/admin/orders/:id/payments',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['orders', 'admin'],
          summary:
            'Record a payment by hand: in cash, on the terminal or by bank transfer, all that is due or an amount',
          description:
            "Without `amount`, takes the order's whole `balanceDue`. With one, takes that much: less than the balance is a part payment (payments add up; `paymentStatus` PartlyPaid), the payment that reaches the balance settles the order and issues its invoice, and more leaves the excess owed back (`balanceDue` negative, RefundOwed). On an order paid already, takes what changes added since (`changesDue`: extensions, and staff's higher prices, more units and new lines after the payment; paid whole), each with its own invoice. 409 ALREADY_PAID when nothing is due; ORDER_NOT_PAYABLE when it waits for Stripe's payment, lapsed or was cancelled; AMOUNT_NOT_DUE for another amount than the changes added.",
          params: idParams,
          body: markPaidSchema,
          response: { 200: orderSchema, ...adminErrors },
        },
      },
      async (request) => {
        const { channel, amount } = request.body;
        await pickup.markPaid(
          actorOf(requireUser(request)),
          request.params.id,
          channel,
          amount === undefined ? undefined : toCents(amount),
        );
        return orders.get(request.params.id);
      },
    );

    app.post(
      '/api/admin/orders/:id/deposits',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['orders', 'admin'],
          summary: 'Record a deposit movement: taken at pick-up, kept in part (with a reason) or returned',
          description:
            'take: at most what the order asks (deposit.due) less what was taken. keep and return: together never more than was taken. 409 DEPOSIT_EXCEEDED past either; 400 REASON_REQUIRED to keep without a reason.',
          params: idParams,
          body: depositMovementSchema,
          response: { 200: orderSchema, ...adminErrors },
        },
      },
      async (request) => {
        const { action, amount, channel, reason } = request.body;
        await deposits.record(actorOf(requireUser(request)), request.params.id, {
          action,
          amountCents: toCents(amount),
          channel,
          reason,
        });
        return orders.get(request.params.id);
      },
    );

    app.post(
      '/api/admin/orders/:id/refunds',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['orders', 'admin'],
          summary: 'Refund part or all of what an order paid, with a reason',
          description:
            'Through Stripe when the order was paid online (pending until Stripe confirms); otherwise owed at the counter (pending until marked given). 409 REFUND_EXCEEDS_PAID beyond what was paid and not yet refunded.',
          params: idParams,
          body: adminRefundSchema,
          response: { 200: orderSchema, ...adminErrors },
        },
      },
      async (request) => {
        const { amount, reason } = request.body;
        await refunds.byHand(actorOf(requireUser(request)), request.params.id, {
          amountCents: toCents(amount),
          reason,
        });
        return orders.get(request.params.id);
      },
    );

    app.post(
      '/api/admin/orders/:id/refunds/:paymentId/given',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['orders', 'admin'],
          summary: 'Mark a refund owed at the counter as handed over, in cash or on the terminal',
          description:
            "404 when the refund is not the order's; 409 REFUND_NOT_AT_COUNTER for a refund through Stripe, REFUND_ALREADY_GIVEN for one given already.",
          params: refundParams,
          body: refundGivenSchema,
          response: { 200: orderSchema, ...adminErrors },
        },
      },
      async (request) => {
        const { id, paymentId } = request.params;
        await refunds.markGiven(actorOf(requireUser(request)), id, paymentId, request.body.channel);
        return orders.get(id);
      },
    );

    app.get(
      '/api/rentals/:id/cancellation-refund',
      {
        schema: {
          tags: ['rentals'],
          summary: "What cancelling one of the signed-in user's rentals now gives back, by the shop's rules",
          description:
            "`paid` false: nothing was paid for it, so nothing comes back. Another customer's rental answers 404.",
          params: idParams,
          response: { 200: cancellationRefundSchema, ...errorAnswers(400, 401, 404) },
        },
      },
      async (request) => refunds.quote(await rentals.getForUser(requireUser(request).id, request.params.id)),
    );
  };
}
