import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { InvoiceList } from '@shared/schemas/invoice';
import { unwrap } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The address of the documents of a period, and of its CSV and ZIP exports. */
export const invoicesHref = (kind: 'list' | 'csv' | 'zip', period: { from: string; to: string }) => {
  const path = {
    list: '/api/admin/invoices',
    csv: '/api/admin/invoices/export.csv',
    zip: '/api/admin/invoices/export.zip',
  };
  return `${path[kind]}?${new URLSearchParams({ from: period.from, to: period.to })}`;
};

/*
 * Asked with fetch rather than the typed client: GET /api/admin/invoices joins the OpenAPI
 * document with the server's side of issue 29. Once `npm run api:types` has it, this becomes
 * `api.GET('/api/admin/invoices', { params: { query: period } })`. Its answer is typed by the
 * shared schema it is built from (InvoiceList), and refusals become ApiErrors through `unwrap`.
 */
async function getInvoiceList(period: { from: string; to: string }) {
  // eslint-disable-next-line no-restricted-syntax -- the route is not in api-schema.d.ts yet (see above)
  const response = await fetch(invoicesHref('list', period), {
    credentials: 'same-origin',
    headers: { accept: 'application/json', 'accept-language': document.documentElement.lang || 'en' },
  });
  const body: unknown = await response.json().catch(() => undefined);
  return response.ok ? { data: body as InvoiceList, response } : { error: body, response };
}

/** The invoices and credit notes issued in a period, with its totals per VAT rate (administrators). */
export function useInvoiceList(period: { from: string; to: string }) {
  return useQuery({
    queryKey: queryKeys.invoices.list(period.from, period.to),
    queryFn: () => unwrap(getInvoiceList(period)),
    staleTime: 0,
    // Another period keeps the last one on screen until its documents arrive, so the page does not jump.
    placeholderData: keepPreviousData,
  });
}
