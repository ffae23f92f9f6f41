import type { Language } from '@shared/languages';

/** A VAT rate as the reader's language writes it, without trailing zeros: "19 %", "5.5 %", "5,5 %". */
export function formatVatRate(rate: number, language: Language): string {
  return `${new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(rate)} %`;
}
