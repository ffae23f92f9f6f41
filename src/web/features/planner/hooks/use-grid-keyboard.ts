import { useCallback, useEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type RefObject } from 'react';
import {
  barsOn,
  bookingOf,
  isRentalBar,
  type OpenedRental,
  type PlannerRow,
  type PlannerUnit,
  type UnitLayout,
} from '../lib/layout';
import { HEAD_HEIGHT, UNIT_HEIGHT } from '../lib/grid-metrics';

/** The focus cell: a unit (its place among the units) and a day's column (-1 the unit's own header). */
export type FocusCell = { unit: number; column: number };

type Options = {
  units: readonly PlannerUnit[];
  layouts: readonly UnitLayout[];
  /** How many days (columns) the view has. */
  dayCount: number;
  rows: readonly PlannerRow[];
  /** Each row's top, px from the body's top. */
  rowStarts: readonly number[];
  /** Each unit's row. */
  rowOfUnit: readonly number[];
  scrollerRef: RefObject<HTMLDivElement | null>;
  unitWidth: number;
  dayWidth: number;
  /** The column the focus starts on (today's, when the view has it). */
  firstColumn: number;
  onOpen: (opened: OpenedRental) => void;
};

/**
 * The grid's keyboard: one cell holds the focus at a time (roving tabindex); arrows, Home/End
 * (with Ctrl: the whole grid) and Page Up/Down move it, scrolling it into view beside the sticky
 * headers, and Enter or Space on a booking's day opens it. A click on a cell makes it the focus cell.
 */
export function useGridKeyboard(options: Options) {
  const { units, layouts, dayCount, rows, rowStarts, rowOfUnit, scrollerRef, unitWidth, dayWidth, onOpen } = options;
  const [active, setActive] = useState<FocusCell>({ unit: 0, column: Math.max(options.firstColumn, 0) });
  // Another view may have fewer units or days: the focus stays inside it.
  const current: FocusCell = {
    unit: Math.min(active.unit, Math.max(units.length - 1, 0)),
    column: Math.min(active.column, dayCount - 1),
  };
  const activeRow = rowOfUnit[current.unit] ?? -1;
  const focusPending = useRef(false);

  /** Scrolls the box so the cell (and, on a product's first unit, the product's row) shows beside the sticky headers. */
  const reveal = useCallback(
    (rowIndex: number, column: number) => {
      const scroller = scrollerRef.current;
      if (!scroller) return;
      const top = rowStarts[rows[rowIndex - 1]?.type === 'product' ? rowIndex - 1 : rowIndex] ?? 0;
      const bottom = (rowStarts[rowIndex] ?? 0) + UNIT_HEIGHT + HEAD_HEIGHT;
      if (top < scroller.scrollTop) scroller.scrollTop = top;
      else if (bottom > scroller.scrollTop + scroller.clientHeight) scroller.scrollTop = bottom - scroller.clientHeight;
      if (column < 0) return;
      const left = unitWidth + column * dayWidth;
      if (left < scroller.scrollLeft + unitWidth) scroller.scrollLeft = left - unitWidth;
      else if (left + dayWidth > scroller.scrollLeft + scroller.clientWidth)
        scroller.scrollLeft = left + dayWidth - scroller.clientWidth;
    },
    [scrollerRef, rowStarts, rows, unitWidth, dayWidth],
  );

  useEffect(() => {
    if (!focusPending.current) return;
    focusPending.current = false;
    reveal(activeRow, current.column);
    scrollerRef.current
      ?.querySelector<HTMLElement>(`[data-cell="${current.unit}:${current.column}"]`)
      ?.focus({ preventScroll: true });
  });

  /** Makes `next` the focus cell, and moves the focus there once it is drawn. */
  const moveFocus = (next: FocusCell) => {
    focusPending.current = true;
    setActive(next);
  };

  const open = useCallback(
    (unitIndex: number, column: number) => {
      const unit = units[unitIndex];
      const layout = layouts[unitIndex];
      if (!unit || !layout) return false;
      const bar = barsOn(layout, column).find(isRentalBar);
      if (!bar) return false;
      onOpen({ unit, bar: bookingOf(unit, bar) });
      return true;
    },
    [units, layouts, onOpen],
  );

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const cell = (event.target as HTMLElement).dataset.cell;
    if (!cell || units.length === 0) return;
    const lastUnit = units.length - 1;
    const lastColumn = dayCount - 1;
    const page = Math.max(Math.floor((scrollerRef.current?.clientHeight ?? 400) / UNIT_HEIGHT) - 2, 1);
    const { unit, column } = current;
    const ctrl = event.ctrlKey || event.metaKey;
    switch (event.key) {
      case 'ArrowRight':
        moveFocus({ unit, column: Math.min(column + 1, lastColumn) });
        break;
      case 'ArrowLeft':
        moveFocus({ unit, column: Math.max(column - 1, -1) });
        break;
      case 'ArrowDown':
        moveFocus({ unit: Math.min(unit + 1, lastUnit), column });
        break;
      case 'ArrowUp':
        moveFocus({ unit: Math.max(unit - 1, 0), column });
        break;
      case 'PageDown':
        moveFocus({ unit: Math.min(unit + page, lastUnit), column });
        break;
      case 'PageUp':
        moveFocus({ unit: Math.max(unit - page, 0), column });
        break;
      case 'Home':
        moveFocus({ unit: ctrl ? 0 : unit, column: -1 });
        break;
      case 'End':
        moveFocus({ unit: ctrl ? lastUnit : unit, column: lastColumn });
        break;
      case 'Enter':
      case ' ':
        if (!open(unit, column)) return;
        break;
      default:
        return;
    }
    event.preventDefault();
  };

  // A click on a cell makes it the focus cell (the grid's one tab stop).
  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    const cell = (event.target as HTMLElement).dataset.cell;
    if (!cell) return;
    const [unit, column] = cell.split(':').map(Number) as [number, number];
    if (unit !== current.unit || column !== current.column) setActive({ unit, column });
  };

  return { current, activeRow, moveFocus, onKeyDown, onFocus };
}
