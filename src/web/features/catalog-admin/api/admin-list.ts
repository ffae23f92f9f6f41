import type { Page } from '@shared/schemas/paging';
import { queryKeys } from '@/lib/query-keys';
import { usePagedList } from '@/lib/use-paged-list';

/** Rows asked for at a time; "Load more" asks for the next page after the last row. */
export const ADMIN_PAGE_SIZE = 25;

type Kind = Parameters<typeof queryKeys.catalogAdmin.list>[0];

/**
 * One of the dashboard's catalogue lists, a page at a time by key (`next` goes back as `after`),
 * as every administrator's list pages (lib/use-paged-list.ts): while a new search or filter
 * loads, the rows before it stay on screen.
 */
export function useAdminList<Row>(
  kind: Kind,
  filters: Record<string, unknown>,
  getPage: (after: string | undefined) => Promise<Page<Row>>,
) {
  return usePagedList(queryKeys.catalogAdmin.list(kind, filters), getPage);
}
