import type { ReactNode } from 'react';
import { Anchor, Box, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatEuros, rentalDays, toCents } from '@shared/money';
import type { Rental, RentalUnit } from '@shared/schemas/rental';
import { SerialTag } from '@/components/serial-tag';
import { paths } from '@/lib/paths';
import { KitBadge, KitPartGroups } from '@/features/kits';
import { formatShopDateTime } from '@/lib/shop-calendar';
import { handOverOf, unitStage } from '../lib/hand-over';
import classes from './rentals.module.css';
import { useLanguage } from '@/i18n/use-language';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={4} miw={0}>
      <Text size="xs" fw={700} tt="uppercase" c="dimmed" style={{ letterSpacing: '0.04em' }}>
        {label}
      </Text>
      {children}
    </Stack>
  );
}

/** One unit at the desk: its serial number, and when it was handed over or came back, or that it is missing. */
function UnitLine({ unit }: { unit: RentalUnit }) {
  const { t } = useTranslation('rentals');
  const language = useLanguage();
  const stage = unitStage(unit);
  const at = stage === 'out' ? unit.checkedOutAt : stage === 'back' || stage === 'damaged' ? unit.checkedInAt : null;
  const when = at ? formatShopDateTime(at, language) : '';
  return (
    <Group component="li" gap={8} wrap="nowrap" align="baseline" data-stage={stage}>
      <SerialTag className={classes.serialFixed}>{unit.serialNumber}</SerialTag>
      <Text
        size="xs"
        c={stage === 'missing' || stage === 'damaged' ? 'red' : 'dimmed'}
        fw={stage === 'missing' ? 600 : undefined}
      >
        {t(`handOver.units.${stage}`, { when })}
      </Text>
    </Group>
  );
}

/**
 * What the date range expands to: the product, the items' serial numbers (each with where it
 * stands at the desk once one was handed over), the total with any late fee, and the order the
 * rental was booked in (its reference, linking to the order's page).
 * `inset` pads it for a table cell; inside a card the card's own padding is enough.
 */
export function RentalDetails({
  rental,
  orderHref,
  inset = true,
}: {
  rental: Rental;
  orderHref: (id: number) => string;
  inset?: boolean;
}) {
  const { t } = useTranslation('rentals');
  const language = useLanguage();
  const days = rentalDays(rental.dateFrom, rental.dateTo);
  // Closed days may be free: then the line says how many of its days it charges.
  const daysText =
    rental.chargedDays < days
      ? t('details.chargedOf', { count: rental.chargedDays, days })
      : t('details.days', { count: days });
  const { lateFee } = handOverOf(rental);
  const atDesk = rental.items.some((item) => item.checkedOutAt !== null);
  const { t: tKits } = useTranslation('kits-areas');
  // A part's units, or the rental's own: each with where it stands once one was handed over.
  const unitList = (units: RentalUnit[], label: string) =>
    atDesk ? (
      <Stack component="ul" aria-label={label} gap={6} m={0} p={0} style={{ listStyle: 'none' }}>
        {units.map((item) => (
          <UnitLine key={item.id} unit={item} />
        ))}
      </Stack>
    ) : (
      <Box
        component="ul"
        aria-label={label}
        style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: 6 }}
      >
        {units.map((item) => (
          <li key={item.id}>
            <SerialTag>{item.serialNumber}</SerialTag>
          </li>
        ))}
      </Box>
    );
  return (
    <Group
      align="flex-start"
      gap="xl"
      wrap="wrap"
      p={inset ? 'md' : 0}
      pt="md"
      style={{ rowGap: 'var(--mantine-spacing-md)' }}
    >
      <Field label={t('details.product')}>
        <Group gap={6} wrap="nowrap">
          <Anchor component={Link} to={paths.product.getHref(rental.productId)} size="sm" fw={600}>
            {rental.productName}
          </Anchor>
          {rental.isKit && <KitBadge size="xs" />}
        </Group>
        {rental.isKit && (
          <Text size="xs" c="dimmed" data-testid="kit-quantity">
            {tKits('rental.kits', { count: rental.quantity })}
          </Text>
        )}
      </Field>
      {rental.isKit ? (
        <Field label={tKits('rental.inBox')}>
          <KitPartGroups units={rental.items}>{unitList}</KitPartGroups>
        </Field>
      ) : (
        <Field label={t('details.items')}>{unitList(rental.items, t('details.items'))}</Field>
      )}
      <Field label={t('details.order')}>
        <Anchor component={Link} to={orderHref(rental.orderId)} size="sm" fw={600} className={classes.reference}>
          {rental.orderReference}
        </Anchor>
      </Field>
      <Field label={t('details.total')}>
        <Text size="sm" fw={700}>
          {formatEuros(toCents(rental.total), language)}
        </Text>
        <Text size="xs" c="dimmed">
          {daysText} · {t('details.itemCount', { count: rental.items.length })}
        </Text>
        {/* Its rent above; what the coupon took off it and the waiver adds, as the order shows them. */}
        {(toCents(rental.discount) > 0 || toCents(rental.damageWaiver) > 0) && (
          <Text size="xs" c="dimmed" data-testid="rental-extras">
            {[
              toCents(rental.discount) > 0 &&
                t('order.lineDiscount', { amount: formatEuros(toCents(rental.discount), language) }),
              toCents(rental.damageWaiver) > 0 &&
                t('order.lineWaiver', { amount: formatEuros(toCents(rental.damageWaiver), language) }),
            ]
              .filter(Boolean)
              .join(' · ')}
          </Text>
        )}
        {lateFee && (
          <Text size="xs" c={lateFee.growing ? 'red' : undefined} fw={600} data-testid="late-fee">
            {t(lateFee.growing ? 'handOver.lateFeeSoFar' : 'handOver.lateFee', {
              amount: formatEuros(lateFee.cents, language),
            })}
          </Text>
        )}
        {lateFee?.growing && (
          <Text size="xs" c="dimmed" maw={260}>
            {t('handOver.lateFeeGrows')}
          </Text>
        )}
      </Field>
    </Group>
  );
}
