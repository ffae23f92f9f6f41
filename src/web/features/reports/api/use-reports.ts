import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Language } from '@shared/languages';
import type { RevenueGrouping } from '@shared/schemas/reports';
import { api, unwrap } from '@/lib/api-client';
import type { paths } from '@/lib/api-schema';
import { queryKeys } from '@/lib/query-keys';
import type { Range } from '../lib/period';

/** The reports' CSVs, checked against the API's paths: a renamed route fails the type check. */
const csvPaths = {
  revenue: '/api/admin/reports/revenue.csv',
  utilisation: '/api/admin/reports/utilisation.csv',
} as const satisfies Record<string, keyof paths>;

type CsvQuery = NonNullable<paths['/api/admin/reports/revenue.csv']['get']['parameters']['query']>;

/**
 * The CSV's delimiter for the reader's language: commas (and decimal points) in English,
 * semicolons (and decimal commas) in German and Spanish, as their spreadsheets open a CSV.
 */
const csvDelimiter = (language: Language): NonNullable<CsvQuery['delimiter']> =>
  language === 'en' ? 'comma' : 'semicolon';

/**
 * The address of a report's CSV for the same period (and grouping) as the screen: a plain link
 * to the same origin, authorised by the session cookie, which the browser saves.
 */
export function csvHref(
  report: keyof typeof csvPaths,
  period: Range,
  language: Language,
  by?: RevenueGrouping,
): string {
  const query = new URLSearchParams({ from: period.from, to: period.to });
  if (by) query.set('by', by);
  query.set('delimiter', csvDelimiter(language));
  return `${csvPaths[report]}?${query}`;
}

/** Another period or grouping keeps the last figures on screen until the new ones arrive, so the page does not jump. */
const kept = { placeholderData: keepPreviousData, staleTime: 30_000 } as const;

/** Revenue as invoiced in a period, grouped `by` (GET /api/admin/reports/revenue). */
export function useRevenueReport(period: Range, by: RevenueGrouping) {
  return useQuery({
    queryKey: queryKeys.reports.revenue(period.from, period.to, by),
    queryFn: () =>
      unwrap(api.GET('/api/admin/reports/revenue', { params: { query: { from: period.from, to: period.to, by } } })),
    ...kept,
  });
}

/** How much of a period each product and unit was booked out (GET /api/admin/reports/utilisation). */
export function useUtilisationReport(period: Range) {
  return useQuery({
    queryKey: queryKeys.reports.utilisation(period.from, period.to),
    queryFn: () =>
      unwrap(api.GET('/api/admin/reports/utilisation', { params: { query: { from: period.from, to: period.to } } })),
    ...kept,
  });
}
