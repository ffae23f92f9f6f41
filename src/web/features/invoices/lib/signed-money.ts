import { toCents } from '@shared/money';
import type { AdminInvoice } from '@shared/schemas/invoice';

/** An amount that may be below zero ("-12.50", a period's totals after its credit notes) in cents. */
export function signedCents(amount: string): number {
  return amount.startsWith('-') ? -toCents(amount.slice(1)) : toCents(amount);
}

/**
 * A document's amount as it counts in the period: a credit note takes its amount back, so it is
 * shown below zero, as the period's totals count it.
 */
export function documentCents(invoice: Pick<AdminInvoice, 'kind'>, amount: string): number {
  return invoice.kind === 'credit_note' ? -toCents(amount) : toCents(amount);
}
