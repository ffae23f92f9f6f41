import { useCallback, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { AuditEntity } from '@shared/schemas/audit';
import { isFiltered } from '@/lib/list-filters';
import { recordSelection, recordsView } from '@/lib/records-view';
import { useListFilters } from '@/lib/use-list-filters';
import type { PagedList } from '@/lib/use-paged-list';
import { ListToolbar, type StatusFilterProps } from './list-toolbar';
import { PageHeader } from './page-header';
import { RecordPageActions } from './record-page-actions';
import { RecordsList } from './records-list';
import { useFocusFallback } from './use-focus-fallback';
import { useNarrowContainer } from './use-narrow-container';
import { usePageTitle } from './use-page-title';

/**
 * The namespaces of the dashboard's records pages (incidents, reviews): each has the texts this
 * page reads (title, showAll, search, loadMore, loaded, loadError, empty, noMatch, notFound).
 */
type RecordsNamespace = 'incidents' | 'reviews';

/**
 * What an administrator's records page is set up with: its title, which record `{id}` asks for,
 * the list's filters in the address, its width for table or cards, and the heading the focus
 * falls back to. `listing` and `oneId` say what the page's queries ask for.
 */
export function useAdminRecordsPage<Status extends string>(
  namespace: RecordsNamespace,
  statuses: readonly Status[],
  cardsBelow: number,
  /** Whether the signed-in user is an administrator: only then is the list asked for. */
  isAdmin: boolean,
) {
  const { t } = useTranslation(namespace);
  usePageTitle(t('title'));
  const selection = recordSelection(useParams().id);
  const filtering = useListFilters(statuses);
  const { ref, narrow } = useNarrowContainer<HTMLDivElement>(cardsBelow);
  const heading = useFocusFallback<HTMLHeadingElement>();
  return {
    namespace,
    selection,
    ...filtering,
    listRef: ref,
    narrow,
    heading,
    /** Whether the whole list is asked for (by an administrator). */
    listing: isAdmin && selection.kind === 'list',
    /** The record asked for on its own. */
    oneId: selection.kind === 'one' ? selection.id : null,
  };
}

type Props<Status extends string, Row> = {
  page: ReturnType<typeof useAdminRecordsPage<Status>>;
  paged: PagedList<Row>;
  one: Parameters<typeof recordsView<Row>>[2];
  /** The kind of record, for its history in the audit log. */
  entity: AuditEntity;
  /** Whether the signed-in person's role reads the audit log, where that history is. */
  history: boolean;
  /** The whole list's address. */
  listHref: string;
  /** The records' status filter, where they have a status. */
  status?: Pick<StatusFilterProps<Status>, 'texts' | 'options'>;
  skeleton: ReactNode;
  /** The empty list's picture. */
  icon: ReactNode;
  /** The records, as a table or as cards. */
  children: (records: Row[]) => ReactNode;
  /** The page's popups. */
  dialogs: ReactNode;
};

/**
 * An administrator's records page (incidents, reviews): its heading with the record's history and
 * the way back to the list, the search and status filter above the list, and the list a page at a
 * time, or the one record `{id}` names.
 */
export function AdminRecordsPage<Status extends string, Row>({
  page,
  paged,
  one,
  entity,
  history,
  listHref,
  status,
  skeleton,
  icon,
  children,
  dialogs,
}: Props<Status, Row>) {
  const { t } = useTranslation(page.namespace);
  const { selection, filters } = page;
  const loaded = useCallback((count: number) => t('loaded', { count }), [t]);
  return (
    <>
      <PageHeader
        title={t('title')}
        titleRef={page.heading.ref}
        actions={
          <RecordPageActions
            selection={selection}
            entity={entity}
            history={history}
            list={{ href: listHref, label: t('showAll') }}
          />
        }
      />
      {selection.kind === 'list' && (
        <ListToolbar
          search={{
            value: filters.q,
            onSearch: page.setSearch,
            texts: t('search', { returnObjects: true }),
            busy: paged.updating,
          }}
          status={status && { ...status, value: filters.status, onChange: page.setStatus }}
        />
      )}
      <RecordsList
        listRef={page.listRef}
        paging={selection.kind === 'list' ? { paged, label: t('loadMore'), loaded } : null}
        view={recordsView(selection, paged.list, one)}
        skeleton={skeleton}
        loadError={t('loadError')}
        empty={{ message: isFiltered(filters) ? t('noMatch') : t('empty'), icon }}
        notFound={{ title: t('notFound.title'), message: t('notFound.messageAll') }}
      >
        {children}
      </RecordsList>
      {dialogs}
    </>
  );
}
