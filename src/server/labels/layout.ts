/*
 * The label sheet's geometry, apart from its renderer (sheet.ts, loaded on first use) so the
 * route can describe it without loading pdfkit.
 */

/** Points in a millimetre. */
export const MM = 72 / 25.4;

/** The sheet's geometry in points (A4 is 595.28 x 841.89). */
export const SHEET = {
  columns: 3,
  rows: 8,
  labelWidth: 63.5 * MM,
  labelHeight: 33.9 * MM,
  /** From the page's top edge and left edge to the first label. */
  top: 12.9 * MM,
  left: 7.21 * MM,
  /** Between two labels of a row; the rows touch. */
  gap: 2.54 * MM,
  /** The printable area inside a label: printers and die-cuts are off by a millimetre or two. */
  inset: 2 * MM,
} as const;

export const LABELS_PER_PAGE = SHEET.columns * SHEET.rows;
