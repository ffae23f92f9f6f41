import { daysBetween, type IsoDate } from './calendar-date';

/** Money on the wire: a decimal string in euros with cents ("12.50"), so no float touches a price. */
export const MONEY_PATTERN = /^\d+\.\d{2}$/;

/** An amount typed into a form: whole euros, or euros and one or two decimals ("12", "12.5", "12.50"). */
export const MONEY_INPUT_PATTERN = /^\d{1,9}(\.\d{1,2})?$/;

/**
 * Money is computed in integer cents: a decimal string from the server ("19.99") becomes
 * 1999, and only the final amount is turned back into euros for display.
 */
export function toCents(amount: string): number {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(amount.trim());
  if (!match) throw new Error(`Not an amount of money: ${amount}`);
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Cents as the decimal string the API uses ("19.99"). */
export function fromCents(cents: number): string {
  return `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** Cents that may be below zero (a period's totals after its credit notes) as "-19.99". */
export function fromSignedCents(cents: number): string {
  return cents < 0 ? `-${fromCents(-cents)}` : fromCents(cents);
}

/** "-19.99" (a balance owed back) or "19.99" as cents. */
export const toSignedCents = (amount: string): number =>
  amount.startsWith('-') ? -toCents(amount.slice(1)) : toCents(amount);

/** Rental days are inclusive: from the 1st to the 3rd is 3 days. */
export function rentalDays(from: IsoDate, to: IsoDate): number {
  return daysBetween(from, to) + 1;
}

export function lineTotalCents(dailyPrice: string, days: number, quantity: number): number {
  return toCents(dailyPrice) * days * quantity;
}

/** Each language's euro formatter, made once (making one costs far more than using it). */
const euroFormats = new Map<string, Intl.NumberFormat>();

export function formatEuros(cents: number, language: string): string {
  let format = euroFormats.get(language);
  if (!format) {
    format = new Intl.NumberFormat(language, { style: 'currency', currency: 'EUR' });
    euroFormats.set(language, format);
  }
  return format.format(cents / 100);
}
