import { describe, expect, it } from 'vitest';
import { accountingSettingsSchema } from '../../shared/schemas/accounting-settings';
import { ConflictError, InvalidInputError } from '../domain-errors';
import {
  checkDatevAccounts,
  checkDatevPeriod,
  datevBooking,
  datevCreated,
  datevHeader,
  datevLines,
  fiscalYearStart,
} from './datev';
import type { ExportRow } from './listing';
import { windows1252 } from './windows-1252';

/* The DATEV batch (EXTF 700, Buchungsstapel 13) as DATEV's import reads it, field by field. */

const settings = accountingSettingsSchema.parse({
  datev: { consultantNumber: '29098', clientNumber: '55003' },
}).datev;

const invoice: ExportRow = {
  id: 7,
  number: 'INV-2030-00042',
  kind: 'invoice',
  issueDate: '2030-03-05',
  orderReference: 'FH-ABC',
  corrects: null,
  customerName: 'Ana Pérez',
  company: 'Estudio "Luz" S.L.',
  vatId: 'ESB12345678',
  rate: 19,
  vatTreatment: 'standard',
  netCents: 10000,
  vatCents: 1900,
  grossCents: 11900,
  paymentMethod: 'bank_transfer',
  paymentDate: '2030-03-06',
  paidCents: 11900,
};

describe('the DATEV batch', () => {
  it('has a header of 31 fields: format, advisor, client, fiscal year, account length and period', () => {
    const header = datevHeader({ from: '2030-03-01', to: '2030-03-31' }, settings, '20300401101500123', 'Rechnungen');
    const fields = header.split(';');
    expect(fields).toHaveLength(31);
    expect(header.startsWith('"EXTF";700;21;"Buchungsstapel";13;20300401101500123;;"RE";')).toBe(true);
    expect(fields.slice(10, 16)).toEqual(['29098', '55003', '20300101', '4', '20300301', '20300331']);
    expect(fields[21]).toBe('"EUR"');
  });

  it('books an invoice on the debtor against the rate’s revenue account, a credit note on the other side', () => {
    const booking = datevBooking(invoice, settings)!.split(';');
    expect(booking).toHaveLength(14);
    expect(booking.slice(0, 10)).toEqual(['119,00', '"S"', '"EUR"', '', '', '', '10000', '8400', '""', '0503']);
    expect(booking[10]).toBe('"INV-2030-00042"');
    expect(booking[13]).toBe('"Estudio ""Luz"" S.L."');
    const credit = datevBooking(
      { ...invoice, kind: 'credit_note', number: 'CN 2030/1', rate: 7, grossCents: -535, company: null },
      settings,
    )!.split(';');
    expect(credit.slice(0, 8)).toEqual(['5,35', '"H"', '"EUR"', '', '', '', '10000', '8300']);
    expect(credit[10]).toBe('"CN-2030/1"');
    expect(credit[13]).toBe('"Ana Pérez"');
    expect(datevBooking({ ...invoice, grossCents: 0 }, settings)).toBeNull();
  });

  it('books a reverse-charged document to the reverse-charge account, whatever its rate', () => {
    const reverse = { ...invoice, vatTreatment: 'reverse_charge' as const, rate: 0, vatCents: 0, grossCents: 10000 };
    expect(datevBooking(reverse, settings)!.split(';').slice(0, 8)).toEqual([
      '100,00',
      '"S"',
      '"EUR"',
      '',
      '',
      '',
      '10000',
      '8336',
    ]);
  });

  it('streams the header, the 14 column names and the bookings in Windows-1252 with CRLF', async () => {
    async function* rows() {
      yield invoice;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of datevLines(rows(), { from: '2030-03-01', to: '2030-03-31' }, settings, '1')) {
      chunks.push(chunk);
    }
    const file = Buffer.concat(chunks);
    const lines = file.toString('latin1').split('\r\n');
    expect(lines).toHaveLength(4);
    expect(lines[1]!.split(';')).toHaveLength(14);
    expect(lines[1]).toContain('Gegenkonto (ohne BU-Schlüssel)');
    // The "ü" of "Schlüssel" is one byte (0xFC), as DATEV reads it.
    expect(file.includes(Buffer.from([0xfc]))).toBe(true);
    expect(file.includes(Buffer.from('ü'))).toBe(false);
    expect(lines[3]).toBe('');
  });

  it('refuses a period into a second fiscal year, and a rate without a revenue account', () => {
    expect(fiscalYearStart('2030-03-05', 1)).toBe('2030-01-01');
    expect(fiscalYearStart('2030-03-05', 7)).toBe('2029-07-01');
    expect(() => checkDatevPeriod({ from: '2030-06-01', to: '2030-07-31' }, settings)).not.toThrow();
    expect(() =>
      checkDatevPeriod({ from: '2030-06-01', to: '2030-07-31' }, { ...settings, fiscalYearStartMonth: 7 }),
    ).toThrow(InvalidInputError);
    expect(() => checkDatevAccounts([19, 7], settings)).not.toThrow();
    expect(() => checkDatevAccounts([19, 5.5], settings)).toThrow(
      'No revenue account for 5.5 % VAT: set one in Settings, Accounting (DATEV).',
    );
    expect(() => checkDatevAccounts([5.5], settings)).toThrow(ConflictError);
  });

  it('writes the shop’s clock as DATEV’s creation time, and text in Windows-1252', () => {
    expect(datevCreated(new Date('2030-03-31T22:30:05.042Z'), 'Europe/Berlin')).toBe('20300401003005042');
    expect([...windows1252('€ Müller – ñ 東')]).toEqual([
      0x80, 0x20, 0x4d, 0xfc, 0x6c, 0x6c, 0x65, 0x72, 0x20, 0x96, 0x20, 0xf1, 0x20, 0x3f,
    ]);
  });
});
