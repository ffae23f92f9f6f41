import type { FastifyReply } from 'fastify';
import type { Order } from '../../shared/schemas/order';
import { errorBody } from '../http/errors';
import { PaymentUnavailableError } from './online-payment';

/** How long a customer waits before trying again when Stripe could not be reached. */
const PAYMENT_RETRY_AFTER_SECONDS = 60;

/**
 * 201 with the order `place` booked; 503 PAYMENT_UNAVAILABLE with Retry-After when Stripe could
 * not be reached (nothing stays booked then). The cart's checkout and the staff's phone order.
 */
export async function answerPlaced(reply: FastifyReply, place: () => Promise<Order>) {
  try {
    return reply.status(201).send(await place());
  } catch (error) {
    if (!(error instanceof PaymentUnavailableError)) throw error;
    return reply
      .status(503)
      .header('retry-after', String(PAYMENT_RETRY_AFTER_SECONDS))
      .send(errorBody(503, error.code, error.message));
  }
}
