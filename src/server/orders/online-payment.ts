import type { Language } from '../../shared/languages';
import type { Executor } from '../db/client';
import { DomainError } from '../domain-errors';

/*
 * Online payment as orders/ sees it: handed to the order service by app/services.ts,
 * implemented in stripe/ (Stripe Checkout), so orders/ never imports stripe/.
 */
export type OnlinePayment = {
  /**
   * When the units of an online order booked now stop being held: PAYMENT_HOLD_MINUTES, or
   * `minutes` when longer (an order staff take, STAFF_ORDER_HOLD_MINUTES), plus a margin (decision 042).
   */
  holdEnd(minutes?: number): Date;
  /** In the booking's transaction: the job that lapses the order when its hold ends. */
  held(orderId: number, holdExpiresAt: Date, tx: Executor): Promise<void>;
  /**
   * After the booking committed: the order's Checkout Session, made once per order (a replay
   * finds the same one). When Stripe cannot be reached the order lapses at once, its units
   * freed, and PaymentUnavailableError is thrown.
   */
  checkout(orderId: number, language: Language): Promise<void>;
};

/** 503 PAYMENT_UNAVAILABLE: the payment page could not be made; nothing stays booked. */
export class PaymentUnavailableError extends DomainError {
  constructor() {
    super(
      'PAYMENT_UNAVAILABLE',
      'Online payment is not available right now, so nothing was booked. Please try again in a few minutes, or choose to pay at pick-up.',
    );
  }
}

/**
 * How long the units of an order staff take to be paid online stay held (decision 065): the
 * customer pays from the mailed link, later than a customer at the checkout, so for as long as a
 * Checkout Session may stay open (24 hours at Stripe), less an hour's margin.
 */
export const STAFF_ORDER_HOLD_MINUTES = 23 * 60;
