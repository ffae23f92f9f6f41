import type { Language } from '../../shared/languages';
import type { Executor } from '../db/client';
import type { PaymentRow } from '../db/schema/payments';

/**
 * What the shop's money asks of the invoices when it moves (decision 077): a document for money
 * taken later, a kept deposit, a charge and a refund, issued in the same transaction. invoices/
 * implements it (its createInvoicing); the flows and app/ hand it in, so money/ and invoices/ stand
 * side by side, neither importing the other.
 */
export type Invoicing = {
  forCharge(tx: Executor, orderId: number, charge: PaymentRow): Promise<unknown>;
  forLaterCharge(tx: Executor, orderId: number, payment: PaymentRow, charges: LaterCharge[]): Promise<unknown>;
  forDepositKept(tx: Executor, orderId: number, kept: PaymentRow): Promise<unknown>;
  forRefund(tx: Executor, orderId: number, refund: PaymentRow, cause: RefundCause): Promise<unknown>;
  /**
   * For an order paid on invoice: what its documents ask (invoices less credit notes, in cents),
   * or null when it has no invoice on account.
   */
  documentedOnAccount(tx: Executor, orderId: number): Promise<number | null>;
  /** A credit note taking `amountCents` off the order's invoice on account: no money moves. */
  forOnAccountCorrection(tx: Executor, orderId: number, amountCents: number): Promise<unknown>;
};

/** One line of a document for money taken after the order was invoiced. */
export type LaterCharge = {
  describe: (language: Language) => string;
  grossCents: number;
  /** Percent; the shop's standard rate when left out. */
  vatRate?: number;
};

/** Why money goes back: a line's change (its rental) or a reason staff gave. */
export type RefundCause =
  { rentalId: number; dateChange?: boolean; lineChange?: 'price' | 'quantity' } | { reason: string };
