import { fromCents, MONEY_INPUT_PATTERN, toCents } from '@shared/money';

/** An amount in cents as an amount field shows it in `language` ("12.50", "12,50"). */
export function amountToInput(amountCents: number, language: string): string {
  const separator =
    new Intl.NumberFormat(language).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.';
  return fromCents(amountCents).replace('.', separator);
}

/**
 * What was typed into an amount field, in cents, or null when it is not an amount in euros with
 * at most two decimals. Either decimal separator is taken; a euro sign and spaces are ignored.
 */
export function amountFromInput(text: string): number | null {
  const plain = text.replace(/[\s\u00a0€]/g, '').replace(',', '.');
  return MONEY_INPUT_PATTERN.test(plain) ? toCents(plain) : null;
}
