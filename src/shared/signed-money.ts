import { toCents } from './money';

/**
 * The inverse of money.ts's fromSignedCents: "-19.99" is -1999 (an order's balanceDue when the
 * shop owes). A module of its own: only the order pages read it, and money.ts is in every
 * page's first load (its JavaScript budget, decision 059).
 */
export function toSignedCents(amount: string): number {
  const trimmed = amount.trim();
  return trimmed.startsWith('-') ? -toCents(trimmed.slice(1)) : toCents(trimmed);
}
