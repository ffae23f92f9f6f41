import { Anchor, Badge, Group, Text } from '@mantine/core';
import { IconArrowRight, IconClockExclamation } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatEuros, toCents } from '@shared/money';
import type { AdminOverview } from '@shared/schemas/admin-overview';
import { useLanguage } from '@/i18n/use-language';
import { paths } from '@/lib/paths';
import { useMayOpen } from './use-may-open';
import classes from './dashboard-home.module.css';
import { EmptyLine, MoreLink, OverviewCard } from './overview-card';
import { RentalRow } from './rental-row';
import { SerialList } from './serial-list';

/**
 * Rentals past their last day with units not back, the longest late first: how late, the late fee
 * so far, whose, which units, and the way to the desk to take them back (for a role that works
 * there). Flagged like the rentals needing a new unit while there are any.
 */
export function OverdueCard({ list }: { list: AdminOverview['overdue'] }) {
  const { t } = useTranslation('dashboard-home');
  const { t: tRentals } = useTranslation('rentals');
  const language = useLanguage();
  const late = list.total > 0;
  const atDesk = useMayOpen()(paths.dashboard.desk.getHref());
  return (
    <OverviewCard
      id="home-overdue"
      title={t('overdue.title')}
      description={late ? t('overdue.description') : undefined}
      icon={<IconClockExclamation size={20} />}
      color={late ? 'red' : 'gray'}
      count={list.total}
      tone={late ? 'alert' : 'default'}
    >
      {late ? (
        <ul className={classes.list}>
          {list.items.map((rental) => (
            <RentalRow key={rental.id} rental={rental}>
              <Group justify="space-between" gap="xs" wrap="wrap" align="center">
                <Group gap={6} wrap="wrap">
                  <Badge color="red" variant="light" className={classes.badge}>
                    {t('overdue.daysLate', { count: rental.daysLate })}
                  </Badge>
                  {toCents(rental.lateFee) > 0 && (
                    <Text size="xs" c="red" fw={600} data-testid="overdue-late-fee">
                      {tRentals('handOver.lateFeeSoFar', { amount: formatEuros(toCents(rental.lateFee), language) })}
                    </Text>
                  )}
                  <SerialList units={rental.items} />
                </Group>
                {atDesk && (
                  <Anchor
                    component={Link}
                    to={paths.dashboard.desk.getHref(rental.id)}
                    size="sm"
                    fw={600}
                    className={classes.arrowLink}
                    aria-label={t('overdue.takeBackNamed', { product: rental.productName, name: rental.userName })}
                  >
                    {t('overdue.takeBack')}
                    <IconArrowRight size={14} stroke={2} aria-hidden />
                  </Anchor>
                )}
              </Group>
            </RentalRow>
          ))}
        </ul>
      ) : (
        <EmptyLine>{t('overdue.none')}</EmptyLine>
      )}
      <MoreLink hidden={list.total - list.items.length} to={paths.dashboard.desk.getHref()} />
    </OverviewCard>
  );
}
