import { fromCents, MONEY_INPUT_PATTERN, toCents } from '@shared/money';

/** The decimal separator the language writes ("." in English, "," in Spanish and German). */
function decimalSeparator(language: string): string {
  return new Intl.NumberFormat(language).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.';
}

/** A price from the API ("12.50") as the price field shows it: "12.50" in English, "12,50" in Spanish or German. */
export function priceToInput(dailyPrice: string, language: string): string {
  return dailyPrice.replace('.', decimalSeparator(language));
}

/**
 * What was typed into the price field as the API's decimal string ("12,5" → "12.50"), or null
 * when it is not an amount in euros with at most two decimals. Either separator is taken, so a
 * price typed the English way on a German screen still works; a euro sign and spaces are ignored.
 */
export function priceFromInput(text: string): string | null {
  const plain = text.replace(/[\s\u00a0€]/g, '').replace(',', '.');
  if (!MONEY_INPUT_PATTERN.test(plain)) return null;
  return fromCents(toCents(plain));
}
