import { useEffect, useLayoutEffect, useMemo, useRef, useState, type PointerEvent } from 'react';
import { addDays } from '@shared/calendar-date';
import {
  bookingOf,
  isMovable,
  isRentalBar,
  type DraggedRental,
  type OpenedRental,
  type PlacedBar,
  type PlannerRow,
  type PlannerUnit,
} from '../lib/layout';
import { rowHeight, UNIT_HEIGHT } from '../lib/grid-metrics';
import type { FocusCell } from './use-grid-keyboard';

/** A press that moves less than this (px) is a click, not a drag. */
const DRAG_THRESHOLD = 5;

/** A booking's bar held down with the pointer: where it was, and where it would go if let go now. */
export type Drag = {
  pointerId: number;
  opened: OpenedRental;
  placed: PlacedBar;
  rowIndex: number;
  x: number;
  y: number;
  moving: boolean;
  /** Days moved (negative: earlier). */
  shift: number;
  targetRow: number;
};

/** What a bar does with the pointer: the same functions on every render, so the rows may be kept (memo). */
export type BarHandlers = {
  down: (event: PointerEvent<HTMLDivElement>, unitIndex: number, bar: PlacedBar) => void;
  move: (event: PointerEvent<HTMLDivElement>) => void;
  up: (event: PointerEvent<HTMLDivElement>) => void;
  cancel: () => void;
  click: (unitIndex: number, bar: PlacedBar) => void;
};

type Options = {
  units: readonly PlannerUnit[];
  rows: readonly PlannerRow[];
  /** Each row's top, px from the body's top. */
  rowStarts: readonly number[];
  /** Each unit's row. */
  rowOfUnit: readonly number[];
  dayWidth: number;
  /** The focus cell, and how to move it: a click on a bar makes one of its days the focus cell. */
  current: FocusCell;
  moveFocus: (next: FocusCell) => void;
  onOpen: (opened: OpenedRental) => void;
  /** Given, a rental's bar may be dragged with the pointer to other days or another unit of its product. */
  onDrag?: (dragged: DraggedRental) => void;
};

/**
 * The bars under the pointer: a click opens a booking; a rental not yet handed over may be
 * dragged (mouse or pen) to other days or onto another unit of its product, drawn as a ghost
 * (`drag`) until the button is let go, and Escape cancels it.
 */
export function useBarDrag({
  units,
  rows,
  rowStarts,
  rowOfUnit,
  dayWidth,
  current,
  moveFocus,
  onOpen,
  onDrag,
}: Options) {
  const [drag, setDrag] = useState<Drag | null>(null);
  const dragRef = useRef<Drag | null>(null);
  const dragged = useRef(false);
  const updateDrag = (next: Drag | null) => {
    dragRef.current = next;
    setDrag(next);
  };
  useEffect(() => {
    if (!drag) return;
    const cancel = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') updateDrag(null);
    };
    window.addEventListener('keydown', cancel);
    return () => window.removeEventListener('keydown', cancel);
  }, [drag]);

  /** The unit row under `y` (px from the body's top) of the same product as the dragged one, else the dragged one's. */
  const rowAt = (y: number, state: Drag) => {
    let index = rowStarts.findIndex((start, i) => y >= start && y < start + rowHeight(rows[i]!));
    if (index === -1) index = state.rowIndex;
    const row = rows[index];
    return row?.type === 'unit' && row.unit.productId === state.opened.unit.productId ? index : state.targetRow;
  };

  const onBarPointerDown = (event: PointerEvent<HTMLDivElement>, unitIndex: number, placed: PlacedBar) => {
    // A finger on a bar scrolls the grid (and a tap opens the rental): dragging is the mouse's and the pen's.
    if (!onDrag || event.button !== 0 || event.pointerType === 'touch' || !isMovable(placed)) return;
    const unit = units[unitIndex]!;
    const rowIndex = rowOfUnit[unitIndex]!;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    dragged.current = false;
    updateDrag({
      pointerId: event.pointerId,
      opened: { unit, bar: bookingOf(unit, placed) },
      placed,
      rowIndex,
      x: event.clientX,
      y: event.clientY,
      moving: false,
      shift: 0,
      targetRow: rowIndex,
    });
  };
  const onBarPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const state = dragRef.current;
    if (!state || state.pointerId !== event.pointerId) return;
    const dx = event.clientX - state.x;
    const dy = event.clientY - state.y;
    if (!state.moving && Math.abs(dx) + Math.abs(dy) < DRAG_THRESHOLD) return;
    const shift = Math.round(dx / dayWidth);
    const targetRow = rowAt((rowStarts[state.rowIndex] ?? 0) + UNIT_HEIGHT / 2 + dy, state);
    if (state.moving && shift === state.shift && targetRow === state.targetRow) return;
    updateDrag({ ...state, moving: true, shift, targetRow });
  };
  const onBarPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const state = dragRef.current;
    if (!state || state.pointerId !== event.pointerId) return;
    updateDrag(null);
    if (!state.moving) return;
    dragged.current = true;
    const target = rows[state.targetRow];
    const toUnit = target?.type === 'unit' ? target.unit : state.opened.unit;
    if (state.shift === 0 && toUnit.id === state.opened.unit.id) return;
    const { bar } = state.opened;
    onDrag?.({
      ...state.opened,
      dateFrom: addDays(bar.dateFrom, state.shift),
      dateTo: addDays(bar.dateTo, state.shift),
      toUnit,
    });
  };
  const onBarClick = (unitIndex: number, placed: PlacedBar) => {
    // The click that ends a drag opens nothing.
    if (dragged.current) {
      dragged.current = false;
      return;
    }
    if (!isRentalBar(placed)) return;
    const column = Math.max(placed.start, Math.min(current.column, placed.start + placed.span - 1));
    moveFocus({ unit: unitIndex, column: current.unit === unitIndex ? column : placed.start });
    const unit = units[unitIndex]!;
    onOpen({ unit, bar: bookingOf(unit, placed) });
  };

  // The rows are kept (memo) while the focus moves elsewhere: they get handlers that never change,
  // which call the latest ones.
  const latest = useRef<BarHandlers | null>(null);
  useLayoutEffect(() => {
    latest.current = {
      down: onBarPointerDown,
      move: onBarPointerMove,
      up: onBarPointerUp,
      cancel: () => updateDrag(null),
      click: onBarClick,
    };
  });
  const handlers = useMemo<BarHandlers>(
    () => ({
      down: (event, unitIndex, bar) => latest.current?.down(event, unitIndex, bar),
      move: (event) => latest.current?.move(event),
      up: (event) => latest.current?.up(event),
      cancel: () => latest.current?.cancel(),
      click: (unitIndex, bar) => latest.current?.click(unitIndex, bar),
    }),
    [],
  );

  return { drag, handlers };
}
