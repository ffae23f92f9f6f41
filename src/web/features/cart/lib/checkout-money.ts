import { cartTotalCents, type CartLine } from '@shared/cart';
import { toCents } from '@shared/money';
import type { OpeningRules } from '@shared/opening-days';
import type { OrderPaymentMethod } from '@shared/schemas/settings';

/** What the cart shows about paying: the rental total, what is paid now and at pick-up, and the deposit. */
export type CheckoutMoney = {
  totalCents: number;
  /** Paid on Stripe's page before the order is confirmed (the total when paying online). */
  dueNowCents: number;
  /** Paid in the shop when collecting the gear, the deposit apart. */
  atPickupCents: number;
  /** Paid by bank transfer against the invoice, within the business's terms (paying on invoice). */
  onInvoiceCents: number;
  /** Collected at pick-up and returned after (0 when the shop asks none). */
  depositCents: number;
};

/** The deposit of the lines: each product's deposit per unit times its units. */
export function cartDepositCents(lines: CartLine[]): number {
  return lines.reduce((sum, line) => sum + toCents(line.product.deposit) * line.quantity, 0);
}

/**
 * The amounts the cart shows for `method`. Only a preview: the server works the order's money
 * out again from its own prices and deposits, and its answer is what the customer pays.
 */
export function checkoutMoney(
  lines: CartLine[],
  method: OrderPaymentMethod,
  depositsEnabled: boolean,
  rules?: OpeningRules,
): CheckoutMoney {
  return moneyToPay(cartTotalCents(lines, rules), depositsEnabled ? cartDepositCents(lines) : 0, method);
}

/** What is paid when for a total and a deposit (the server's price answer, or the cart's own sums). */
export function moneyToPay(totalCents: number, depositCents: number, method: OrderPaymentMethod): CheckoutMoney {
  return {
    totalCents,
    dueNowCents: method === 'online' ? totalCents : 0,
    atPickupCents: method === 'at_pickup' ? totalCents : 0,
    onInvoiceCents: method === 'invoice' ? totalCents : 0,
    depositCents,
  };
}

/** The method the cart sends: the customer's choice while the shop offers it, else the shop's default (its first). */
export function chosenMethod(
  offered: readonly OrderPaymentMethod[],
  choice: OrderPaymentMethod | null,
): OrderPaymentMethod {
  if (choice !== null && offered.includes(choice)) return choice;
  return offered[0] ?? 'at_pickup';
}
