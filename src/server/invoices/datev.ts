import type { IsoDate } from '../../shared/calendar-date';
import { fromCents } from '../../shared/money';
import type { AccountingSettings } from '../../shared/schemas/accounting-settings';
import { ConflictError, InvalidInputError } from '../domain-errors';
import type { ExportRow } from './listing';
import type { Period } from './period';
import { windows1252 } from './windows-1252';

/*
 * The accountant's DATEV import (docs/invoices.md, "DATEV"): a "Buchungsstapel" in DATEV's EXTF
 * format 700, category 21, version 13. A header line of 31 fields (the batch: advisor, client,
 * fiscal year, period), the names of the first 14 booking columns (DATEV reads the columns by
 * their place; those after them stay empty and are left out), then one booking per document and
 * VAT rate: its gross on the debtor account against the rate's revenue account, an invoice on the
 * debit side ("S"), a credit note on the credit side ("H"). The amounts carry no VAT key: the
 * revenue accounts are DATEV's automatic ones, which work out the VAT themselves (decision 085).
 * Semicolons, decimal commas, CRLF, Windows-1252.
 */

export type DatevSettings = AccountingSettings['datev'];

const COLUMNS = [
  'Umsatz (ohne Soll/Haben-Kz)',
  'Soll/Haben-Kennzeichen',
  'WKZ Umsatz',
  'Kurs',
  'Basis-Umsatz',
  'WKZ Basis-Umsatz',
  'Konto',
  'Gegenkonto (ohne BU-Schlüssel)',
  'BU-Schlüssel',
  'Belegdatum',
  'Belegfeld 1',
  'Belegfeld 2',
  'Skonto',
  'Buchungstext',
] as const;

/** A text field: quoted, its quotes doubled, on one line, at most `max` characters. */
const text = (value: string, max: number) =>
  `"${value
    .replace(/[\r\n\t]+/g, ' ')
    .slice(0, max)
    .replaceAll('"', '""')}"`;

const compact = (date: IsoDate) => date.replaceAll('-', '');

/** The first day of the fiscal year `date` falls in. */
export function fiscalYearStart(date: IsoDate, startMonth: number): IsoDate {
  const [year, month] = date.split('-').map(Number) as [number, number];
  const startYear = month >= startMonth ? year : year - 1;
  return `${startYear}-${String(startMonth).padStart(2, '0')}-01` as IsoDate;
}

/** Refuses a period DATEV would not take as one batch: one that runs into a second fiscal year. */
export function checkDatevPeriod(period: Period, settings: DatevSettings) {
  const start = fiscalYearStart(period.from, settings.fiscalYearStartMonth);
  if (fiscalYearStart(period.to, settings.fiscalYearStartMonth) !== start) {
    throw new InvalidInputError(
      'BAD_PERIOD',
      `A DATEV batch stays within one fiscal year (from ${start}): export the period in two parts.`,
      'to',
    );
  }
}

/** Refuses the export when a rate of the period's documents has no revenue account in the settings. */
export function checkDatevAccounts(rates: readonly number[], settings: DatevSettings) {
  const missing = rates.filter((rate) => !settings.revenueAccounts.some((entry) => entry.rate === rate));
  if (missing.length > 0) {
    throw new ConflictError(
      'DATEV_ACCOUNT_MISSING',
      `No revenue account for ${missing.map((rate) => `${rate} %`).join(', ')} VAT: set one in Settings, Accounting (DATEV).`,
      'accounting.datev.revenueAccounts',
    );
  }
}

/** The header line: the batch's 31 fields. `created` is the shop's clock: YYYYMMDDHHMMSSFFF. */
export function datevHeader(period: Period, settings: DatevSettings, created: string, label: string): string {
  return [
    '"EXTF"',
    '700',
    '21',
    '"Buchungsstapel"',
    '13',
    created,
    '',
    '"RE"',
    '"Framehire"',
    '""',
    settings.consultantNumber,
    settings.clientNumber,
    compact(fiscalYearStart(period.from, settings.fiscalYearStartMonth)),
    String(settings.accountLength),
    compact(period.from),
    compact(period.to),
    text(label, 30),
    '""',
    '1',
    '0',
    '0',
    '"EUR"',
    '',
    '""',
    '',
    '',
    '""',
    '',
    '',
    '""',
    '""',
  ].join(';');
}

/** One booking: a document's gross at one rate; none for a rate that adds up to nothing. */
export function datevBooking(row: ExportRow, settings: DatevSettings): string | null {
  if (row.grossCents === 0) return null;
  // A reverse charge's revenue is booked apart (SKR03 8336: services taxable in another member state).
  const account =
    row.vatTreatment === 'reverse_charge'
      ? settings.reverseChargeAccount
      : settings.revenueAccounts.find((entry) => entry.rate === row.rate)!.account;
  const [, month, day] = row.issueDate.split('-');
  return [
    fromCents(Math.abs(row.grossCents)).replace('.', ','),
    row.grossCents > 0 ? '"S"' : '"H"',
    '"EUR"',
    '',
    '',
    '',
    settings.debtorAccount,
    account,
    '""',
    `${day}${month}`,
    // DATEV takes letters, digits and $ & % * + - / in a document number, at most 36.
    text(row.number.replace(/[^A-Za-z0-9$&%*+\-/]/g, '-'), 36),
    '""',
    '',
    text(row.company ?? row.customerName, 60),
  ].join(';');
}

/** The whole batch as it streams, in Windows-1252, each line ended by CRLF. */
export async function* datevLines(
  rows: AsyncIterable<ExportRow>,
  period: Period,
  settings: DatevSettings,
  created: string,
): AsyncGenerator<Buffer> {
  yield windows1252(`${datevHeader(period, settings, created, `Rechnungen ${period.from}`)}\r\n`);
  yield windows1252(`${COLUMNS.join(';')}\r\n`);
  for await (const row of rows) {
    const booking = datevBooking(row, settings);
    if (booking) yield windows1252(`${booking}\r\n`);
  }
}

/** The shop's clock as DATEV writes a creation time: YYYYMMDDHHMMSSFFF. */
export function datevCreated(now: Date, timeZone: string): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-GB', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(now)
      .map((part) => [part.type, part.value]),
  );
  const millis = String(now.getUTCMilliseconds()).padStart(3, '0');
  return `${parts['year']}${parts['month']}${parts['day']}${parts['hour']}${parts['minute']}${parts['second']}${millis}`;
}
