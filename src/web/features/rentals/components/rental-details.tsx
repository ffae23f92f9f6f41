import type { ReactNode } from 'react';
import { Anchor, Box, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatEuros, rentalDays, toCents } from '@shared/money';
import type { Rental } from '@shared/schemas/rental';
import { paths } from '@/lib/paths';
import classes from './rentals.module.css';

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

/**
 * What the date range expands to: the product, the items' serial numbers, the total, and the
 * order the rental was booked in (its reference, linking to the order's page).
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
  const { t, i18n } = useTranslation('rentals');
  const days = rentalDays(rental.dateFrom, rental.dateTo);
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
        <Anchor component={Link} to={paths.product.getHref(rental.productId)} size="sm" fw={600}>
          {rental.productName}
        </Anchor>
      </Field>
      <Field label={t('details.items')}>
        <Box
          component="ul"
          aria-label={t('details.items')}
          style={{ listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: 6 }}
        >
          {rental.items.map((item) => (
            <li key={item.id}>
              <span className={classes.serial}>{item.serialNumber}</span>
            </li>
          ))}
        </Box>
      </Field>
      <Field label={t('details.order')}>
        <Anchor component={Link} to={orderHref(rental.orderId)} size="sm" fw={600} className={classes.reference}>
          {rental.orderReference}
        </Anchor>
      </Field>
      <Field label={t('details.total')}>
        <Text size="sm" fw={700}>
          {formatEuros(toCents(rental.total), i18n.resolvedLanguage ?? 'en')}
        </Text>
        <Text size="xs" c="dimmed">
          {t('details.days', { count: days })} · {t('details.itemCount', { count: rental.items.length })}
        </Text>
      </Field>
    </Group>
  );
}
