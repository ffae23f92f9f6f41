import { Anchor, Group, Text } from '@mantine/core';
import { IconArrowRight, IconTool } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AdminOverview } from '@shared/schemas/admin-overview';
import { SerialTag } from '@/components/serial-tag';
import { paths } from '@/lib/paths';
import classes from './dashboard-home.module.css';
import { EmptyLine, MoreLink, OverviewCard } from './overview-card';
import { useMayOpen } from './use-may-open';

/**
 * Units set NonOperational, newest first: serial number and product; and how many are due for a
 * service (decision 094), leading to the units' list filtered to them where the role opens it
 * (the counter does: it records their services).
 */
export function OutOfServiceCard({ list, serviceDue }: { list: AdminOverview['outOfService']; serviceDue: number }) {
  const { t } = useTranslation('dashboard-home');
  const mayOpen = useMayOpen();
  const due = `${paths.dashboard.manageCatalog.items.getHref()}?serviceDue=true`;
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
      {serviceDue > 0 &&
        (mayOpen(due) ? (
          <Anchor
            component={Link}
            to={due}
            size="sm"
            fw={600}
            style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}
            data-testid="service-due-link"
          >
            {t('outOfService.serviceDue', { count: serviceDue })}
            <IconArrowRight size={14} stroke={2} aria-hidden />
          </Anchor>
        ) : (
          <Text size="sm" c="dimmed">
            {t('outOfService.serviceDue', { count: serviceDue })}
          </Text>
        ))}
    </OverviewCard>
  );
}
