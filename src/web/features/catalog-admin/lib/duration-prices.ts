import { DURATION_MAX_DAYS, DURATION_MIN_DAYS, DURATION_PRICES_MAX } from '@shared/duration-prices';
import { toCents } from '@shared/money';
import type { AdminProduct, ProductInput } from '@shared/schemas/catalog-admin';
import { priceFromInput, priceToInput } from './price-input';

export { DURATION_MAX_DAYS, DURATION_MIN_DAYS, DURATION_PRICES_MAX };

/**
 * One duration price in the product form: from how many charged days ('' while emptied) and its
 * daily price as typed ("24,90" on a German screen); `key` keeps its row through removals.
 */
export type DurationPriceRow = { key: string; minDays: number | string; dailyPrice: string };

let nextKey = 0;
export const newDurationRow = (): DurationPriceRow => ({ key: `tier-${++nextKey}`, minDays: '', dailyPrice: '' });

/** The product's duration prices as the form's rows, prices written the admin's way. */
export const durationRowsOf = (
  product: Pick<AdminProduct, 'durationPrices'> | null,
  language: string,
): DurationPriceRow[] =>
  (product?.durationPrices ?? []).map((tier) => ({
    key: `tier-${++nextKey}`,
    minDays: tier.minDays,
    dailyPrice: priceToInput(tier.dailyPrice, language),
  }));

/** A row's days as a whole number from 2 to 365, or null. */
export function rowDays(row: DurationPriceRow): number | null {
  const days = row.minDays === '' ? NaN : Number(row.minDays);
  return Number.isInteger(days) && days >= DURATION_MIN_DAYS && days <= DURATION_MAX_DAYS ? days : null;
}

/** A row's price in cents, or null when it is not an amount. */
function rowCents(row: DurationPriceRow): number | null {
  const price = priceFromInput(row.dailyPrice);
  return price === null ? null : toCents(price);
}

/**
 * What the form sends as `durationPrices`, in the rows' order, so that a refusal the server names
 * by its index (`durationPrices.1.dailyPrice`) is about the row of that index.
 */
export const durationPricesInput = (rows: readonly DurationPriceRow[]): ProductInput['durationPrices'] =>
  rows.map((row) => ({ minDays: Number(row.minDays), dailyPrice: priceFromInput(row.dailyPrice) ?? row.dailyPrice }));

export type DaysProblem = { problem: 'daysInvalid' } | { problem: 'daysTaken'; days: number };

/** What is wrong with a row's days: not 2 to 365 whole days, or the days of an earlier row. */
export function daysProblem(rows: readonly DurationPriceRow[], index: number): DaysProblem | null {
  const row = rows[index];
  const days = row ? rowDays(row) : null;
  if (days === null) return { problem: 'daysInvalid' };
  return rows.slice(0, index).some((other) => rowDays(other) === days) ? { problem: 'daysTaken', days } : null;
}

export type PriceProblem =
  | { problem: 'priceRequired' | 'priceInvalid' | 'priceZero' }
  | { problem: 'priceNotBelowDaily'; cents: number }
  | { problem: 'priceNotBelowFewer'; days: number; cents: number };

/**
 * What is wrong with a row's price: none, not an amount, 0, not below the daily price (`dailyPrice`
 * as typed; not compared while it is no amount itself), or not below the price of a
 * row with fewer days (the nearest such row is named).
 */
export function priceProblem(
  rows: readonly DurationPriceRow[],
  index: number,
  dailyPrice: string,
): PriceProblem | null {
  const row = rows[index];
  if (!row || row.dailyPrice.trim() === '') return { problem: 'priceRequired' };
  const cents = rowCents(row);
  if (cents === null) return { problem: 'priceInvalid' };
  if (cents <= 0) return { problem: 'priceZero' };
  const daily = priceFromInput(dailyPrice);
  if (daily !== null && cents >= toCents(daily)) return { problem: 'priceNotBelowDaily', cents: toCents(daily) };
  const days = rowDays(row);
  if (days === null) return null;
  let fewer: { days: number; cents: number } | null = null;
  for (const other of rows) {
    const otherDays = rowDays(other);
    const otherCents = rowCents(other);
    // A row of no price (0) is refused on its own: it is nothing to compare with.
    if (otherDays === null || !otherCents || otherDays >= days || otherCents > cents) continue;
    if (!fewer || otherDays > fewer.days) fewer = { days: otherDays, cents: otherCents };
  }
  return fewer && { problem: 'priceNotBelowFewer', ...fewer };
}

/**
 * The prices a customer is shown, for the preview: the daily price, then each row that is
 * complete and right, by its days. Null while the daily price is no amount or no row is right.
 */
export function previewTiers(
  dailyPrice: string,
  rows: readonly DurationPriceRow[],
): { dailyCents: number; tiers: { days: number; cents: number }[] } | null {
  const daily = priceFromInput(dailyPrice);
  if (daily === null) return null;
  const right = rows.filter(
    (_, index) => daysProblem(rows, index) === null && priceProblem(rows, index, dailyPrice) === null,
  );
  const tiers = right
    .map((row) => ({ days: rowDays(row) ?? 0, cents: rowCents(row) ?? 0 }))
    .sort((a, b) => a.days - b.days);
  return tiers.length === 0 ? null : { dailyCents: toCents(daily), tiers };
}

/**
 * Which text says why the server refused a field of the duration prices (`durationPrices`,
 * `durationPrices.1.minDays`, `durationPrices.0.dailyPrice`): its own words are English only.
 */
export function durationFieldProblem(field: string): 'serverDays' | 'serverPrice' | 'serverList' | null {
  if (field === 'durationPrices') return 'serverList';
  if (!field.startsWith('durationPrices.')) return null;
  return field.endsWith('.minDays') ? 'serverDays' : field.endsWith('.dailyPrice') ? 'serverPrice' : 'serverList';
}

/** The form's errors without those a change of the rows made stale: a changed row's, or all of them. */
export function errorsAfterRowsChange<Errors extends Record<string, unknown>>(
  errors: Errors,
  changed: number | null,
): Errors {
  const stale = (path: string) =>
    path === 'durationPrices' || path.startsWith(changed === null ? 'durationPrices.' : `durationPrices.${changed}.`);
  return Object.fromEntries(Object.entries(errors).filter(([path]) => !stale(path))) as Errors;
}
