import type { RefObject } from 'react';
import { Box } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { errorWithContext } from '@/lib/error-text';
import type { PagedList } from '@/lib/use-paged-list';
import { LoadMore } from './load-more';
import { RecordsState, type RecordsStateProps } from './records-state';

/** The dashboard's list a page at a time, and the words of its "Load more". */
export type RecordsPaging = {
  paged: PagedList<unknown>;
  /** "Load more". */
  label: string;
  /** Read out once a page has come, e.g. "25 more shown"; kept the same between renders (useCallback). */
  loaded: (count: number) => string;
};

type Props<Row> = RecordsStateProps<Row> & {
  /** The list's element: measured for its layout (useNarrowContainer), its records found by "Load more". */
  listRef: RefObject<HTMLDivElement | null>;
  /** The pages of an administrator's list; null for a list that comes whole or one record. */
  paging: RecordsPaging | null;
};

/**
 * A records page's list (rental requests, incidents, reviews, the audit log) in its states, and
 * under its rows the way to the next page while the server has one. While new filters load, the
 * rows on screen say they are being replaced (aria-busy).
 */
export function RecordsList<Row>({ listRef, paging, ...state }: Props<Row>) {
  const { t } = useTranslation('common');
  const { view, loadError } = state;
  const paged = paging?.paged;
  return (
    <Box ref={listRef} aria-busy={paged?.updating || undefined}>
      <RecordsState {...state} />
      {paging && paged && view.state === 'ready' && (
        <LoadMore
          list={listRef}
          count={view.records.length}
          hasMore={paged.hasMore}
          loading={paged.loadingMore}
          error={paged.loadMoreError && errorWithContext(t, loadError, paged.loadMoreError)}
          onLoadMore={paged.loadMore}
          label={paging.label}
          loaded={paging.loaded}
        />
      )}
    </Box>
  );
}
