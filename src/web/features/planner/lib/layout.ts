import { daysBetween, type IsoDate } from '@shared/calendar-date';
import type { Planner, PlannerBar, PlannerBarKind } from '@shared/schemas/planner';

export type PlannerUnit = Planner['units'][number];

/** A bar as the grid draws it: its first day's column and how many columns it spans in the view. */
export type PlacedBar = PlannerBar & {
  key: string;
  /** The column (0 the view's first day) of its first day in the view. */
  start: number;
  span: number;
  /** It begins before the view, or ends after it: cut at the view's edge. */
  clippedStart: boolean;
  clippedEnd: boolean;
  /** Its line within the row, when bars of one unit overlap (0 the top). */
  lane: number;
};

/** A rental's bar on one unit: what Enter or a click opens. */
export type OpenedRental = { unit: PlannerUnit; bar: PlannerBar & { rentalId: number } };

/** A rental's bar dragged to other days or to another unit of its product. */
export type DraggedRental = OpenedRental & { dateFrom: IsoDate; dateTo: IsoDate; toUnit: PlannerUnit };

export type UnitLayout = { bars: PlacedBar[]; lanes: number };

/**
 * A unit's bars placed on the view's columns: cut to the view, those outside it left out, and
 * bars that share days put on lines of their own (a unit out of service all along, a buffer and
 * the days out late after the same rental).
 */
export function placeBars(bars: readonly PlannerBar[], from: IsoDate, to: IsoDate): UnitLayout {
  const last = daysBetween(from, to);
  const placed = bars
    .flatMap((bar, index) => {
      if (bar.dateTo < from || bar.dateFrom > to || bar.dateTo < bar.dateFrom) return [];
      const start = Math.max(daysBetween(from, bar.dateFrom), 0);
      const end = Math.min(daysBetween(from, bar.dateTo), last);
      return [
        {
          ...bar,
          key: `${bar.kind}-${bar.rentalId ?? 'unit'}-${bar.dateFrom}-${index}`,
          start,
          span: end - start + 1,
          clippedStart: bar.dateFrom < from,
          clippedEnd: bar.dateTo > to,
          lane: 0,
        },
      ];
    })
    .sort((a, b) => a.start - b.start || b.span - a.span);
  const laneEnds: number[] = [];
  for (const bar of placed) {
    let lane = laneEnds.findIndex((end) => end < bar.start);
    if (lane === -1) lane = laneEnds.length;
    laneEnds[lane] = bar.start + bar.span - 1;
    bar.lane = lane;
  }
  return { bars: placed, lanes: Math.max(laneEnds.length, 1) };
}

/** The bars on the day in column `column`, the one Enter opens first. */
export function barsOn(layout: UnitLayout, column: number): PlacedBar[] {
  return layout.bars
    .filter((bar) => bar.start <= column && column < bar.start + bar.span)
    .sort((a, b) => openRank[a.kind] - openRank[b.kind]);
}

/**
 * Every kind of bar, each with its rank when bars share a day: which one a person most likely
 * means (a booking before what follows it). Written out here rather than read from the shared
 * schema's list, which would bring zod into the planner's first chunk; the type keeps them the same.
 */
const openRank: Record<PlannerBarKind, number> = {
  rental: 0,
  hold: 1,
  overdue: 2,
  buffer: 3,
  maintenance: 4,
  out_of_service: 5,
};

/** The kinds in the server's order, for the legend. */
export const barKinds: readonly PlannerBarKind[] = [
  'rental',
  'hold',
  'buffer',
  'overdue',
  'out_of_service',
  'maintenance',
] satisfies (keyof typeof openRank)[];

/** A bar that belongs to a rental (its details open, and it may be moved). */
export const isRentalBar = <Bar extends PlannerBar>(bar: Bar): bar is Bar & { rentalId: number } =>
  bar.rentalId !== undefined;

export type PlannerRow =
  | { type: 'product'; key: string; productId: number; productName: string; count: number }
  | {
      type: 'unit';
      key: string;
      unit: PlannerUnit;
      /** Its place among the units (the focus moves on units). */ unitIndex: number;
    };

/**
 * The grid's rows: each product's header (its name and how many of its units are loaded) before
 * its units, in the server's order (product, then serial number).
 */
export function plannerRows(units: readonly PlannerUnit[]): PlannerRow[] {
  const rows: PlannerRow[] = [];
  let header: Extract<PlannerRow, { type: 'product' }> | null = null;
  units.forEach((unit, unitIndex) => {
    if (header?.productId !== unit.productId) {
      header = {
        type: 'product',
        key: `product-${unit.productId}-${unitIndex}`,
        productId: unit.productId,
        productName: unit.productName,
        count: 0,
      };
      rows.push(header);
    }
    header.count += 1;
    rows.push({ type: 'unit', key: `unit-${unit.id}`, unit, unitIndex });
  });
  return rows;
}

/** For a buffer or the late days after a booking, the booking itself (its own dates), when the unit shows it. */
export function bookingOf(
  unit: PlannerUnit,
  bar: PlannerBar & { rentalId: number },
): PlannerBar & { rentalId: number } {
  if (bar.kind === 'rental' || bar.kind === 'hold') return bar;
  const booking = unit.bars.find(
    (other) => other.rentalId === bar.rentalId && (other.kind === 'rental' || other.kind === 'hold'),
  );
  return (booking as (PlannerBar & { rentalId: number }) | undefined) ?? bar;
}

/**
 * A rental not yet handed over may be dragged elsewhere; one whose units are out stays where it
 * is, and a quote's hold moves with its quote (revised on the quote's page).
 */
export const isMovable = (bar: PlacedBar): bar is PlacedBar & { rentalId: number } =>
  bar.kind === 'rental' && !bar.handedOver && isRentalBar(bar);
