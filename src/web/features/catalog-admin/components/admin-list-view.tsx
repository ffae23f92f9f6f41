import type { ReactNode } from 'react';
import { Box, Button, Center, Stack } from '@mantine/core';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Page } from '@shared/schemas/paging';
import { EmptyMessage } from '@/components/empty-message';
import { ErrorMessage } from '@/components/error-message';
import { useNarrowContainer } from '@/components/use-narrow-container';
import { errorWithContext } from '@/lib/error-text';
import { ListSkeleton } from './list-skeleton';
import classes from './catalog-admin.module.css';

type Props<Row> = {
  list: UseInfiniteQueryResult<InfiniteData<Page<Row>, unknown>>;
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
 * A catalogue list in its states: skeleton, loading error, empty, then a table on wide screens
 * or cards on phones, and "Load more" while the server has further pages.
 */
export function AdminListView<Row>(props: Props<Row>) {
  const { list, tableMinWidth, columns } = props;
  const { t } = useTranslation('dashboard');
  const { ref, narrow } = useNarrowContainer<HTMLDivElement>(tableMinWidth);
  const rows = list.data?.pages.flatMap((page) => page.items) ?? [];

  let content: ReactNode;
  if (list.isPending) content = <ListSkeleton compact={narrow} columns={columns} minWidth={tableMinWidth} />;
  else if (list.isError && !list.isFetchNextPageError) {
    content = <ErrorMessage message={errorWithContext(t, props.errorContext, list.error)} />;
  } else if (rows.length === 0) {
    content = props.filtered ? (
      <EmptyMessage message={t('catalog.noMatch')} icon={props.emptyIcon} />
    ) : (
      <EmptyMessage message={props.emptyMessage} icon={props.emptyIcon} />
    );
  } else {
    content = (
      <Stack gap="md">
        <div className={list.isPlaceholderData ? classes.listBusy : undefined} aria-busy={list.isPlaceholderData}>
          {narrow ? props.cards(rows) : props.table(rows)}
        </div>
        {list.isFetchNextPageError && <ErrorMessage message={errorWithContext(t, props.errorContext, list.error)} />}
        {list.hasNextPage && (
          <Center>
            <Button variant="default" onClick={() => list.fetchNextPage()} loading={list.isFetchingNextPage}>
              {t('catalog.loadMore')}
            </Button>
          </Center>
        )}
      </Stack>
    );
  }
  return <Box ref={ref}>{content}</Box>;
}
