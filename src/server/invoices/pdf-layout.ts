import type { InvoiceDocument, InvoiceDocumentLine } from './document';
import { FONT } from './pdf-fonts';
import { money, ratePercent, shortDate } from './pdf-format';
import { pdfTexts } from './pdf-texts';

/*
 * The geometry of an invoice PDF and its table of lines, which runs over as many pages as it
 * needs, its header repeated at the top of each. Positions are in points (A4 is 595 x 842).
 */

/** The faces by their files (pdf-fonts.ts): each parsed once per document. */
export { FONT };
export const COLOR = {
  text: '#1a1b1e',
  muted: '#495057',
  brand: '#2549c6',
  rule: '#dee2e6',
  panel: '#f1f3f5',
} as const;

export const MARGIN = { top: 48, bottom: 72, left: 48, right: 48 } as const;
/** Where the footer's rule sits, measured from the page's bottom edge. */
export const FOOTER_FROM_BOTTOM = 52;

type Pdf = PDFKit.PDFDocument;

export const contentWidth = (pdf: Pdf) => pdf.page.width - MARGIN.left - MARGIN.right;
/** The lowest y the content may reach on this page (the footer lies below). */
export const contentBottom = (pdf: Pdf) => pdf.page.height - MARGIN.bottom;

type ColumnKey = keyof (typeof pdfTexts)['en']['columns'];
type Column = { key: ColumnKey; width: number; align: 'left' | 'right' };

/** The columns, left to right; the description takes what the others leave. */
const FIXED: Column[] = [
  { key: 'position', width: 24, align: 'left' },
  { key: 'description', width: 0, align: 'left' },
  { key: 'quantity', width: 32, align: 'right' },
  { key: 'pricePerDay', width: 54, align: 'right' },
  { key: 'net', width: 58, align: 'right' },
  { key: 'vatRate', width: 38, align: 'right' },
  { key: 'vat', width: 54, align: 'right' },
  { key: 'gross', width: 62, align: 'right' },
];
const PAD = 3;

function columnsFor(pdf: Pdf): (Column & { x: number })[] {
  const fixed = FIXED.reduce((sum, column) => sum + column.width, 0);
  let x = MARGIN.left;
  return FIXED.map((column) => {
    const width = column.key === 'description' ? contentWidth(pdf) - fixed : column.width;
    const placed = { ...column, width, x };
    x += width;
    return placed;
  });
}

const HEADER_HEIGHT = 18;

function drawTableHeader(pdf: Pdf, doc: InvoiceDocument, y: number): number {
  const t = pdfTexts[doc.language].columns;
  pdf.rect(MARGIN.left, y, contentWidth(pdf), HEADER_HEIGHT).fill(COLOR.panel);
  pdf.font(FONT.bold).fontSize(7.5).fillColor(COLOR.muted);
  for (const column of columnsFor(pdf)) {
    pdf.text(t[column.key], column.x + PAD, y + 6, {
      width: column.width - 2 * PAD,
      align: column.align,
      lineBreak: false,
    });
  }
  return y + HEADER_HEIGHT;
}

/** The small grey lines under a line's description: its dates and days, and its units. */
function detailLines(doc: InvoiceDocument, line: InvoiceDocumentLine): string[] {
  const t = pdfTexts[doc.language];
  const details: string[] = [];
  if (line.dateFrom && line.dateTo) {
    const dates =
      line.dateFrom === line.dateTo
        ? shortDate(line.dateFrom, doc.language)
        : `${shortDate(line.dateFrom, doc.language)} – ${shortDate(line.dateTo, doc.language)}`;
    details.push(line.days === null ? dates : `${dates} · ${t.days(line.days)}`);
  }
  if (line.units.length > 0) details.push(`${t.units}: ${line.units.join(', ')}`);
  return details;
}

const ROW_PAD = 5;
const DESCRIPTION_SIZE = 8.5;
const DETAIL_SIZE = 7.5;

function rowHeight(pdf: Pdf, width: number, line: InvoiceDocumentLine, details: string[]): number {
  let height = pdf.font(FONT.regular).fontSize(DESCRIPTION_SIZE).heightOfString(line.description, { width });
  pdf.fontSize(DETAIL_SIZE);
  for (const detail of details) height += 1 + pdf.heightOfString(detail, { width });
  return height + 2 * ROW_PAD;
}

function drawRow(
  pdf: Pdf,
  doc: InvoiceDocument,
  line: InvoiceDocumentLine,
  details: string[],
  y: number,
  height: number,
) {
  const { language } = doc;
  const cells: Record<Exclude<ColumnKey, 'description'>, string> = {
    position: String(line.position),
    quantity: String(line.quantity),
    pricePerDay: line.unitPriceCents === null ? '' : money(line.unitPriceCents, language),
    net: money(line.netCents, language),
    vatRate: ratePercent(line.vatRate, language),
    vat: money(line.vatCents, language),
    gross: money(line.grossCents, language),
  };
  for (const column of columnsFor(pdf)) {
    const width = column.width - 2 * PAD;
    const x = column.x + PAD;
    if (column.key === 'description') {
      pdf.font(FONT.regular).fontSize(DESCRIPTION_SIZE).fillColor(COLOR.text);
      pdf.text(line.description, x, y + ROW_PAD, { width });
      pdf.fontSize(DETAIL_SIZE).fillColor(COLOR.muted);
      for (const detail of details) pdf.text(detail, x, pdf.y + 1, { width });
      continue;
    }
    pdf
      .font(column.key === 'gross' ? FONT.bold : FONT.regular)
      .fontSize(DESCRIPTION_SIZE)
      .fillColor(COLOR.text);
    pdf.text(cells[column.key], x, y + ROW_PAD, { width, align: column.align, lineBreak: false });
  }
  const bottom = y + height;
  pdf
    .moveTo(MARGIN.left, bottom)
    .lineTo(MARGIN.left + contentWidth(pdf), bottom)
    .lineWidth(0.5)
    .stroke(COLOR.rule);
}

/** The table of lines from `y`, on as many pages as it needs; answers the y below its last row. */
export function drawLinesTable(pdf: Pdf, doc: InvoiceDocument, startY: number): number {
  const description = columnsFor(pdf).find((column) => column.key === 'description')!;
  let y = drawTableHeader(pdf, doc, startY);
  for (const line of doc.lines) {
    const details = detailLines(doc, line);
    const height = rowHeight(pdf, description.width - 2 * PAD, line, details);
    if (y + height > contentBottom(pdf)) {
      pdf.addPage();
      y = drawTableHeader(pdf, doc, MARGIN.top);
    }
    drawRow(pdf, doc, line, details, y, height);
    y += height;
  }
  return y;
}
