import type { PlannerRow } from './layout';

/** The sizes the grid is drawn at (px): its sticky header, a product's row, a unit's row and a bar's margin in it. */
export const HEAD_HEIGHT = 52;
export const PRODUCT_HEIGHT = 34;
export const UNIT_HEIGHT = 40;
export const BAR_INSET = 5;

/** The narrowest a day may be in a view of `days` days: wide enough for its date, and for a name on a short booking. */
const minDayWidth = (days: number) => (days <= 7 ? 92 : days <= 14 ? 48 : days <= 31 ? 36 : 28);
const MAX_DAY_WIDTH = 160;

export const rowHeight = (row: PlannerRow) => (row.type === 'product' ? PRODUCT_HEIGHT : UNIT_HEIGHT);

/** Each row's top (px from the body's top), rows being as high as `rowHeight` says. */
export function rowTops(rows: readonly PlannerRow[]): number[] {
  let at = 0;
  return rows.map((row) => {
    const start = at;
    at += rowHeight(row);
    return start;
  });
}

/**
 * The unit column's and a day's widths in a box `width` px wide showing `days` days (narrower
 * units on a phone), and the whole grid's.
 */
export function columnWidths(width: number, days: number) {
  const unitWidth = width > 0 && width < 600 ? 128 : 184;
  // The days share the box's width (to the hundredth of a pixel, so they fill it), within limits.
  const dayWidth = Math.min(
    MAX_DAY_WIDTH,
    Math.max(minDayWidth(days), Math.floor(((width - unitWidth - 2) / Math.max(days, 1)) * 100) / 100),
  );
  return { unitWidth, dayWidth, gridWidth: unitWidth + days * dayWidth };
}
