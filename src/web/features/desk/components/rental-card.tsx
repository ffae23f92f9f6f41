import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconPackageExport, IconPackageImport, IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { formatDateRange } from '@shared/calendar-date';
import { formatEuros, fromCents, toCents } from '@shared/money';
import type { DeskListRental, DeskPickUp } from '@shared/schemas/hand-over';
import type { Rental } from '@shared/schemas/rental';
import { useFormatPrice } from '@/components/use-format-price';
import { paths } from '@/lib/paths';
import { depositForCents, rentDueCents } from '../lib/money-due';
import { unitsOut, unitsWaiting, unitState } from '../lib/units';
import { ClosedDayBadge, OverdueBadge, StageBadge } from './badges';
import classes from './desk.module.css';
import { useLanguage } from '@/i18n/use-language';

/** What the desk does next with a rental: hand units over, take them back, or only look. */
export function nextStep(rental: Rental): 'handOver' | 'takeBack' | 'open' {
  if (unitsOut(rental).length > 0) return 'takeBack';
  if (unitsWaiting(rental).length > 0) return 'handOver';
  return 'open';
}

/** What a pick-up takes at the counter: the rent the order owes and the deposit, as the server counts them. */
function PickUpDues({ rental }: { rental: DeskPickUp }) {
  const { t } = useTranslation('desk');
  const formatPrice = useFormatPrice();
  const rent = rentDueCents(rental);
  const deposit = depositForCents(rental, unitsWaiting(rental).length);
  const amounts = { rent: formatPrice(fromCents(rent)), deposit: formatPrice(fromCents(deposit)) };
  const key = rent > 0 ? (deposit > 0 ? 'dueBoth' : 'dueRent') : deposit > 0 ? 'dueDeposit' : 'dueNone';
  return (
    <Text size="sm" fw={rent > 0 ? 600 : undefined} data-testid="desk-rental-dues">
      {t(`card.${key}`, amounts)}
    </Text>
  );
}

/**
 * One rental on the desk's lists, as a card (it fits a phone's width): the product, the customer
 * and the order, the dates, a pick-up or return on a closed day, each unit's serial with where it
 * stands, what a pick-up takes, and the one way into its check-out or check-in.
 */
export function RentalCard({ rental }: { rental: DeskListRental | DeskPickUp }) {
  const { t } = useTranslation('desk');
  const { t: tRentals } = useTranslation('rentals');
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
        {/* A pick-up or return on a closed day: the counter must be there (decision 102). */}
        {rental.closedDays.length > 0 && (
          <Stack gap={4} align="flex-start">
            {rental.closedDays.map((day) => (
              <ClosedDayBadge key={`${day.date}-${day.kind}`} day={day} />
            ))}
          </Stack>
        )}
        {/* Overdue: the fee so far, as the customer's rental says it (the server's). */}
        {rental.overdue && toCents(rental.lateFee) > 0 && (
          <Text size="sm" c="red" fw={600} data-testid="desk-late-fee">
            {tRentals('handOver.lateFeeSoFar', { amount: formatEuros(toCents(rental.lateFee), language) })}
          </Text>
        )}
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
        {step === 'handOver' && 'balanceDue' in rental && <PickUpDues rental={rental} />}
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
