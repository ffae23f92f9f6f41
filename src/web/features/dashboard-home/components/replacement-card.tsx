import { Button, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconReplace } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { AdminOverview, FlaggedRental } from '@shared/schemas/admin-overview';
import { toast } from '@/components/toast';
import { submitErrorText } from '@/lib/error-text';
import { paths } from '@/lib/paths';
import { useSwapUnit } from '../api/use-swap-unit';
import classes from './dashboard-home.module.css';
import { EmptyLine, MoreLink, OverviewCard } from './overview-card';
import { RentalRow } from './rental-row';
import { SerialList } from './serial-list';

/** Each unit of a flagged rental that needs replacing (out of service, or still out late elsewhere), with the one-click swap. */
function UnitsToSwap({ rental, onSwapped }: { rental: FlaggedRental; onSwapped: () => void }) {
  const { t } = useTranslation('dashboard-home');
  const swap = useSwapUnit();
  const swapping = swap.isPending ? swap.variables.itemId : null;
  const onSwap = (itemId: number, replaced: string) =>
    swap.mutate(
      { rentalId: rental.id, itemId },
      {
        onSuccess: (updated) => {
          const gained = updated.items.find((unit) => !rental.items.some((held) => held.id === unit.id));
          toast.success(t('replacement.swapped', { serial: gained?.serialNumber ?? '', replaced }));
          onSwapped();
        },
        onError: (error) => toast.error(submitErrorText(t, error)),
      },
    );
  const units = [
    ...rental.brokenItems.map((unit) => ({ ...unit, why: t('replacement.unitBroken', { serial: unit.serialNumber }) })),
    ...rental.lateItems.map((unit) => ({
      ...unit,
      why: t('replacement.unitLate', { serial: unit.serialNumber, count: unit.daysLate }),
    })),
  ];
  return (
    <Stack gap={6}>
      <SerialList units={rental.items} broken={rental.brokenItems} late={rental.lateItems} />
      {units.map((unit) => (
        <Group key={unit.id} justify="space-between" gap="xs" wrap="wrap" className={classes.broken}>
          <Text size="sm" c="red" fw={600} className={classes.name}>
            {unit.why}
          </Text>
          <Button
            size="xs"
            color="red"
            leftSection={<IconReplace size={14} />}
            loading={swapping === unit.id}
            disabled={swapping !== null && swapping !== unit.id}
            onClick={() => onSwap(unit.id, unit.serialNumber)}
            aria-label={t('replacement.swapNamed', { serial: unit.serialNumber })}
          >
            {t('replacement.swap')}
          </Button>
        </Group>
      ))}
    </Stack>
  );
}

/**
 * Current and future rentals that hold a unit out of service, and rentals starting soon that hold
 * a unit still out late on another rental: flagged, with a swap for each such unit.
 */
export function ReplacementCard({
  list,
  onSwapped,
}: {
  list: AdminOverview['needsReplacement'];
  onSwapped: () => void;
}) {
  const { t } = useTranslation('dashboard-home');
  const flagged = list.total > 0;
  return (
    <OverviewCard
      id="home-replacement"
      title={t('replacement.title')}
      description={flagged ? t('replacement.description') : undefined}
      icon={<IconAlertTriangle size={20} />}
      color={flagged ? 'red' : 'gray'}
      count={list.total}
      tone={flagged ? 'alert' : 'default'}
    >
      {flagged ? (
        <ul className={classes.list}>
          {list.items.map((rental) => (
            <RentalRow key={rental.id} rental={rental}>
              <UnitsToSwap rental={rental} onSwapped={onSwapped} />
            </RentalRow>
          ))}
        </ul>
      ) : (
        <EmptyLine>{t('replacement.none')}</EmptyLine>
      )}
      <MoreLink hidden={list.total - list.items.length} to={paths.dashboard.rentalRequests.getHref()} />
    </OverviewCard>
  );
}
