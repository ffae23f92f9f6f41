import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Incident } from '@shared/schemas/incident';
import { ShopDay } from '@/components/shop-day';
import { paths } from '@/lib/paths';
import { IncidentEvidence } from './incident-evidence';
import { IncidentStatusBadge } from './incident-status-badge';
import { RentalLink } from './rental-link';
import { ShopReportNote } from './shop-report-note';
import classes from './incidents.module.css';

export const INCIDENTS_TABLE_MIN_WIDTH = 640;

/** Shared with the loading skeleton. */
export function IncidentsTableHead() {
  const { t } = useTranslation('incidents');
  return (
    <Table.Thead>
      <Table.Tr>
        <Table.Th>{t('columns.date')}</Table.Th>
        <Table.Th>{t('columns.type')}</Table.Th>
        <Table.Th>{t('columns.description')}</Table.Th>
        <Table.Th>{t('columns.status')}</Table.Th>
        <Table.Th>{t('columns.rental')}</Table.Th>
      </Table.Tr>
    </Table.Thead>
  );
}

/** Desktop layout: the customer's 5 columns (SPEC section 2; the dashboard adds the user). */
export function IncidentsTable({ incidents }: { incidents: Incident[] }) {
  const { t } = useTranslation('incidents');
  return (
    <Table.ScrollContainer minWidth={INCIDENTS_TABLE_MIN_WIDTH}>
      <Table withTableBorder verticalSpacing="sm" horizontalSpacing="sm">
        <IncidentsTableHead />
        <Table.Tbody>
          {incidents.map((incident) => (
            <Table.Tr key={incident.id}>
              <Table.Td>
                <ShopDay instant={incident.createdAt} size="sm" className={classes.date} />
              </Table.Td>
              <Table.Td>
                <Text size="sm" fw={600}>
                  {t(`types.${incident.type}`)}
                </Text>
                <ShopReportNote byShop={incident.byShop} />
              </Table.Td>
              <Table.Td>
                <Text size="sm" className={classes.description}>
                  {incident.description}
                </Text>
                <IncidentEvidence incident={incident} />
              </Table.Td>
              <Table.Td>
                <IncidentStatusBadge status={incident.status} />
              </Table.Td>
              <Table.Td>
                <RentalLink to={paths.account.rentalRequests.getHref(incident.rentalId)} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
