import { CSV_BOM, type CsvFormat, csvText } from '../invoices';
import type { RevenueReport, UtilisationReport } from '../../shared/schemas/reports';

/*
 * The reports as CSV, in the accountant's conventions (decision 085): UTF-8 with a byte order
 * mark, CRLF, a comma and decimal points in English, a semicolon and decimal commas in German and
 * Spanish; names guarded against formulas. The same rows as the JSON, the same order.
 */

const number = (value: string | number, format: CsvFormat) =>
  format.decimal === ',' ? String(value).replace('.', ',') : String(value);

const lines = (rows: string[][], format: CsvFormat) =>
  CSV_BOM + rows.map((row) => row.join(format.delimiter)).join('\r\n') + '\r\n';

export function revenueCsv(report: RevenueReport, format: CsvFormat): string {
  return lines(
    [
      ['group', 'label', 'net', 'vat', 'gross', 'documents'],
      ...report.rows.map((row) => [
        csvText(row.key, format),
        csvText(row.label, format),
        number(row.net, format),
        number(row.vat, format),
        number(row.gross, format),
        String(row.documents),
      ]),
    ],
    format,
  );
}

/** Utilisation as a fraction with four decimals (0.4286), as the JSON's `utilisation`. */
export function utilisationCsv(products: UtilisationReport['products'], format: CsvFormat): string {
  return lines(
    [
      [
        'product_id',
        'product',
        'category',
        'units',
        'days_out',
        'days_possible',
        'utilisation',
        'late_returns',
        'incidents',
      ],
      ...products.map((row) => [
        String(row.productId),
        csvText(row.productName, format),
        csvText(row.categoryName, format),
        String(row.units),
        String(row.daysOut),
        String(row.daysPossible),
        number(row.utilisation.toFixed(4), format),
        String(row.lateReturns),
        String(row.incidents),
      ]),
    ],
    format,
  );
}
