import type { ReactNode } from 'react';
import { Anchor, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateRange } from '@shared/calendar-date';
import type { OverviewRental } from '@shared/schemas/admin-overview';
import { paths } from '@/lib/paths';
import classes from './dashboard-home.module.css';
import { SerialList } from './serial-list';
import { useLanguage } from '@/i18n/use-language';

/** One rental on the home: the product (a link to the rental), its dates, the customer, and its units. */
export function RentalRow({ rental, children }: { rental: OverviewRental; children?: ReactNode }) {
  const { t } = useTranslation('dashboard-home');
  const language = useLanguage();
  return (
    <Stack component="li" gap={6} className={classes.row}>
      <Group justify="space-between" gap={4} wrap="wrap" align="baseline">
        <Anchor
          component={Link}
          to={paths.dashboard.rentalRequests.getHref(rental.id)}
          fw={600}
          size="sm"
          className={classes.name}
          aria-label={t('rentalLink', { product: rental.productName, id: rental.id })}
        >
          {rental.productName}
        </Anchor>
        <Text size="xs" c="dimmed">
          {formatDateRange(rental, language)}
        </Text>
      </Group>
      <Text size="sm" className={classes.name}>
        {rental.userName}
      </Text>
      {children ?? <SerialList units={rental.items} />}
    </Stack>
  );
}

/** Rentals as a list, or the sentence that says there are none. */
export function RentalList({ rentals, empty }: { rentals: OverviewRental[]; empty: ReactNode }) {
  if (rentals.length === 0) return empty;
  return (
    <ul className={classes.list}>
      {rentals.map((rental) => (
        <RentalRow key={rental.id} rental={rental} />
      ))}
    </ul>
  );
}
