import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ShopDay } from '@/components/shop-day';
import { UserCell } from '@/components/user-cell';
import { paths } from '@/lib/paths';
import type { AdminIncidentListProps } from './admin-incident-list-props';
import { IncidentEvidence } from './incident-evidence';
import { IncidentStatusButton } from './incident-status-button';
import { RentalLink } from './rental-link';
import { ShopReportNote } from './shop-report-note';
import classes from './incidents.module.css';

export const ADMIN_INCIDENTS_TABLE_MIN_WIDTH = 820;

/** Shared with the loading skeleton. */
export function AdminIncidentsTableHead() {
  const { t } = useTranslation('incidents');
  return (
    <Table.Thead>
      <Table.Tr>
        <Table.Th>{t('columns.date')}</Table.Th>
        <Table.Th>{t('columns.user')}</Table.Th>
        <Table.Th>{t('columns.type')}</Table.Th>
        <Table.Th>{t('columns.description')}</Table.Th>
        <Table.Th>{t('columns.status')}</Table.Th>
        <Table.Th>{t('columns.rental')}</Table.Th>
      </Table.Tr>
    </Table.Thead>
  );
}

/** Desktop layout: the dashboard's 6 columns (SPEC section 2: the customer's 5 and the user). */
export function AdminIncidentsTable({ incidents, onEditStatus }: AdminIncidentListProps) {
  const { t } = useTranslation('incidents');
  return (
    <Table.ScrollContainer minWidth={ADMIN_INCIDENTS_TABLE_MIN_WIDTH}>
      <Table withTableBorder verticalSpacing="sm" horizontalSpacing="xs">
        <AdminIncidentsTableHead />
        <Table.Tbody>
          {incidents.map((incident) => (
            <Table.Tr key={incident.id} data-record>
              <Table.Td>
                <ShopDay instant={incident.createdAt} size="sm" className={classes.date} />
              </Table.Td>
              <Table.Td>
                <UserCell name={incident.userName} email={incident.userEmail} />
              </Table.Td>
              <Table.Td>
                <Text size="sm" fw={600}>
                  {t(`types.${incident.type}`)}
                </Text>
                <Text size="xs" c="dimmed">
                  {incident.productName}
                </Text>
                <ShopReportNote byShop={incident.byShop} reporterName={incident.reporterName} />
              </Table.Td>
              <Table.Td>
                <Text size="sm" className={classes.description}>
                  {incident.description}
                </Text>
                <IncidentEvidence incident={incident} />
              </Table.Td>
              <Table.Td>
                <IncidentStatusButton status={incident.status} onClick={() => onEditStatus(incident)} />
              </Table.Td>
              <Table.Td>
                <RentalLink to={paths.dashboard.rentalRequests.getHref(incident.rentalId)} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
