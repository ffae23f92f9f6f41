import { fromSignedCents } from '../../shared/money';
import type { ExportRow } from './listing';

/*
 * The accountant's CSV: one row per document and VAT rate, RFC 4180, UTF-8 with a byte
 * order mark so that spreadsheet apps read "Pérez" and "Müller" as written.
 */

/** The byte order mark: without it Excel reads UTF-8 as the machine's code page. */
export const CSV_BOM = '\uFEFF';

export const CSV_HEADER = [
  'number',
  'kind',
  'issue_date',
  'order_reference',
  'corrects',
  'customer',
  'company',
  'buyer_vat_id',
  'vat_rate',
  'net',
  'vat',
  'gross',
] as const;

/**
 * A text cell as RFC 4180 writes it. A text a spreadsheet would run as a formula (starting with
 * = + - @, or a tab or carriage return that some apps skip before one) gets a leading apostrophe:
 * a customer's name is the one part of this file a stranger typed.
 */
export function csvText(value: string | null): string {
  const text = value ?? '';
  const guarded = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(guarded) ? `"${guarded.replaceAll('"', '""')}"` : guarded;
}

/** Amounts and rates are ours, never a stranger's: written as they are, "-12.50" included. */
export function csvRow(row: ExportRow): string {
  return [
    csvText(row.number),
    row.kind,
    row.issueDate,
    csvText(row.orderReference),
    csvText(row.corrects),
    csvText(row.customerName),
    csvText(row.company),
    csvText(row.vatId),
    String(row.rate),
    fromSignedCents(row.netCents),
    fromSignedCents(row.vatCents),
    fromSignedCents(row.grossCents),
  ].join(',');
}

/** The whole file as it streams: the mark and header, then a line per row, each ended by CRLF. */
export async function* csvLines(rows: AsyncIterable<ExportRow>): AsyncGenerator<string> {
  yield `${CSV_BOM}${CSV_HEADER.join(',')}\r\n`;
  for await (const row of rows) yield `${csvRow(row)}\r\n`;
}
