import { z } from 'zod';

/*
 * VAT arithmetic, in integer cents and hundredths of a percent, so no float touches an
 * amount. Prices are what customers pay, VAT included (EU consumer prices): a line's VAT is taken
 * out of its gross amount, rounded half away from zero (commercial rounding, as Germany and Spain
 * allow), and its net amount is the rest, so net + VAT is the gross to the cent and every total is
 * a sum of lines; a rate's VAT is its net times its rate (EN 16931 BR-CO-17, splitLinesByRate). docs/invoices.md says what a shop should check with its accountant.
 */

/** A VAT rate in percent with at most two decimals (19, 7, 5.5, 21): what the API and settings carry. */
export const vatRateSchema = z
  .number()
  .min(0, 'A VAT rate is between 0 and 100 percent.')
  .max(100, 'A VAT rate is between 0 and 100 percent.')
  .refine((rate) => Math.abs(rate * 100 - Math.round(rate * 100)) < 1e-9, 'A VAT rate has at most two decimals.');

/** A rate in percent as hundredths of a percent (19 -> 1900, 5.5 -> 550). */
export const toBasisPoints = (ratePercent: number): number => Math.round(ratePercent * 100);

/** Hundredths of a percent as the rate in percent (550 -> 5.5). */
export const fromBasisPoints = (basisPoints: number): number => basisPoints / 100;

/** A rate as a numeric(5,2) column holds it ("5.50"), and back. */
export const rateToNumeric = (ratePercent: number): string => (toBasisPoints(ratePercent) / 100).toFixed(2);
export const numericToRate = (numeric: string): number => fromBasisPoints(Math.round(Number(numeric) * 100));

/**
 * The VAT inside a gross amount: gross x rate / (100 + rate), rounded half away from zero, in
 * integer arithmetic (exact for any amount an order can reach).
 */
export function vatOfGross(grossCents: number, ratePercent: number): number {
  const bp = toBasisPoints(ratePercent);
  if (bp === 0 || grossCents === 0) return 0;
  const sign = grossCents < 0 ? -1 : 1;
  const gross = Math.abs(grossCents);
  const divisor = 10_000 + bp;
  // round(gross * bp / divisor), halves up: floor((2 * gross * bp + divisor) / (2 * divisor)).
  return sign * Math.floor((2 * gross * bp + divisor) / (2 * divisor));
}

export type VatSplit = { grossCents: number; vatCents: number; netCents: number };

/** A line's gross amount split into its VAT and its net amount. */
export function splitGross(grossCents: number, ratePercent: number): VatSplit {
  const vatCents = vatOfGross(grossCents, ratePercent);
  return { grossCents, vatCents, netCents: grossCents - vatCents };
}

/**
 * The VAT of a net amount: net x rate / 100, rounded half away from zero. What EN 16931 checks a
 * rate's VAT against (BR-CO-17: the VAT of a rate is its taxable amount times its rate).
 */
export function vatOfNet(netCents: number, ratePercent: number): number {
  const bp = toBasisPoints(ratePercent);
  if (bp === 0 || netCents === 0) return 0;
  const sign = netCents < 0 ? -1 : 1;
  return sign * Math.floor((2 * Math.abs(netCents) * bp + 10_000) / 20_000);
}

/**
 * The VAT of a rate's gross total, so that it is its net times its rate (BR-CO-17) and net + VAT
 * is still the gross: the share nearest the gross's own for which that holds. A few gross amounts
 * have none (at 19 %, no net makes 3 cents gross); they keep the gross's own share, a cent from it.
 */
export function rateVatOfGross(grossCents: number, ratePercent: number): number {
  const own = vatOfGross(grossCents, ratePercent);
  for (const vat of [own, own - 1, own + 1, own - 2, own + 2]) {
    if (vatOfNet(grossCents - vat, ratePercent) === vat) return vat;
  }
  return own;
}

/**
 * Lines split into VAT and net rate by rate (decision 087): each line its own share, and where the
 * rounded shares of a rate do not add up to its VAT by BR-CO-17 (many lines, each rounded), the
 * cents between go to the rate's line with the largest amount. A rate's net + VAT is its gross.
 */
export function splitLinesByRate<Line extends { grossCents: number; vatRate: number }>(
  lines: readonly Line[],
): (Line & VatSplit)[] {
  const split = lines.map((line) => ({ ...line, ...splitGross(line.grossCents, line.vatRate) }));
  const byRate = new Map<number, number[]>();
  split.forEach((line, index) => {
    const bp = toBasisPoints(line.vatRate);
    byRate.set(bp, [...(byRate.get(bp) ?? []), index]);
  });
  for (const [bp, indexes] of byRate) {
    const gross = indexes.reduce((sum, index) => sum + split[index]!.grossCents, 0);
    const vat = indexes.reduce((sum, index) => sum + split[index]!.vatCents, 0);
    const difference = rateVatOfGross(gross, fromBasisPoints(bp)) - vat;
    if (difference === 0) continue;
    const largest = indexes.reduce((best, index) =>
      Math.abs(split[index]!.grossCents) > Math.abs(split[best]!.grossCents) ? index : best,
    );
    const line = split[largest]!;
    line.vatCents += difference;
    line.netCents -= difference;
  }
  return split;
}

export type VatGroup = VatSplit & { rate: number };

/** Totals per rate, highest rate first: each the sum of its lines, as they were rounded. */
export function breakdownByRate(lines: readonly (VatSplit & { vatRate: number })[]): VatGroup[] {
  const groups = new Map<number, VatGroup>();
  for (const line of lines) {
    const bp = toBasisPoints(line.vatRate);
    const group = groups.get(bp) ?? { rate: fromBasisPoints(bp), grossCents: 0, vatCents: 0, netCents: 0 };
    group.grossCents += line.grossCents;
    group.vatCents += line.vatCents;
    group.netCents += line.netCents;
    groups.set(bp, group);
  }
  return [...groups.values()].sort((a, b) => b.rate - a.rate);
}

/**
 * `amountCents` spread over `weights` (for example a refund over the rates of what was paid), in
 * proportion, each share whole cents, the shares summing to the amount exactly (largest remainder).
 */
export function spreadCents(amountCents: number, weights: readonly number[]): number[] {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  if (total <= 0) return weights.map((_, index) => (index === 0 ? amountCents : 0));
  const exact = weights.map((weight) => (amountCents * weight) / total);
  const shares = exact.map(Math.floor);
  let left = amountCents - shares.reduce((sum, share) => sum + share, 0);
  const order = exact
    .map((value, index) => ({ index, rest: value - Math.floor(value) }))
    .sort((a, b) => b.rest - a.rest);
  for (const { index } of order) {
    if (left <= 0) break;
    shares[index]! += 1;
    left -= 1;
  }
  return shares;
}
