import { toCents } from './money';
export { damageWaiverModes, type DamageWaiverMode, waiverTaken } from './damage-waiver';
import { breakdownByRate, splitLinesByRate, spreadCents } from './vat';

/*
 * What a coupon takes off and what the damage waiver adds, line by line (docs/pricing.md). The
 * cart's price answer and the booking call these same functions, so the order books what the cart
 * showed. Each line keeps its own discount and waiver, at its own VAT rate: an invoice shows them
 * per rate, and a cancelled line takes its own back with it.
 */

/** A coupon's terms as they price a cart. */
export type CouponTerms = {
  percentOff: number | null;
  amountOffCents: number | null;
  minDays: number | null;
  productIds: readonly number[];
  categoryIds: readonly number[];
};

/** A line as the discount and the waiver see it: its rent (daily price x charged days x pieces). */
export type PricedLine = { productId: number; categoryId: number | null; chargedDays: number; rentCents: number };

/** A percentage of an amount of cents, rounded half up to the cent (the shop's one rounding rule). */
export const percentOf = (cents: number, percent: number) => Math.floor((cents * percent + 50) / 100);

/** Whether a coupon applies to a line: its products or categories (or any), and its least charged days. */
export function couponFits(terms: CouponTerms, line: PricedLine): boolean {
  if (terms.minDays !== null && line.chargedDays < terms.minDays) return false;
  const limited = terms.productIds.length > 0 || terms.categoryIds.length > 0;
  return (
    !limited ||
    terms.productIds.includes(line.productId) ||
    (line.categoryId !== null && terms.categoryIds.includes(line.categoryId))
  );
}

/**
 * Each line's discount in cents: a percentage off each line it applies to (rounded per line), or
 * an amount spread over those lines in proportion to their rent (largest remainder, so the
 * shares add up to the amount exactly), never more than their rent.
 */
export function discountsFor(terms: CouponTerms, lines: readonly PricedLine[]): number[] {
  const fits = lines.map((line) => couponFits(terms, line));
  if (terms.percentOff !== null) {
    return lines.map((line, index) => (fits[index] ? percentOf(line.rentCents, terms.percentOff!) : 0));
  }
  const weights = lines.map((line, index) => (fits[index] ? line.rentCents : 0));
  const rentCents = weights.reduce((sum, cents) => sum + cents, 0);
  if (rentCents === 0) return lines.map(() => 0);
  return spreadCents(Math.min(terms.amountOffCents ?? 0, rentCents), weights);
}

/** Each line's damage waiver in cents: the percentage of its rent before any discount (decision 081). */
export const waiversFor = (percent: number, lines: readonly PricedLine[]) =>
  lines.map((line) => percentOf(line.rentCents, percent));

/** What a line of an order costs in cents, from its money strings: its rent less its discount plus its waiver. */
export const costOfLine = (line: { total: string; discount: string; damageWaiver: string }) =>
  toCents(line.total) - toCents(line.discount) + toCents(line.damageWaiver);

/** An order's live lines' rent, discount, waiver and cost, in cents. */
export function sumsOfLines(lines: readonly { total: string; discount: string; damageWaiver: string }[]) {
  const sum = (pick: (line: (typeof lines)[number]) => number) => lines.reduce((total, line) => total + pick(line), 0);
  return {
    rentCents: sum((line) => toCents(line.total)),
    discountCents: sum((line) => toCents(line.discount)),
    waiverCents: sum((line) => toCents(line.damageWaiver)),
    costCents: sum(costOfLine),
  };
}

/** A line as its invoice sees it: its VAT rate, rent, discount and waiver in cents. */
export type InvoicedLine = { vatRate: number; rentCents: number; discountCents: number; waiverCents: number };

/**
 * The discount and the waiver of an order's lines added up per VAT rate, highest rate first: the
 * invoice carries each as a line of its own at that rate (the discount as a negative amount), so
 * its VAT per rate is that of the rent after the discount.
 */
export function extrasByRate(lines: readonly InvoicedLine[]) {
  const byRate = new Map<number, { rate: number; discountCents: number; waiverCents: number }>();
  for (const line of lines) {
    const group = byRate.get(line.vatRate) ?? { rate: line.vatRate, discountCents: 0, waiverCents: 0 };
    group.discountCents += line.discountCents;
    group.waiverCents += line.waiverCents;
    byRate.set(line.vatRate, group);
  }
  return [...byRate.values()].sort((a, b) => b.rate - a.rate);
}

/**
 * The VAT an order of these lines includes, per rate, computed as its invoice computes it: each
 * line's rent, then the discount and the waiver per rate, split rate by rate (splitLinesByRate).
 */
export function vatOfLines(lines: readonly InvoicedLine[]) {
  const parts = splitLinesByRate([
    ...lines.map((line) => ({ vatRate: line.vatRate, grossCents: line.rentCents })),
    ...extrasByRate(lines).flatMap((group) => [
      { vatRate: group.rate, grossCents: -group.discountCents },
      { vatRate: group.rate, grossCents: group.waiverCents },
    ]),
  ]);
  return breakdownByRate(parts).map((group) => ({ rate: group.rate, vatCents: group.vatCents }));
}
