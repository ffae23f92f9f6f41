import { describe, expect, it } from 'vitest';
import { csvFormatOf, csvRow, csvText } from './csv';
import type { ExportRow } from './listing';

/* The CSV's cells as RFC 4180 writes them, and no cell a spreadsheet would run as a formula. */

describe('csvText', () => {
  it('quotes a cell with a comma, a quote or a line break, doubling its quotes', () => {
    expect(csvText('Peña, Ana')).toBe('"Peña, Ana"');
    expect(csvText('The "Lens" Shop')).toBe('"The ""Lens"" Shop"');
    expect(csvText('Line one\nline two')).toBe('"Line one\nline two"');
    expect(csvText('Müller GmbH')).toBe('Müller GmbH');
    expect(csvText(null)).toBe('');
  });

  it('puts an apostrophe before a cell starting with = + - @ (or a tab or CR before one)', () => {
    expect(csvText('=HYPERLINK("http://evil.example","x")')).toBe('"\'=HYPERLINK(""http://evil.example"",""x"")"');
    expect(csvText('+34 600')).toBe("'+34 600");
    expect(csvText('-1+1')).toBe("'-1+1");
    expect(csvText('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvText('\t=1')).toBe("'\t=1");
    expect(csvText('a=1')).toBe('a=1');
  });

  it('guards the full-width forms (＝ ＋ － ＠) and a formula after spaces, as spreadsheets read them too', () => {
    for (const text of ['＝1+1', '＋1', '－1', '＠SUM(A1)', ' =1+1', '\u3000＝1', '\u00a0@x', '\r\n=1', '\u2003-1']) {
      expect(csvText(text), JSON.stringify(text)).toMatch(/^"?'/);
    }
    expect(csvText('＝HYPERLINK("http://evil.example")')).toBe('"\'＝HYPERLINK(""http://evil.example"")"');
    for (const text of ['Ana ＝ Bea', 'x-1', 'Ａna', ' Ana', '1=1']) expect(csvText(text)).toBe(text);
  });
});

/** A credit note of 8.63 at 5.5 % VAT, given back at the counter on 12 March. */
const creditNote: ExportRow = {
  id: 1,
  number: 'CN-2030-00001',
  kind: 'credit_note',
  issueDate: '2030-03-10',
  orderReference: 'FH-ABC',
  corrects: 'INV-2030-00001',
  customerName: 'Peña; Ana',
  company: null,
  vatId: null,
  rate: 5.5,
  vatTreatment: 'standard',
  netCents: -818,
  vatCents: -45,
  grossCents: -863,
  paymentMethod: 'cash',
  paymentDate: '2030-03-12',
  paidCents: -863,
};

describe('csvRow', () => {
  it("writes a credit note's amounts negative, as they are, never guarded, with its refund", () => {
    expect(csvRow(creditNote)).toBe(
      'CN-2030-00001,credit_note,2030-03-10,FH-ABC,INV-2030-00001,Peña; Ana,,,5.5,-8.18,-0.45,-8.63,cash,2030-03-12,-8.63,standard',
    );
  });

  it('writes semicolons and decimal commas for German and Spanish, quoting a text with a semicolon', () => {
    const format = csvFormatOf(undefined, 'de');
    expect(format).toEqual({ delimiter: ';', decimal: ',' });
    expect(csvRow(creditNote, format)).toBe(
      'CN-2030-00001;credit_note;2030-03-10;FH-ABC;INV-2030-00001;"Peña; Ana";;;5,5;-8,18;-0,45;-8,63;cash;2030-03-12;-8,63;standard',
    );
    expect(csvText('Müller, Berlin', format)).toBe('"Müller, Berlin"');
  });

  it('takes the delimiter asked for over the language, and a comma in English', () => {
    expect(csvFormatOf(undefined, 'en')).toEqual({ delimiter: ',', decimal: '.' });
    expect(csvFormatOf(undefined, 'es')).toEqual({ delimiter: ';', decimal: ',' });
    expect(csvFormatOf('comma', 'de')).toEqual({ delimiter: ',', decimal: '.' });
    expect(csvFormatOf('semicolon', 'en')).toEqual({ delimiter: ';', decimal: ',' });
  });

  it('leaves the payment cells empty for a document whose payment is not known', () => {
    const row = csvRow({ ...creditNote, paymentMethod: null, paymentDate: null, paidCents: null });
    expect(row.endsWith(',-8.63,,,,standard')).toBe(true);
  });
});
