import { useTranslation } from 'react-i18next';
import { useLanguage } from '@/i18n/use-language';
import type { BarHandlers } from '../hooks/use-bar-drag';
import { barLabel, describeBar } from '../lib/describe';
import { BAR_INSET, UNIT_HEIGHT } from '../lib/grid-metrics';
import { isMovable, isRentalBar, type UnitLayout } from '../lib/layout';
import classes from './planner.module.css';

type Props = {
  layout: UnitLayout;
  unitIndex: number;
  /** Where the days begin in the row (px): after the unit's column. */
  left: number;
  dayWidth: number;
  dayCount: number;
  /** Rentals not yet handed over may be dragged. */
  movable: boolean;
  /** The key of the bar being dragged, drawn faded under its ghost. */
  draggedBar: string | null;
  handlers: BarHandlers;
};

/**
 * A unit's bars over its day cells, each on its line when bars overlap: the words of a booking
 * or what keeps the unit busy, the whole story in its tooltip. Hidden from screen readers, which
 * read the same in the cells; a click opens a booking, and a rental not handed over may be dragged.
 */
export function UnitBars({ layout, unitIndex, left, dayWidth, dayCount, movable, draggedBar, handlers }: Props) {
  const { t } = useTranslation('planner');
  const language = useLanguage();
  const laneHeight = (UNIT_HEIGHT - 2 * BAR_INSET - (layout.lanes - 1) * 2) / layout.lanes;
  return (
    <div className={classes.bars} aria-hidden style={{ left, width: dayCount * dayWidth }}>
      {layout.bars.map((bar) => {
        const canMove = movable && isMovable(bar);
        return (
          <div
            key={bar.key}
            className={classes.bar}
            data-kind={bar.kind}
            data-lanes={layout.lanes}
            data-start={bar.start}
            data-span={bar.span}
            data-clipped-start={bar.clippedStart || undefined}
            data-clipped-end={bar.clippedEnd || undefined}
            data-opens={isRentalBar(bar) || undefined}
            data-movable={canMove || undefined}
            data-dragging={draggedBar === bar.key || undefined}
            title={describeBar(t, bar, language)}
            style={{
              left: bar.start * dayWidth + (bar.clippedStart ? 0 : 2),
              width: bar.span * dayWidth - (bar.clippedStart ? 0 : 2) - (bar.clippedEnd ? 0 : 2),
              top: BAR_INSET + bar.lane * (laneHeight + 2),
              height: laneHeight,
            }}
            onPointerDown={canMove ? (event) => handlers.down(event, unitIndex, bar) : undefined}
            onPointerMove={canMove ? handlers.move : undefined}
            onPointerUp={canMove ? handlers.up : undefined}
            onPointerCancel={canMove ? handlers.cancel : undefined}
            onClick={() => handlers.click(unitIndex, bar)}
          >
            <span className={classes.barText}>{barLabel(t, bar)}</span>
          </div>
        );
      })}
    </div>
  );
}
