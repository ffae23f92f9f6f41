import { Button, Group } from '@mantine/core';
import { IconCalendarRepeat, IconPencil, IconStack2, IconX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { Order } from '@shared/schemas/order';
import { mayCancelLine } from './cancel-line-button';
import { mayChangeLineDates } from './change-dates-dialog';
import { mayChangeLinePrice } from './change-price-dialog';
import { mayChangeLineUnits } from './change-units-dialog';

type Line = Order['rentals'][number];

/** Staff's changes of an order's line, each done in the page's popup for it. */
export type LineChange = 'changeDates' | 'changeUnits' | 'changePrice' | 'cancelLine';

/** Staff's actions on a line: each opens the page's popup for it; one the role may not make is left out. */
export type StaffActions = Partial<Record<LineChange, (line: Line) => void>>;

/** The buttons, in order: when each is offered, and its icon. */
const changes: { change: LineChange; offered: (order: Order, line: Line) => boolean; icon: typeof IconX }[] = [
  { change: 'changeDates', offered: mayChangeLineDates, icon: IconCalendarRepeat },
  { change: 'changeUnits', offered: mayChangeLineUnits, icon: IconStack2 },
  { change: 'changePrice', offered: mayChangeLinePrice, icon: IconPencil },
  { change: 'cancelLine', offered: (_order, line) => mayCancelLine(line), icon: IconX },
];

/**
 * The buttons on a line whose dates, units or price may change, or that may still be cancelled,
 * for the changes the page was given (those the role may make); the popups are the page's
 * (ChangeDatesDialog, ChangeUnitsDialog, ChangePriceDialog, CancelLineDialog).
 */
export function StaffLineButtons({ order, line, staff }: { order: Order; line: Line; staff: StaffActions }) {
  const { t } = useTranslation('rentals');
  const shown = changes.filter(({ change, offered }) => staff[change] !== undefined && offered(order, line));
  // No empty row under the product when none is left (a cancelled line, or a role that changes none).
  if (shown.length === 0) return null;
  return (
    <Group gap={4} wrap="wrap">
      {shown.map(({ change, icon: Icon }) => (
        <Button
          key={change}
          size="compact-xs"
          variant="subtle"
          color={change === 'cancelLine' ? 'red' : undefined}
          leftSection={<Icon size={14} aria-hidden />}
          aria-label={t(`order.${change}.buttonFor`, { product: line.productName })}
          onClick={() => staff[change]?.(line)}
        >
          {t(`order.${change}.button`)}
        </Button>
      ))}
    </Group>
  );
}
