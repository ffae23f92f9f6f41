import { Group, Text } from '@mantine/core';
import { IconTool } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { AdminOverview } from '@shared/schemas/admin-overview';
import { SerialTag } from '@/components/serial-tag';
import { paths } from '@/lib/paths';
import classes from './dashboard-home.module.css';
import { EmptyLine, MoreLink, OverviewCard } from './overview-card';

/** Units set NonOperational, newest first: serial number and product. */
export function OutOfServiceCard({ list }: { list: AdminOverview['outOfService'] }) {
  const { t } = useTranslation('dashboard-home');
  return (
    <OverviewCard
      id="home-out-of-service"
      title={t('outOfService.title')}
      icon={<IconTool size={20} />}
      color="gray"
      count={list.total}
    >
      {list.items.length === 0 ? (
        <EmptyLine>{t('outOfService.none')}</EmptyLine>
      ) : (
        <ul className={classes.list}>
          {list.items.map((unit) => (
            <Group component="li" key={unit.id} gap="xs" wrap="nowrap" className={classes.row}>
              <SerialTag anywhere className={classes.serialFixed}>
                {unit.serialNumber}
              </SerialTag>
              <Text size="sm" className={classes.name}>
                {unit.productName}
              </Text>
            </Group>
          ))}
        </ul>
      )}
      <MoreLink hidden={list.total - list.items.length} to={paths.dashboard.manageCatalog.items.getHref()} />
    </OverviewCard>
  );
}
