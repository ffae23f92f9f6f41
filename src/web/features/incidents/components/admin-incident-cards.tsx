import { Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ShopDay } from '@/components/shop-day';
import { UserCell } from '@/components/user-cell';
import { paths } from '@/lib/paths';
import type { AdminIncidentListProps } from './incident-list-props';
import { DamageWaiverNote } from './damage-waiver-note';
import { IncidentEvidence } from './incident-evidence';
import { IncidentStatusBadge } from './incident-status-badge';
import { IncidentStatusButton } from './incident-status-button';
import { RentalLink } from './rental-link';
import { ShopReportNote } from './shop-report-note';
import classes from './incidents.module.css';

/** Phone layout: one card per incident report, with what the table's row shows. */
export function AdminIncidentCards({ incidents, onEditStatus }: AdminIncidentListProps) {
  const { t } = useTranslation('incidents');
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {incidents.map((incident) => (
        <Paper component="li" key={incident.id} withBorder radius="md" p="md" data-record>
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
            <Stack gap={0} miw={0}>
              <Text size="sm" fw={600}>
                {t(`types.${incident.type}`)}
              </Text>
              <Text size="xs" c="dimmed">
                <ShopDay instant={incident.createdAt} inherit span className={classes.date} /> · {incident.productName}
              </Text>
              <ShopReportNote byShop={incident.byShop} reporterName={incident.reporterName} />
            </Stack>
            {onEditStatus ? (
              <IncidentStatusButton status={incident.status} onClick={() => onEditStatus(incident)} />
            ) : (
              <IncidentStatusBadge status={incident.status} />
            )}
          </Group>
          <Text size="sm" mt="xs" className={classes.description}>
            {incident.description}
          </Text>
          <IncidentEvidence incident={incident} />
          <DamageWaiverNote amount={incident.damageWaiver} />
          <Group justify="space-between" align="flex-end" wrap="nowrap" gap="sm" mt="sm">
            <UserCell name={incident.userName} email={incident.userEmail} />
            <div style={{ flex: 'none' }}>
              <RentalLink to={paths.dashboard.rentalRequests.getHref(incident.rentalId)} />
            </div>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
