import { useMemo } from 'react';
import { keepPreviousData, skipToken, useInfiniteQuery, type QueryKey } from '@tanstack/react-query';
import type { Page } from '@shared/schemas/paging';

/**
 * An administrator's list, one page at a time (`GET /api/admin/…?after=`): the rows loaded so
 * far, and the way to the next page. `fetchPage` null: not asked (a page showing one record).
 * While new filters load, the previous rows stay on screen (`updating`) instead of a skeleton
 * at every keystroke of a search. Always refetched on visit: others change these records.
 */
export function usePagedList<Row>(
  queryKey: QueryKey,
  fetchPage: ((after: string | undefined) => Promise<Page<Row>>) | null,
) {
  const query = useInfiniteQuery({
    queryKey,
    queryFn: fetchPage ? ({ pageParam }) => fetchPage(pageParam) : skipToken,
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: Page<Row>) => last.next ?? undefined,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
  const rows = useMemo(() => query.data?.pages.flatMap((page) => page.items), [query.data]);
  const nextPageFailed = query.isFetchNextPageError;
  return {
    /** The rows so far, as records-view reads a list; a next page that failed does not hide them. */
    list: { isPending: query.isPending, isError: query.isError && !nextPageFailed, error: query.error, data: rows },
    hasMore: query.hasNextPage,
    loadingMore: query.isFetchingNextPage,
    loadMoreError: nextPageFailed ? query.error : null,
    loadMore: query.fetchNextPage,
    updating: query.isPlaceholderData,
  };
}

export type PagedList<Row> = ReturnType<typeof usePagedList<Row>>;
