import { useCallback } from 'react';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { incidentStatuses } from '@shared/schemas/incident';
import { ListToolbar } from '@/components/list-toolbar';
import { PageHeader } from '@/components/page-header';
import { RecordPageActions } from '@/components/record-page-actions';
import { RecordsList } from '@/components/records-list';
import { useFocusFallback } from '@/components/use-focus-fallback';
import { useNarrowContainer } from '@/components/use-narrow-container';
import { usePageTitle } from '@/components/use-page-title';
import { isFiltered } from '@/lib/list-filters';
import { paths } from '@/lib/paths';
import { recordSelection, recordsView } from '@/lib/records-view';
import { useListFilters } from '@/lib/use-list-filters';
import { useCurrentUser } from '@/features/auth';
import { useAdminIncident } from '../api/use-admin-incident';
import { useAdminIncidents } from '../api/use-admin-incidents';
import { useStatusDialog } from '../hooks/use-status-dialog';
import { AdminIncidentCards } from './admin-incident-cards';
import { IncidentsSkeleton, IncidentsTable } from './incidents-table';
import { IncidentStatusModal } from './incident-status-modal';

/** Narrower than this (content width in px), incident reports show as cards. */
const CARDS_BELOW = 860;

/**
 * SPEC section 2 "Incidents" in the dashboard: every customer's reports, newest first, filtered by
 * status and searched, a page at a time; or the one `{id}` names. Clicking a status opens the
 * popup that opens or closes the report.
 */
export function AdminIncidentsView() {
  const { t } = useTranslation('incidents');
  usePageTitle(t('title'));
  const { user } = useCurrentUser();
  const selection = recordSelection(useParams().id);
  const { filters, setStatus, setSearch } = useListFilters(incidentStatuses);
  const paged = useAdminIncidents(filters, user?.isAdmin === true && selection.kind === 'list');
  const one = useAdminIncident(selection.kind === 'one' ? selection.id : null);
  const view = recordsView(selection, paged.list, one);
  const { ref, narrow } = useNarrowContainer<HTMLDivElement>(CARDS_BELOW);
  const dialog = useStatusDialog();
  const heading = useFocusFallback<HTMLHeadingElement>();
  const loaded = useCallback((count: number) => t('loaded', { count }), [t]);

  return (
    <>
      <PageHeader
        title={t('title')}
        titleRef={heading.ref}
        actions={
          <RecordPageActions
            selection={selection}
            entity="incident"
            list={{ href: paths.dashboard.incidents.getHref(), label: t('showAll') }}
          />
        }
      />
      {selection.kind === 'list' && (
        <ListToolbar
          search={{
            value: filters.q,
            onSearch: setSearch,
            texts: t('search', { returnObjects: true }),
            busy: paged.updating,
          }}
          status={{
            value: filters.status,
            onChange: setStatus,
            texts: t('filter', { returnObjects: true }),
            options: incidentStatuses.map((status) => ({ value: status, label: t(`status.${status}`) })),
          }}
        />
      )}
      <RecordsList
        listRef={ref}
        paging={selection.kind === 'list' ? { paged, label: t('loadMore'), loaded } : null}
        view={view}
        skeleton={<IncidentsSkeleton scope="all" compact={narrow} />}
        loadError={t('loadError')}
        empty={{
          message: isFiltered(filters) ? t('noMatch') : t('empty'),
          icon: <IconAlertTriangle size={26} stroke={1.5} />,
        }}
        notFound={{ title: t('notFound.title'), message: t('notFound.messageAll') }}
      >
        {(incidents) => {
          const props = { incidents, onEditStatus: dialog.open };
          return narrow ? <AdminIncidentCards {...props} /> : <IncidentsTable scope="all" {...props} />;
        }}
      </RecordsList>
      <IncidentStatusModal
        incident={dialog.incident}
        opened={dialog.opened}
        onClose={dialog.close}
        onExitTransitionEnd={() => heading.restore()}
      />
    </>
  );
}
