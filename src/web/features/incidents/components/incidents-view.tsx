import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { RecordsList } from '@/components/records-list';
import { ShowAllButton } from '@/components/show-all-button';
import { useNarrowContainer } from '@/components/use-narrow-container';
import { usePageTitle } from '@/components/use-page-title';
import { paths } from '@/lib/paths';
import { recordSelection, recordsView } from '@/lib/records-view';
import { useCurrentUser } from '@/features/auth';
import { useIncident } from '../api/use-incident';
import { useIncidents } from '../api/use-incidents';
import { IncidentCards } from './incident-cards';
import { IncidentsSkeleton, IncidentsTable } from './incidents-table';

/** Narrower than this (content width in px), incidents show as cards. */
const CARDS_BELOW = 700;

/**
 * SPEC section 2 "Incidents", the customer's own: newest first as the API sends them, or the one
 * incident `{id}` names (asked for by its id, so another's or a missing one reads "not found").
 */
export function IncidentsView() {
  const { t } = useTranslation('incidents');
  usePageTitle(t('title'));
  const { user } = useCurrentUser();
  const selection = recordSelection(useParams().id);
  const list = useIncidents(user?.id, selection.kind === 'list');
  const one = useIncident(user?.id, selection.kind === 'one' ? selection.id : null);
  const view = recordsView(selection, list, one);
  const { ref, narrow } = useNarrowContainer<HTMLDivElement>(CARDS_BELOW);

  return (
    <>
      <PageHeader
        title={t('title')}
        actions={
          selection.kind !== 'list' && <ShowAllButton to={paths.account.incidents.getHref()} label={t('showAll')} />
        }
      />
      <RecordsList
        listRef={ref}
        paging={null}
        view={view}
        skeleton={<IncidentsSkeleton scope="own" compact={narrow} />}
        loadError={t('loadError')}
        empty={{ message: t('empty'), icon: <IconAlertTriangle size={26} stroke={1.5} /> }}
        notFound={{ title: t('notFound.title'), message: t('notFound.message') }}
      >
        {(incidents) =>
          narrow ? <IncidentCards incidents={incidents} /> : <IncidentsTable scope="own" incidents={incidents} />
        }
      </RecordsList>
    </>
  );
}
