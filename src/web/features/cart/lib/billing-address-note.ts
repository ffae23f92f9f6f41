/** From this total (in cents) an invoice must carry the buyer's address in Germany. */
export const BILLING_ADDRESS_NOTE_FROM_CENTS = 25_000;

/** Whether the checkout suggests adding a billing address: a total above €250, and no address to print. */
export function needsBillingAddressNote(input: {
  totalCents: number;
  business: boolean;
  billingAddress: object | null;
}): boolean {
  return input.totalCents > BILLING_ADDRESS_NOTE_FROM_CENTS && !input.business && input.billingAddress === null;
}
