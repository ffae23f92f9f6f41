import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconPackageExport, IconPackageImport, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { formatDateRange } from '@shared/calendar-date';
import type { Rental } from '@shared/schemas/rental';
import { paths } from '@/lib/paths';
import { unitsOut, unitsWaiting, unitState } from '../lib/units';
import { OverdueBadge, StageBadge } from './badges';
import classes from './desk.module.css';
import { useLanguage } from '@/i18n/use-language';

/** What the desk does next with a rental: hand units over, take them back, or only look. */
export function nextStep(rental: Rental): 'handOver' | 'takeBack' | 'open' {
  if (unitsOut(rental).length > 0) return 'takeBack';
  if (unitsWaiting(rental).length > 0) return 'handOver';
  return 'open';
}

/**
 * One rental on the desk's lists, as a card (it fits a phone's width): the product, the customer
 * and the order, the dates, each unit's serial with where it stands, and the one way into its
 * check-out or check-in.
 */
export function RentalCard({ rental }: { rental: Rental }) {
  const { t } = useTranslation('desk');
  const language = useLanguage();
  const location = useLocation();
  const step = nextStep(rental);
  const Icon = step === 'takeBack' ? IconPackageImport : step === 'handOver' ? IconPackageExport : IconChevronRight;
  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      p="md"
      className={rental.overdue ? classes.overdue : undefined}
      data-testid="desk-rental"
    >
      <Stack gap="xs" h="100%">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
          <Text fw={600} style={{ overflowWrap: 'anywhere', flex: '1 1 10rem' }}>
            {rental.productName}
          </Text>
          <Group gap={6} wrap="wrap">
            <OverdueBadge rental={rental} />
            <StageBadge rental={rental} />
          </Group>
        </Group>
        <Stack gap={2}>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {rental.userName}
          </Text>
          <Group gap="xs" wrap="wrap">
            <Text size="sm" c="dimmed" className={classes.reference}>
              {rental.orderReference}
            </Text>
            <Text size="sm" c="dimmed">
              {formatDateRange(rental, language)}
            </Text>
          </Group>
        </Stack>
        <Text size="sm" c="dimmed" data-testid="desk-rental-units">
          {t('card.units', {
            count: rental.items.length,
            serials: rental.items
              .map(
                (unit) =>
                  // A kit's unit names its part.
                  `${rental.isKit ? `${unit.productName} ` : ''}${unit.serialNumber} (${t(`unit.state.${unitState(unit)}`)})`,
              )
              .join(', '),
          })}
        </Text>
        <Button
          component={Link}
          to={paths.dashboard.desk.getHref(rental.id)}
          state={{ from: `${location.pathname}${location.search}` }}
          variant={step === 'open' ? 'default' : 'light'}
          leftSection={<Icon size={18} aria-hidden />}
          mt="auto"
          fullWidth
          aria-label={t(`card.${step}Named`, { product: rental.productName, customer: rental.userName })}
        >
          {t(`card.${step}`)}
        </Button>
      </Stack>
    </Paper>
  );
}
