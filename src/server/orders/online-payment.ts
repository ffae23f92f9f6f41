import type { Language } from '../../shared/languages';
import type { Executor } from '../db/client';
import type { payments } from '../db/schema/payments';
import type { orders } from '../db/schema/orders';
import { DomainError } from '../domain-errors';

/*
 * Online payment as orders/ sees it: handed to the order service by app/services.ts,
 * implemented in stripe/ (Stripe Checkout), so orders/ never imports stripe/. The other way, what
 * a provider's confirmed payment means (PaymentConfirmation) is the shop's flow, handed to the
 * provider the same way.
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

/** What the provider took: the amount its session asked (checked before), its channel and its own id of the payment. */
export type PaymentReceipt = {
  amountCents: number;
  channel: (typeof payments.$inferInsert)['channel'];
  providerId: string | null;
};

/** Sends money back through the provider, in `tx`: a pending refund and the job that asks for it. */
export type ProviderRefund = (tx: Executor, orderId: number, amountCents: number, reason: string) => Promise<void>;

/**
 * What an order's confirmed payment means to the shop (flows/confirm-payment.ts): handed to the
 * provider by app/services.ts with the provider's own way of refunding, so stripe/ never imports
 * a flow.
 */
export type PaymentConfirmation = {
  /**
   * The order (locked by the caller) is paid: placed, or, if it lapsed or was cancelled
   * meanwhile, refunded. A second receipt of the same payment changes nothing.
   */
  paid(
    tx: Executor,
    order: typeof orders.$inferSelect,
    receipt: PaymentReceipt,
  ): Promise<'paid' | 'refunded' | 'unchanged'>;
};

/** Makes the confirmation for a provider that refunds with `refundOnline`. */
export type ConfirmPayments = (refundOnline: ProviderRefund) => PaymentConfirmation;

/** Why a paid order was refunded at once. */
export const LATE_PAYMENT_REASON = 'Paid after the order had lapsed or was cancelled: refunded in full automatically.';

/** Why part of a payment was refunded at once. */
export const EXCESS_PAYMENT_REASON =
  'Paid for lines cancelled while the payment was open: what the order no longer costs was refunded automatically.';

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
