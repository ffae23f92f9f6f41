import { memo } from 'react';
import { Badge, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { IsoDate } from '@shared/calendar-date';
import { useLanguage } from '@/i18n/use-language';
import type { BarHandlers } from '../hooks/use-bar-drag';
import { describeBar } from '../lib/describe';
import { UNIT_HEIGHT } from '../lib/grid-metrics';
import { barsOn, type PlannerUnit, type UnitLayout } from '../lib/layout';
import { isWeekendDay } from '../lib/period';
import classes from './planner.module.css';
import { UnitBars } from './unit-bars';

type Props = {
  rowIndex: number;
  top: number;
  width: number;
  unitWidth: number;
  dayWidth: number;
  unit: PlannerUnit;
  unitIndex: number;
  layout: UnitLayout;
  days: IsoDate[];
  closed: ReadonlySet<IsoDate>;
  today: IsoDate;
  /** The focus cell's column when it is in this row (-1 the unit's own header). */
  activeColumn: number | null;
  movable: boolean;
  draggedBar: string | null;
  handlers: BarHandlers;
};

/**
 * One unit: its serial number (and "Service due"), a cell per day saying what covers it, and its
 * bars drawn over them. Kept (memo) while the focus moves in other rows.
 */
export const UnitRow = memo(function UnitRow({
  rowIndex,
  top,
  width,
  unitWidth,
  dayWidth,
  unit,
  unitIndex,
  layout,
  days,
  closed,
  today,
  activeColumn,
  movable,
  draggedBar,
  handlers,
}: Props) {
  const { t } = useTranslation('planner');
  const language = useLanguage();
  return (
    <div
      role="row"
      aria-rowindex={rowIndex + 2}
      className={`${classes.row} ${classes.unitRow}`}
      style={{ top, height: UNIT_HEIGHT, width }}
      data-unit={unit.id}
    >
      <div
        role="rowheader"
        aria-colindex={1}
        className={classes.unitHead}
        tabIndex={activeColumn === -1 ? 0 : -1}
        data-cell={`${unitIndex}:-1`}
      >
        <VisuallyHidden>{`${unit.productName}, `}</VisuallyHidden>
        <span className={classes.serial} title={`${unit.productName} · ${unit.serialNumber}`}>
          {unit.serialNumber}
        </span>{' '}
        {unit.serviceDue && (
          <Badge size="xs" color="orange" variant="light" radius="sm" className={classes.dueBadge}>
            {t('grid.serviceDue')}
          </Badge>
        )}
      </div>
      {days.map((day, column) => {
        const covering = barsOn(layout, column);
        return (
          <div
            key={day}
            role="gridcell"
            aria-colindex={column + 2}
            className={classes.cell}
            tabIndex={activeColumn === column ? 0 : -1}
            data-cell={`${unitIndex}:${column}`}
            data-weekend={isWeekendDay(day) || undefined}
            data-closed={closed.has(day) || undefined}
            data-today={day === today || undefined}
          >
            {covering.length > 0 && (
              <VisuallyHidden>{covering.map((bar) => describeBar(t, bar, language)).join('; ')}</VisuallyHidden>
            )}
          </div>
        );
      })}
      <UnitBars
        layout={layout}
        unitIndex={unitIndex}
        left={unitWidth}
        dayWidth={dayWidth}
        dayCount={days.length}
        movable={movable}
        draggedBar={draggedBar}
        handlers={handlers}
      />
    </div>
  );
});
