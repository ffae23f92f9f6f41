import { Anchor, Group, Stack, Text } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AdminOverview } from '@shared/schemas/admin-overview';
import { ShopDay } from '@/components/shop-day';
import { paths } from '@/lib/paths';
import classes from './dashboard-home.module.css';
import { EmptyLine, MoreLink, OverviewCard } from './overview-card';

/** The newest open incidents, each a link to the report. */
export function IncidentsCard({ list }: { list: AdminOverview['openIncidents'] }) {
  const { t } = useTranslation(['dashboard-home', 'incidents']);
  return (
    <OverviewCard
      id="home-incidents"
      title={t('incidents.title')}
      icon={<IconAlertCircle size={20} />}
      color="orange"
      count={list.total}
    >
      {list.items.length === 0 ? (
        <EmptyLine>{t('incidents.none')}</EmptyLine>
      ) : (
        <ul className={classes.list}>
          {list.items.map((incident) => (
            <Stack component="li" key={incident.id} gap={2} className={classes.row}>
              <Group justify="space-between" gap={4} wrap="wrap" align="baseline">
                <Anchor
                  component={Link}
                  to={paths.dashboard.incidents.getHref(incident.id)}
                  size="sm"
                  fw={600}
                  className={classes.name}
                >
                  {t(`incidents:types.${incident.type}`)} · {incident.productName}
                </Anchor>
                <ShopDay instant={incident.createdAt} size="xs" c="dimmed" />
              </Group>
              <Text size="sm" className={classes.name}>
                {incident.userName}
              </Text>
            </Stack>
          ))}
        </ul>
      )}
      <MoreLink hidden={list.total - list.items.length} to={`${paths.dashboard.incidents.getHref()}?status=Open`} />
    </OverviewCard>
  );
}
