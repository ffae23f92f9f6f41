import { useCallback, useEffect, useMemo, type CSSProperties } from 'react';
import { defaultRangeExtractor, useVirtualizer, type Range } from '@tanstack/react-virtual';
import { daysBetween, type IsoDate } from '@shared/calendar-date';
import { useBarDrag } from '../hooks/use-bar-drag';
import { useElementWidth } from '../hooks/use-element-width';
import { useGridKeyboard } from '../hooks/use-grid-keyboard';
import { columnWidths, HEAD_HEIGHT, rowHeight, rowTops } from '../lib/grid-metrics';
import { placeBars, plannerRows, type DraggedRental, type OpenedRental, type PlannerUnit } from '../lib/layout';
import { daysOf } from '../lib/period';
import { DragGhost } from './drag-ghost';
import { GridHead } from './grid-head';
import classes from './planner.module.css';
import { ProductRow } from './product-row';
import { UnitRow } from './unit-row';

type Props = {
  units: readonly PlannerUnit[];
  from: IsoDate;
  to: IsoDate;
  closedDays: readonly IsoDate[];
  today: IsoDate;
  /** The grid's accessible name. */
  label: string;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
  /** Another period or filter is loading: these rows are the last answer's. */
  updating: boolean;
  onOpen: (opened: OpenedRental) => void;
  /** Given, a rental's bar may be dragged with the pointer to other days or another unit of its product. */
  onDrag?: (dragged: DraggedRental) => void;
};

/** Rows left below the last one drawn when the next page is asked for. */
const LOAD_AHEAD = 30;

/**
 * The planner's grid (role="grid"): a column per day, a row per unit under its product's row.
 * Rows are drawn as they scroll into view; the next page of units is asked for near the end. The
 * keyboard (hooks/use-grid-keyboard.ts) and the pointer on the bars (hooks/use-bar-drag.ts) have
 * hooks of their own.
 */
export function PlannerGrid(props: Props) {
  const { units, from, to, closedDays, today, label, hasMore, loadingMore, onLoadMore, updating, onOpen, onDrag } =
    props;
  const { ref: scrollerRef, width } = useElementWidth<HTMLDivElement>();
  const days = useMemo(() => daysOf(from, to), [from, to]);
  const closed = useMemo(() => new Set(closedDays), [closedDays]);
  const rows = useMemo(() => plannerRows(units), [units]);
  const layouts = useMemo(() => units.map((unit) => placeBars(unit.bars, from, to)), [units, from, to]);
  const rowOfUnit = useMemo(() => {
    const found: number[] = [];
    rows.forEach((row, index) => {
      if (row.type === 'unit') found[row.unitIndex] = index;
    });
    return found;
  }, [rows]);
  const rowStarts = useMemo(() => rowTops(rows), [rows]);
  const { unitWidth, dayWidth, gridWidth } = columnWidths(width, days.length);
  const todayColumn = today >= from && today <= to ? daysBetween(from, today) : -1;

  // A new period opens on today, when it is in it and beyond the box's right edge (a month on a phone).
  useEffect(() => {
    const scroller = scrollerRef.current;
    if (!scroller || todayColumn < 0) return;
    const left = unitWidth + todayColumn * dayWidth;
    if (left + dayWidth > scroller.scrollLeft + scroller.clientWidth) scroller.scrollLeft = left - unitWidth - dayWidth;
    // Only when the period or the layout changes, not as the focus moves.
  }, [scrollerRef, from, to, todayColumn, unitWidth, dayWidth]);

  const { current, activeRow, moveFocus, onKeyDown, onFocus } = useGridKeyboard({
    units,
    layouts,
    dayCount: days.length,
    rows,
    rowStarts,
    rowOfUnit,
    scrollerRef,
    unitWidth,
    dayWidth,
    firstColumn: todayColumn,
    onOpen,
  });

  const rangeExtractor = useCallback(
    (range: Range) => {
      const indexes = defaultRangeExtractor(range);
      // The focused row is always drawn, so Tab finds it wherever the grid is scrolled.
      if (activeRow >= 0 && activeRow < range.count && !indexes.includes(activeRow)) {
        indexes.push(activeRow);
        indexes.sort((a, b) => a - b);
      }
      return indexes;
    },
    [activeRow],
  );
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollerRef.current,
    estimateSize: (index) => rowHeight(rows[index]!),
    getItemKey: (index) => rows[index]!.key,
    overscan: 8,
    scrollMargin: HEAD_HEIGHT,
    initialRect: { width: 1024, height: 600 },
    rangeExtractor,
  });
  const items = virtualizer.getVirtualItems();
  const lastDrawn = items.at(-1)?.index ?? -1;

  useEffect(() => {
    if (hasMore && !loadingMore && !updating && lastDrawn >= rows.length - LOAD_AHEAD) onLoadMore();
  }, [hasMore, loadingMore, updating, lastDrawn, rows.length, onLoadMore]);

  const { drag, handlers } = useBarDrag({
    units,
    rows,
    rowStarts,
    rowOfUnit,
    dayWidth,
    current,
    moveFocus,
    onOpen,
    onDrag,
  });

  const style = {
    '--planner-unit-width': `${unitWidth}px`,
    '--planner-day-width': `${dayWidth}px`,
    '--planner-days': days.length,
    '--planner-head-height': `${HEAD_HEIGHT}px`,
  } as CSSProperties;

  return (
    <div
      ref={scrollerRef}
      role="grid"
      aria-label={label}
      aria-rowcount={hasMore ? -1 : rows.length + 1}
      aria-colcount={days.length + 1}
      aria-readonly
      aria-busy={updating || undefined}
      className={classes.scroller}
      data-updating={updating || undefined}
      style={style}
      onKeyDown={onKeyDown}
      onFocus={onFocus}
    >
      <GridHead days={days} closed={closed} today={today} width={gridWidth} />
      <div role="rowgroup" className={classes.body} style={{ height: virtualizer.getTotalSize(), width: gridWidth }}>
        {items.map((item) => {
          const row = rows[item.index]!;
          const top = item.start - HEAD_HEIGHT;
          if (row.type === 'product') {
            return (
              <ProductRow
                key={item.key}
                rowIndex={item.index}
                top={top}
                width={gridWidth}
                dayCount={days.length}
                productName={row.productName}
                count={row.count}
              />
            );
          }
          return (
            <UnitRow
              key={item.key}
              rowIndex={item.index}
              top={top}
              width={gridWidth}
              unitWidth={unitWidth}
              dayWidth={dayWidth}
              unit={row.unit}
              unitIndex={row.unitIndex}
              layout={layouts[row.unitIndex]!}
              days={days}
              closed={closed}
              today={today}
              activeColumn={row.unitIndex === current.unit ? current.column : null}
              movable={Boolean(onDrag)}
              draggedBar={drag?.moving && drag.rowIndex === item.index ? drag.placed.key : null}
              handlers={handlers}
            />
          );
        })}
        {drag?.moving && (
          <DragGhost drag={drag} rowStarts={rowStarts} unitWidth={unitWidth} dayWidth={dayWidth} days={days.length} />
        )}
      </div>
    </div>
  );
}
