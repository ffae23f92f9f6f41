import { Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { Incident } from '@shared/schemas/incident';
import { ShopDay } from '@/components/shop-day';
import { paths } from '@/lib/paths';
import { IncidentEvidence } from './incident-evidence';
import { IncidentStatusBadge } from './incident-status-badge';
import { RentalLink } from './rental-link';
import { ShopReportNote } from './shop-report-note';
import classes from './incidents.module.css';

/** Phone layout: one card per incident, with what the table's row shows. */
export function IncidentCards({ incidents }: { incidents: Incident[] }) {
  const { t } = useTranslation('incidents');
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {incidents.map((incident) => (
        <Paper component="li" key={incident.id} withBorder radius="md" p="md">
          <Group justify="space-between" align="center" wrap="nowrap" gap="xs">
            <Text size="sm" fw={600}>
              {t(`types.${incident.type}`)}
            </Text>
            <IncidentStatusBadge status={incident.status} />
          </Group>
          <ShopDay instant={incident.createdAt} size="xs" c="dimmed" />
          <ShopReportNote byShop={incident.byShop} />
          <Text size="sm" mt="xs" className={classes.description}>
            {incident.description}
          </Text>
          <IncidentEvidence incident={incident} />
          <Group justify="flex-end" mt="sm">
            <RentalLink to={paths.account.rentalRequests.getHref(incident.rentalId)} />
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
