import type { Language } from '../../shared/languages';
import { fromSignedCents } from '../../shared/money';
import type { ExportRow } from './listing';
import { startsLikeFormula } from '../csv-formula';

/*
 * The accountant's CSV: one row per document and VAT rate, RFC 4180, UTF-8 with a byte
 * order mark so that spreadsheet apps read "Pérez" and "Müller" as written. The delimiter and
 * the decimal mark are the accountant's: a comma and a decimal point in English, a semicolon
 * and a decimal comma in German and Spanish, as their spreadsheets open a CSV (decision 085).
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
  'payment_method',
  'payment_date',
  'amount_paid',
  // Last, after the columns accountants' imports already map: reverse_charge or standard.
  'vat_treatment',
] as const;

/** How the cells are separated and how a number writes its decimals. */
export type CsvFormat = { delimiter: ',' | ';'; decimal: '.' | ',' };

export const csvDelimiters = ['comma', 'semicolon'] as const;
export type CsvDelimiter = (typeof csvDelimiters)[number];

/** The format asked for, else the one of the accountant's language: a semicolon and a decimal comma but in English. */
export function csvFormatOf(delimiter: CsvDelimiter | undefined, language: Language): CsvFormat {
  const semicolon = delimiter ? delimiter === 'semicolon' : language !== 'en';
  return semicolon ? { delimiter: ';', decimal: ',' } : { delimiter: ',', decimal: '.' };
}

const COMMA: CsvFormat = { delimiter: ',', decimal: '.' };

/**
 * A text cell as RFC 4180 writes it. A text a spreadsheet would run as a formula (starting, after
 * any spaces, with = + - @ or their full-width forms, or with a tab or carriage return:
 * csv-formula.ts) gets a leading apostrophe: a customer's name is the one part of this file a
 * stranger typed.
 */
export function csvText(value: string | null, format: CsvFormat = COMMA): string {
  const text = value ?? '';
  const guarded = startsLikeFormula(text) ? `'${text}` : text;
  const needsQuotes = guarded.includes(format.delimiter) || /[",\r\n]/.test(guarded);
  return needsQuotes ? `"${guarded.replaceAll('"', '""')}"` : guarded;
}

/** A number of ours ("-12.50", "5.5") with the format's decimal mark. */
const decimal = (text: string, format: CsvFormat) => (format.decimal === ',' ? text.replace('.', ',') : text);

/**
 * Amounts and rates are ours, never a stranger's: written as they are, "-12.50" included. The
 * payment's method, its day (the shop's) and its amount are the document's, on each of its rows:
 * sum `gross` for the documents' amounts, and read `amount_paid` once per document.
 */
export function csvRow(row: ExportRow, format: CsvFormat = COMMA): string {
  return [
    csvText(row.number, format),
    row.kind,
    row.issueDate,
    csvText(row.orderReference, format),
    csvText(row.corrects, format),
    csvText(row.customerName, format),
    csvText(row.company, format),
    csvText(row.vatId, format),
    decimal(String(row.rate), format),
    decimal(fromSignedCents(row.netCents), format),
    decimal(fromSignedCents(row.vatCents), format),
    decimal(fromSignedCents(row.grossCents), format),
    row.paymentMethod ?? '',
    row.paymentDate ?? '',
    row.paidCents === null ? '' : decimal(fromSignedCents(row.paidCents), format),
    row.vatTreatment,
  ].join(format.delimiter);
}

/** The whole file as it streams: the mark and header, then a line per row, each ended by CRLF. */
export async function* csvLines(rows: AsyncIterable<ExportRow>, format: CsvFormat = COMMA): AsyncGenerator<string> {
  yield `${CSV_BOM}${CSV_HEADER.join(format.delimiter)}\r\n`;
  for await (const row of rows) yield `${csvRow(row, format)}\r\n`;
}
