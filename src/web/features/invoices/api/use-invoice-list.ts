import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { IsoDate } from '@shared/calendar-date';
import type { Language } from '@shared/languages';
import { api, unwrap } from '@/lib/api-client';
import type { paths } from '@/lib/api-schema';
import { queryKeys } from '@/lib/query-keys';

type Period = { from: IsoDate; to: IsoDate };

/** The exports, checked against the API's paths: a renamed route fails the type check. */
const exportPaths = {
  csv: '/api/admin/invoices/export.csv',
  zip: '/api/admin/invoices/export.zip',
  datev: '/api/admin/invoices/export.datev.csv',
} as const satisfies Record<string, keyof paths>;

/**
 * The address of a period's CSV, of one ZIP of its PDFs, or of its DATEV booking batch, with any
 * other parameters of the export (the CSV's `delimiter`): plain links, authorised by the session cookie.
 */
export const exportHref = (kind: keyof typeof exportPaths, period: Period, params: Record<string, string> = {}) =>
  `${exportPaths[kind]}?${new URLSearchParams({ from: period.from, to: period.to, ...params })}`;

type CsvQuery = NonNullable<paths['/api/admin/invoices/export.csv']['get']['parameters']['query']>;

/**
 * The CSV's delimiter for the reader's language: commas (and decimal points) in English,
 * semicolons (and decimal commas) in German and Spanish, as their spreadsheets open a CSV.
 */
export const csvDelimiter = (language: Language): NonNullable<CsvQuery['delimiter']> =>
  language === 'en' ? 'comma' : 'semicolon';

/** The invoices and credit notes issued in a period, with its totals per VAT rate (administrators). */
export function useInvoiceList(period: Period) {
  return useQuery({
    queryKey: queryKeys.invoices.list(period.from, period.to),
    queryFn: () => unwrap(api.GET('/api/admin/invoices', { params: { query: period } })),
    staleTime: 0,
    // Another period keeps the last one on screen until its documents arrive, so the page does not jump.
    placeholderData: keepPreviousData,
  });
}
