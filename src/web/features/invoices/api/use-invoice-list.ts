import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { IsoDate } from '@shared/calendar-date';
import { api, unwrap } from '@/lib/api-client';
import type { paths } from '@/lib/api-schema';
import { queryKeys } from '@/lib/query-keys';

type Period = { from: IsoDate; to: IsoDate };

/** The exports, checked against the API's paths: a renamed route fails the type check. */
const exportPaths = {
  csv: '/api/admin/invoices/export.csv',
  zip: '/api/admin/invoices/export.zip',
} as const satisfies Record<string, keyof paths>;

/** The address of a period's CSV, or of one ZIP of its PDFs: plain links, authorised by the session cookie. */
export const exportHref = (kind: keyof typeof exportPaths, period: Period) =>
  `${exportPaths[kind]}?${new URLSearchParams({ from: period.from, to: period.to })}`;

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
