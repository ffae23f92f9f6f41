import { useMemo } from 'react';
import type { IsoDate } from '@shared/calendar-date';
import { formatEuros } from '@shared/money';
import { toSignedCents } from '@shared/signed-money';
import { useLanguage } from '@/i18n/use-language';

/** Dates as the shop writes them: day before month in English too (en-GB). */
const dateLocale = (language: string) => (language === 'en' ? 'en-GB' : language);

const utc = (day: string) => Date.parse(`${day.length === 7 ? `${day}-01` : day}T00:00:00Z`);

/**
 * The reports' numbers in the page's language: the API's signed euro amounts ("-12.50") with
 * the app's own money format, shorter euros for a chart's axis, shares as percentages, and the
 * days and months the revenue is grouped by.
 */
export function useReportFormats() {
  const language = useLanguage();
  return useMemo(() => {
    const locale = dateLocale(language);
    const date = (options: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
    const compact = new Intl.NumberFormat(language, {
      style: 'currency',
      currency: 'EUR',
      notation: 'compact',
      maximumFractionDigits: 1,
    });
    const percent = new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 });
    const longDay = date({ day: 'numeric', month: 'long', year: 'numeric' });
    const shortDay = date({ day: 'numeric', month: 'short' });
    const longMonth = date({ month: 'long', year: 'numeric' });
    const shortMonth = date({ month: 'short', year: '2-digit' });
    return {
      language,
      /** "-12.50" as "-€12.50", "-12,50 €". */
      euros: (amount: string) => formatEuros(toSignedCents(amount), language),
      /** Euros (a number) as a chart writes them: in full. */
      eurosOf: (value: number) => formatEuros(Math.round(value * 100), language),
      /** Euros on an axis: "€1.2K", "1,2 mil €", "1,2 Tsd. €". */
      eurosCompact: (value: number) => compact.format(value),
      /** A share 0..1 as "42.9%", "42,9 %". */
      percent: (share: number) => percent.format(share),
      day: (day: IsoDate) => longDay.format(utc(day)),
      dayShort: (day: string) => shortDay.format(utc(day)),
      /** A month key ("2030-03") as "March 2030". */
      month: (month: string) => longMonth.format(utc(month)),
      monthShort: (month: string) => shortMonth.format(utc(month)),
    };
  }, [language]);
}

export type ReportFormats = ReturnType<typeof useReportFormats>;

/** Euros (a number) from the API's signed amount, for a chart. */
export const euroValue = (amount: string) => toSignedCents(amount) / 100;
