import type { ReactNode } from 'react';
import { Box, Button, Center, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorMessage } from '@/components/error-message';
import { RecordsState } from '@/components/records-state';
import { useNarrowContainer } from '@/components/use-narrow-container';
import { errorWithContext } from '@/lib/error-text';
import { listView } from '@/lib/records-view';
import type { PagedList } from '@/lib/use-paged-list';
import { ListSkeleton } from './list-skeleton';
import classes from './catalog-admin.module.css';

type Props<Row> = {
  list: PagedList<Row>;
  /** "Error fetching categories": what a loading error says before its reason (SPEC section 8). */
  errorContext: string;
  emptyMessage: string;
  emptyIcon: ReactNode;
  /** A search or filter is on: an empty answer means nothing matches, not an empty catalogue. */
  filtered: boolean;
  /** Narrower than this (content width in px), the rows show as cards. */
  tableMinWidth: number;
  columns: string[];
  table: (rows: Row[]) => ReactNode;
  cards: (rows: Row[]) => ReactNode;
};

/**
 * A catalogue list in its states (components/records-state.tsx): skeleton, loading error, empty,
 * then a table on wide screens or cards on phones, and "Load more" while the server has further
 * pages. The rows on screen dim while a new search or filter loads.
 */
export function AdminListView<Row>(props: Props<Row>) {
  const { list, tableMinWidth, columns } = props;
  const { t } = useTranslation('dashboard');
  const { ref, narrow } = useNarrowContainer<HTMLDivElement>(tableMinWidth);
  return (
    <Box ref={ref}>
      <RecordsState
        view={listView(list.list)}
        skeleton={<ListSkeleton compact={narrow} columns={columns} minWidth={tableMinWidth} />}
        loadError={props.errorContext}
        empty={{ message: props.filtered ? t('catalog.noMatch') : props.emptyMessage, icon: props.emptyIcon }}
      >
        {(rows) => (
          <Stack gap="md">
            <div className={list.updating ? classes.listBusy : undefined} aria-busy={list.updating}>
              {narrow ? props.cards(rows) : props.table(rows)}
            </div>
            {list.loadMoreError && (
              <ErrorMessage message={errorWithContext(t, props.errorContext, list.loadMoreError)} />
            )}
            {list.hasMore && (
              <Center>
                <Button variant="default" onClick={() => void list.loadMore()} loading={list.loadingMore}>
                  {t('catalog.loadMore')}
                </Button>
              </Center>
            )}
          </Stack>
        )}
      </RecordsState>
    </Box>
  );
}
