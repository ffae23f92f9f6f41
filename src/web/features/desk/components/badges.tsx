import { Badge } from '@mantine/core';
import { IconCalendarExclamation, IconClockExclamation } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { DeskClosedDay } from '@shared/schemas/hand-over';
import type { Rental, RentalUnit } from '@shared/schemas/rental';
import { handOverCount, handOverStage, unitState, type HandOverStage, type UnitState } from '../lib/units';

const unitColor: Record<UnitState, string> = {
  waiting: 'gray',
  out: 'blue',
  back: 'teal',
  damaged: 'orange',
  missing: 'red',
};

/** Where one unit stands: in the shop, with the customer, back fine or damaged, missing. */
export function UnitStateBadge({ unit }: { unit: RentalUnit }) {
  const { t } = useTranslation('desk');
  const state = unitState(unit);
  return (
    <Badge color={unitColor[state]} variant="light" data-testid="unit-state" data-state={state}>
      {t(`unit.state.${state}`)}
    </Badge>
  );
}

const stageColor: Record<HandOverStage, string> = {
  notHandedOver: 'gray',
  partlyHandedOver: 'yellow',
  handedOver: 'blue',
  partlyReturned: 'yellow',
  returned: 'teal',
};

/**
 * Where the rental stands as a whole: "1 of 2 handed over", "Handed over", "Returned"; or
 * "Cancelled" when its line was cancelled before any unit was handed over.
 */
export function StageBadge({ rental }: { rental: Pick<Rental, 'items' | 'cancelledAt'> }) {
  const { t } = useTranslation('desk');
  const stage = handOverStage(rental);
  const { out, back, total } = handOverCount(rental);
  if (rental.cancelledAt !== null && out === 0) {
    return (
      <Badge color="gray" variant="light" data-testid="hand-over-stage">
        {t('stage.cancelled')}
      </Badge>
    );
  }
  return (
    <Badge color={stageColor[stage]} variant="light" data-testid="hand-over-stage">
      {t(`stage.${stage}`, { out, back, total })}
    </Badge>
  );
}

/** Past its last day with units out: how many days late. */
export function OverdueBadge({ rental }: { rental: Pick<Rental, 'overdue' | 'daysLate'> }) {
  const { t } = useTranslation('desk');
  if (!rental.overdue) return null;
  return (
    <Badge
      color="red"
      variant="filled"
      leftSection={<IconClockExclamation size={14} aria-hidden />}
      data-testid="overdue-badge"
    >
      {t('overdue', { count: rental.daysLate })}
    </Badge>
  );
}

/**
 * A pick-up or return on a day the shop is closed (decision 102): kept, the counter opens for it;
 * its customer told and the rental not moved, they may still come. Its own line under the
 * product, its text wrapping: it is longer than a badge of the row above.
 */
export function ClosedDayBadge({ day }: { day: DeskClosedDay }) {
  const { t } = useTranslation('desk');
  return (
    <Badge
      color={day.choice === 'keep' ? 'grape' : 'orange'}
      variant="light"
      tt="none"
      h="auto"
      py={2}
      maw="100%"
      styles={{ label: { whiteSpace: 'normal', overflow: 'visible' } }}
      leftSection={<IconCalendarExclamation size={14} aria-hidden />}
      data-testid="closed-day-badge"
      data-choice={day.choice}
      data-kind={day.kind}
    >
      {t(`closedDay.${day.choice}.${day.kind}`)}
    </Badge>
  );
}
