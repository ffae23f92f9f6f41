import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { incidentStatuses } from '@shared/schemas/incident';
import { AdminRecordsPage, useAdminRecordsPage } from '@/components/admin-records-page';
import { paths } from '@/lib/paths';
import { useCurrentUser, useMayDoCheck } from '@/features/auth';
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
 * popup that opens or closes the report, for a role that may (orders.write: an accountant reads them).
 */
export function AdminIncidentsView() {
  const { t } = useTranslation('incidents');
  const { user } = useCurrentUser();
  const page = useAdminRecordsPage('incidents', incidentStatuses, CARDS_BELOW, user?.isAdmin === true);
  const paged = useAdminIncidents(page.filters, page.listing);
  const one = useAdminIncident(page.oneId);
  const dialog = useStatusDialog();
  const mayDo = useMayDoCheck();
  const onEditStatus = mayDo('orders.write') ? dialog.open : undefined;

  return (
    <AdminRecordsPage
      page={page}
      paged={paged}
      one={one}
      entity="incident"
      history={mayDo('audit')}
      listHref={paths.dashboard.incidents.getHref()}
      status={{
        texts: t('filter', { returnObjects: true }),
        options: incidentStatuses.map((status) => ({ value: status, label: t(`status.${status}`) })),
      }}
      skeleton={<IncidentsSkeleton scope="all" compact={page.narrow} />}
      icon={<IconAlertTriangle size={26} stroke={1.5} />}
      dialogs={
        <IncidentStatusModal
          incident={dialog.incident}
          opened={dialog.opened}
          onClose={dialog.close}
          onExitTransitionEnd={() => page.heading.restore()}
        />
      }
    >
      {(incidents) => {
        const props = { incidents, onEditStatus };
        return page.narrow ? <AdminIncidentCards {...props} /> : <IncidentsTable scope="all" {...props} />;
      }}
    </AdminRecordsPage>
  );
}
