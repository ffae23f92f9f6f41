import type { Language } from '../../shared/languages';
import type { Executor } from '../db/client';
import { DomainError } from '../domain-errors';

/**
 * Paying an extension of an order paid online (stripe/ implements it, app/services.ts hands it
 * in, so rentals/ never imports stripe/): the change is pending, holding its days, until
 * Stripe's webhook says the difference is paid or the hold ends.
 */
export type ExtensionPayment = {
  holdEnd(): Date;
  /** In the extension's transaction: the job that lapses the change when its hold ends. */
  held(changeId: number, holdExpiresAt: Date, tx: Executor): Promise<void>;
  /**
   * After the commit: the change's Checkout Session, its url. When Stripe cannot be reached the
   * change lapses at once (its old dates back) and ExtensionPaymentUnavailableError is thrown.
   */
  checkout(changeId: number, language: Language): Promise<string>;
};

/** 503 PAYMENT_UNAVAILABLE: no payment page could be made; the rental keeps its dates. */
export class ExtensionPaymentUnavailableError extends DomainError {
  constructor() {
    super(
      'PAYMENT_UNAVAILABLE',
      'Online payment is not available right now, so the rental keeps its dates. Please try again in a few minutes.',
    );
  }
}
