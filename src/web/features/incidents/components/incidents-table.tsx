import { Box, Skeleton, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { AdminIncident, Incident } from '@shared/schemas/incident';
import { RecordsSkeleton, userCellPlaceholder } from '@/components/records-skeleton';
import { ShopDay } from '@/components/shop-day';
import { UserCell } from '@/components/user-cell';
import { paths } from '@/lib/paths';
import type { IncidentListProps, IncidentScope } from './incident-list-props';
import { DamageWaiverNote } from './damage-waiver-note';
import { IncidentEvidence } from './incident-evidence';
import { IncidentStatusBadge } from './incident-status-badge';
import { IncidentStatusButton } from './incident-status-button';
import { RentalLink } from './rental-link';
import { ShopReportNote } from './shop-report-note';
import classes from './incidents.module.css';

/** Narrower than this (px), the table scrolls: the customer's 5 columns, the dashboard's 6. */
export const INCIDENTS_TABLE_MIN_WIDTH: Record<IncidentScope, number> = { own: 640, all: 820 };

/** Shared with the loading skeleton; the dashboard's has the user column. */
export function IncidentsTableHead({ scope }: { scope: IncidentScope }) {
  const { t } = useTranslation('incidents');
  return (
    <Table.Thead>
      <Table.Tr>
        <Table.Th>{t('columns.date')}</Table.Th>
        {scope === 'all' && <Table.Th>{t('columns.user')}</Table.Th>}
        <Table.Th>{t('columns.type')}</Table.Th>
        <Table.Th>{t('columns.description')}</Table.Th>
        <Table.Th>{t('columns.status')}</Table.Th>
        <Table.Th>{t('columns.rental')}</Table.Th>
      </Table.Tr>
    </Table.Thead>
  );
}

/** The table's placeholder cells, one per column. */
const skeletonCells = (scope: IncidentScope) => [
  <Skeleton key="date" height={12} width={100} />,
  ...(scope === 'all' ? [<Box key="user">{userCellPlaceholder}</Box>] : []),
  <Skeleton key="type" height={12} width={90} />,
  <Skeleton key="description" height={12} width="90%" />,
  <Skeleton key="status" height={20} width={64} radius="xl" />,
  <Skeleton key="rental" height={12} width={90} />,
];

/** Placeholder rows, or cards on phones, while the reports load. */
export function IncidentsSkeleton({ scope, compact }: { scope: IncidentScope; compact: boolean }) {
  return (
    <RecordsSkeleton
      compact={compact}
      head={<IncidentsTableHead scope={scope} />}
      cells={skeletonCells(scope)}
      minWidth={INCIDENTS_TABLE_MIN_WIDTH[scope]}
    />
  );
}

/** A row: the report, and in the dashboard whose it is and how its status popup opens. */
type Row = { incident: Incident; admin: { incident: AdminIncident; editStatus: (() => void) | null } | null };

const rowsOf = (props: IncidentListProps): Row[] =>
  props.scope === 'all'
    ? props.incidents.map((incident) => {
        const { onEditStatus } = props;
        return { incident, admin: { incident, editStatus: onEditStatus ? () => onEditStatus(incident) : null } };
      })
    : props.incidents.map((incident) => ({ incident, admin: null }));

/**
 * Desktop layout (SPEC section 2): the customer's 5 columns, each status a badge; in the dashboard
 * the user too, the product under the type, and a status that opens the popup to change it.
 */
export function IncidentsTable(props: IncidentListProps) {
  const { t } = useTranslation('incidents');
  const { scope } = props;
  const rentals = scope === 'all' ? paths.dashboard.rentalRequests : paths.account.rentalRequests;
  return (
    <Table.ScrollContainer minWidth={INCIDENTS_TABLE_MIN_WIDTH[scope]}>
      <Table withTableBorder verticalSpacing="sm" horizontalSpacing={scope === 'all' ? 'xs' : 'sm'}>
        <IncidentsTableHead scope={scope} />
        <Table.Tbody>
          {rowsOf(props).map(({ incident, admin }) => (
            // The dashboard's list pages: Load more finds its records by data-record.
            <Table.Tr key={incident.id} data-record={admin ? true : undefined}>
              <Table.Td>
                <ShopDay instant={incident.createdAt} size="sm" className={classes.date} />
              </Table.Td>
              {admin && (
                <Table.Td>
                  <UserCell name={admin.incident.userName} email={admin.incident.userEmail} />
                </Table.Td>
              )}
              <Table.Td>
                <Text size="sm" fw={600}>
                  {t(`types.${incident.type}`)}
                </Text>
                {admin && (
                  <Text size="xs" c="dimmed">
                    {admin.incident.productName}
                  </Text>
                )}
                <ShopReportNote byShop={incident.byShop} reporterName={admin?.incident.reporterName} />
              </Table.Td>
              <Table.Td>
                <Text size="sm" className={classes.description}>
                  {incident.description}
                </Text>
                <IncidentEvidence incident={incident} />
                {admin && <DamageWaiverNote amount={admin.incident.damageWaiver} />}
              </Table.Td>
              <Table.Td>
                {admin?.editStatus ? (
                  <IncidentStatusButton status={incident.status} onClick={admin.editStatus} />
                ) : (
                  <IncidentStatusBadge status={incident.status} />
                )}
              </Table.Td>
              <Table.Td>
                <RentalLink to={rentals.getHref(incident.rentalId)} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
