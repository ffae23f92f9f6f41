import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { create } from 'xmlbuilder2';
import { fromSignedCents } from '../../shared/money';
import { expectValidEn16931 } from '../test/en16931/validate';
import { pdfAttachments, pdfText } from '../test/pdf-text';
import { ordersToPay } from '../test/orders-to-pay';
import { createTestApp, type TestApp } from '../test/test-app';
import { zipEntries } from '../test/zip-entries';
import { CSV_HEADER } from './csv';
import { createInvoiceStore } from './store';

/*
 * Invoices handed out (issue 29): a document's PDF and e-invoice to its customer and to
 * administrators only, and the accountant's list, CSV and ZIP of a period, read back whole.
 */

let t: TestApp;
let kit: ReturnType<typeof ordersToPay>;
let store: ReturnType<typeof createInvoiceStore>;

beforeAll(async () => {
  t = await createTestApp();
  kit = ordersToPay(t);
  store = createInvoiceStore(t.db);
});
afterAll(() => t.close());
beforeEach(() => t.reset());

const BUSINESS = {
  company: 'Estudio Peña S.L.',
  vatId: 'ESB12345678',
  street: 'Calle Mayor 5',
  postcode: '28013',
  city: 'Madrid',
};

/** The shop's details, an administrator, and customer Ana (who writes Spanish). */
async function shop() {
  const ana = await t.signIn({ email: 'ana@example.com', fullName: 'Ana Peña', language: 'es' });
  const admin = await t.signIn({ email: 'admin@example.com', fullName: 'Admin', isAdmin: true });
  const settings = await kit.patch(admin.cookie, '/api/admin/settings', {
    legal: {
      name: 'Framehire Test GmbH',
      street: 'Hauptstraße 1',
      postcode: '10115',
      city: 'Berlin',
      country: 'de',
      vatId: 'DE123456789',
      email: 'shop@example.com',
    },
    vat: { standardRate: 19, reducedRates: [7] },
  });
  expect(settings.statusCode, settings.body).toBe(200);
  return { ana, admin };
}

/** Ana's order of a camera (19 %) and two lenses (7 %), paid at the counter: 122.19, invoiced. */
async function paidOrder(cookies: { ana: string; admin: string }, business?: typeof BUSINESS) {
  const camera = await kit.product(2, '33.33');
  const lens = await kit.product(3, '5.55');
  await t.db.execute(sql`UPDATE products SET vat_rate = 7 WHERE id = ${lens.id}`);
  const placed = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { cookie: cookies.ana },
    payload: {
      lines: [
        { productId: camera.id, dateFrom: kit.day(3), dateTo: kit.day(5), quantity: 1, dailyPrice: '33.33' },
        { productId: lens.id, dateFrom: kit.day(3), dateTo: kit.day(4), quantity: 2, dailyPrice: '5.55' },
      ],
      ...(business ? { business } : {}),
    },
  });
  expect(placed.statusCode, placed.body).toBe(201);
  const order = placed.json() as { id: number; reference: string };
  const paid = await kit.post(cookies.admin, `/api/admin/orders/${order.id}/payments`, { channel: 'cash' });
  expect(paid.statusCode, paid.body).toBe(200);
  const { invoices } = paid.json() as {
    invoices: { id: number; number: string; url: string; eInvoiceUrl: string | null }[];
  };
  return { order, invoice: invoices.at(-1)! };
}

describe('GET /api/invoices/:id/pdf', () => {
  it("answers the order's customer with the PDF: its number and total in the text, an attachment no cache keeps", async () => {
    const { ana, admin } = await shop();
    const { invoice } = await paidOrder({ ana: ana.cookie, admin: admin.cookie });
    expect(invoice.number).toBe('INV-2030-00001');
    const response = await kit.get(ana.cookie, invoice.url);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('attachment; filename="INV-2030-00001.pdf"');
    expect(response.headers['cache-control']).toBe('no-store');
    const { text } = await pdfText(response.rawPayload);
    expect(text).toContain('INV-2030-00001');
    expect(text).toMatch(/122,19 €/);
    // A private customer's PDF is a plain one: no XML inside.
    expect((await pdfAttachments(response.rawPayload)).size).toBe(0);
  });

  it('answers an administrator too; another customer gets 404 as for a document never issued; a visitor 401', async () => {
    const { ana, admin } = await shop();
    const { invoice } = await paidOrder({ ana: ana.cookie, admin: admin.cookie });
    const bea = await t.signIn({ email: 'bea@example.com', fullName: 'Bea' });
    expect((await kit.get(admin.cookie, invoice.url)).statusCode).toBe(200);
    const hidden = await kit.get(bea.cookie, invoice.url);
    const missing = await kit.get(bea.cookie, `/api/invoices/${invoice.id + 1000}/pdf`);
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json()).toEqual(missing.json());
    expect((await t.app.inject({ method: 'GET', url: invoice.url })).statusCode).toBe(401);
  });
});

describe('GET /api/invoices/:id/e-invoice', () => {
  it("is the CII XML of a business order's invoice, and its PDF the Factur-X one with the same XML inside", async () => {
    const { ana, admin } = await shop();
    const { order, invoice } = await paidOrder({ ana: ana.cookie, admin: admin.cookie }, BUSINESS);
    expect(invoice.eInvoiceUrl).toBe(`/api/invoices/${invoice.id}/e-invoice`);
    const response = await kit.get(ana.cookie, invoice.eInvoiceUrl!);
    await expectValidEn16931(response.body);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/xml/);
    expect(response.headers['content-disposition']).toBe(`attachment; filename="${invoice.number}.xml"`);
    expect(response.headers['cache-control']).toBe('no-store');
    const xml = create(response.body).end({ format: 'object' }) as Record<
      string,
      Record<string, Record<string, unknown>>
    >;
    const root = xml['rsm:CrossIndustryInvoice']!;
    expect(root['rsm:ExchangedDocument']!['ram:ID']).toBe(invoice.number);
    expect(response.body).toContain(order.reference);
    expect(response.body).toContain('ESB12345678');

    const pdf = await kit.get(ana.cookie, invoice.url);
    expect(pdf.statusCode).toBe(200);
    const attached = await pdfAttachments(pdf.rawPayload);
    expect(Buffer.from(attached.get('factur-x.xml')!).toString('utf8')).toContain(invoice.number);
    expect((await pdfText(pdf.rawPayload)).text).toContain('Estudio Peña S.L.');
  });

  it("is 404 for a private customer's document, and for another customer's", async () => {
    const { ana, admin } = await shop();
    const { invoice } = await paidOrder({ ana: ana.cookie, admin: admin.cookie });
    expect(invoice.eInvoiceUrl).toBeNull();
    expect((await kit.get(ana.cookie, `/api/invoices/${invoice.id}/e-invoice`)).statusCode).toBe(404);
    const business = await paidOrder({ ana: ana.cookie, admin: admin.cookie }, BUSINESS);
    const bea = await t.signIn({ email: 'bea@example.com', fullName: 'Bea' });
    expect((await kit.get(bea.cookie, business.invoice.eInvoiceUrl!)).statusCode).toBe(404);
    expect((await kit.get(admin.cookie, business.invoice.eInvoiceUrl!)).statusCode).toBe(200);
  });
});

describe("a business order invoiced before the shop's legal details were complete", () => {
  it('has a plain PDF, and its e-invoice answers 409 E_INVOICE_UNAVAILABLE: the document cannot change', async () => {
    const ana = await t.signIn({ email: 'ana@example.com', fullName: 'Ana Peña', language: 'es' });
    const admin = await t.signIn({ email: 'admin@example.com', fullName: 'Admin', isAdmin: true });
    const { invoice } = await paidOrder({ ana: ana.cookie, admin: admin.cookie }, BUSINESS);
    const pdf = await kit.get(ana.cookie, invoice.url);
    expect(pdf.statusCode).toBe(200);
    expect((await pdfAttachments(pdf.rawPayload)).size).toBe(0);
    // The order does not offer one, and asking for it anyway says why.
    expect(invoice.eInvoiceUrl).toBeNull();
    const xml = await kit.get(ana.cookie, `/api/invoices/${invoice.id}/e-invoice`);
    expect(xml.statusCode).toBe(409);
    expect(xml.json().error.code).toBe('E_INVOICE_UNAVAILABLE');
  });
});

/** Two paid orders (one for a business) and a refund of 10.00 by hand: two invoices and a credit note in March 2030. */
async function monthOfDocuments() {
  const { ana, admin } = await shop();
  const cookies = { ana: ana.cookie, admin: admin.cookie };
  const first = await paidOrder(cookies);
  const second = await paidOrder(cookies, BUSINESS);
  const refund = await kit.post(admin.cookie, `/api/admin/orders/${first.order.id}/refunds`, {
    amount: '10.00',
    reason: '=1+1 "lens cap", missing',
  });
  expect(refund.statusCode, refund.body).toBe(200);
  const { rows } = await t.db.execute<{ id: number }>(sql`SELECT id FROM invoices ORDER BY id`);
  const docs = await Promise.all(rows.map((row) => store.read(row.id)));
  return { ana, admin, first, second, docs: docs.map((doc) => doc!) };
}

describe('GET /api/admin/invoices', () => {
  it("lists a period's documents newest first, with totals per rate that are the sums of the lines, credit notes subtracting", async () => {
    const { admin, first, docs } = await monthOfDocuments();
    const response = await kit.get(admin.cookie, '/api/admin/invoices');
    expect(response.statusCode, response.body).toBe(200);
    const list = response.json();
    // Without a period: this month on the shop's calendar.
    expect([list.from, list.to]).toEqual(['2030-03-01', '2030-03-31']);
    expect(list.items.map((item: { number: string }) => item.number)).toEqual([
      'CN-2030-00001',
      'INV-2030-00002',
      'INV-2030-00001',
    ]);
    const [note, business] = list.items;
    expect(note).toMatchObject({
      kind: 'credit_note',
      corrects: 'INV-2030-00001',
      orderId: first.order.id,
      orderReference: first.order.reference,
      customerName: 'Ana Peña',
      company: null,
      total: '10.00',
      eInvoiceUrl: null,
      vatByRate: [
        { rate: 19, gross: '8.18', net: expect.any(String), vat: expect.any(String) },
        { rate: 7, gross: '1.82', net: expect.any(String), vat: expect.any(String) },
      ],
    });
    expect(business).toMatchObject({ company: 'Estudio Peña S.L.', total: '122.19', net: '104.78', vat: '17.41' });
    expect(business.vatByRate).toEqual([
      { rate: 19, net: '84.03', vat: '15.96', gross: '99.99' },
      { rate: 7, net: '20.75', vat: '1.45', gross: '22.20' },
    ]);

    // Each rate's totals, summed here from every line as issued, a credit note's taken off.
    const expected = new Map<number, { net: number; vat: number; gross: number }>();
    for (const doc of docs) {
      const sign = doc.kind === 'credit_note' ? -1 : 1;
      for (const line of doc.lines) {
        const sums = expected.get(line.vatRate) ?? { net: 0, vat: 0, gross: 0 };
        sums.net += sign * line.netCents;
        sums.vat += sign * line.vatCents;
        sums.gross += sign * line.grossCents;
        expected.set(line.vatRate, sums);
      }
    }
    expect(list.totalsByRate).toEqual(
      [...expected].map(([rate, sums]) => ({
        rate,
        net: fromSignedCents(sums.net),
        vat: fromSignedCents(sums.vat),
        gross: fromSignedCents(sums.gross),
      })),
    );
    expect(list.totalsByRate.map((row: { gross: string }) => row.gross)).toEqual(['191.80', '42.58']);
    // Two invoices of 122.19, less the credit note of 10.00.
    expect(list.totals.gross).toBe('234.38');
    expect(list.totals).toEqual({
      net: fromSignedCents([...expected.values()].reduce((sum, row) => sum + row.net, 0)),
      vat: fromSignedCents([...expected.values()].reduce((sum, row) => sum + row.vat, 0)),
      gross: '234.38',
    });
  });

  it('takes both ends of the period, refuses one backwards or over 366 days, and shows nothing outside it', async () => {
    const { admin } = await monthOfDocuments();
    const day = await kit.get(admin.cookie, '/api/admin/invoices?from=2030-03-10&to=2030-03-10');
    expect(day.json().items).toHaveLength(3);
    const before = (await kit.get(admin.cookie, '/api/admin/invoices?from=2030-02-01&to=2030-03-09')).json();
    expect(before).toMatchObject({ items: [], totalsByRate: [], totals: { net: '0.00', vat: '0.00', gross: '0.00' } });
    // One end alone: the rest of its month.
    expect((await kit.get(admin.cookie, '/api/admin/invoices?from=2030-02-10')).json()).toMatchObject({
      to: '2030-02-28',
    });

    const backwards = await kit.get(admin.cookie, '/api/admin/invoices?from=2030-03-11&to=2030-03-10');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().error).toMatchObject({ code: 'BAD_PERIOD', field: 'to' });
    const leapYear = await kit.get(admin.cookie, '/api/admin/invoices?from=2028-01-01&to=2028-12-31');
    expect(leapYear.statusCode).toBe(200);
    const tooLong = await kit.get(admin.cookie, '/api/admin/invoices/export.csv?from=2029-01-01&to=2030-01-02');
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error.message).toMatch(/367 days.*at most 366/);
    expect((await kit.get(admin.cookie, '/api/admin/invoices?from=2030-02-30')).statusCode).toBe(400);
  });
});

/** RFC 4180 read back: quoted cells with doubled quotes, commas and line breaks inside. */
function parseCsv(text: string, delimiter = ','): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!;
    if (quoted && char === '"' && text[index + 1] === '"') {
      cell += '"';
      index += 1;
    } else if (quoted) {
      if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') {
      quoted = true;
    } else if (char === delimiter) {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && text[index + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      index += 1;
    } else {
      cell += char;
    }
  }
  expect(cell, 'the last row ends with CRLF').toBe('');
  return rows;
}

/** A payment's day: the shop's date of the moment it was recorded (the test clock moves only the shop's "today"). */
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

describe('GET /api/admin/invoices/export.csv', () => {
  it('has a row per document and rate, credit notes negative, in UTF-8 with a BOM, formulas defused', async () => {
    const { admin } = await monthOfDocuments();
    // The customer's name is a stranger's text: one that a spreadsheet would run.
    await t.db.execute(
      sql`UPDATE "user" SET name = '=HYPERLINK("http://evil.example","Ana")' WHERE email = 'ana@example.com'`,
    );
    const { ana } = { ana: await t.signIn({ email: 'eve@example.com', fullName: '@SUM(A1), Eve' }) };
    await paidOrder({ ana: ana.cookie, admin: admin.cookie });

    const response = await kit.get(admin.cookie, '/api/admin/invoices/export.csv?from=2030-03-01&to=2030-03-31');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="invoices_2030-03-01_2030-03-31.csv"');
    expect(response.headers['cache-control']).toBe('no-store');
    expect([...response.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = parseCsv(response.rawPayload.subarray(3).toString('utf8'));
    expect(header).toEqual([...CSV_HEADER]);
    expect(rows.map((row) => [row[0], row[1], row[4], row[8], row[9], row[10], row[11]])).toEqual([
      ['INV-2030-00001', 'invoice', '', '19', '84.03', '15.96', '99.99'],
      ['INV-2030-00001', 'invoice', '', '7', '20.75', '1.45', '22.20'],
      ['INV-2030-00002', 'invoice', '', '19', '84.03', '15.96', '99.99'],
      ['INV-2030-00002', 'invoice', '', '7', '20.75', '1.45', '22.20'],
      [
        'CN-2030-00001',
        'credit_note',
        'INV-2030-00001',
        '19',
        expect.stringMatching(/^-/),
        expect.stringMatching(/^-/),
        '-8.18',
      ],
      [
        'CN-2030-00001',
        'credit_note',
        'INV-2030-00001',
        '7',
        expect.stringMatching(/^-/),
        expect.stringMatching(/^-/),
        '-1.82',
      ],
      ['INV-2030-00003', 'invoice', '', '19', '84.03', '15.96', '99.99'],
      ['INV-2030-00003', 'invoice', '', '7', '20.75', '1.45', '22.20'],
    ]);
    // Issued before the rename: the documents keep the name they were issued to.
    expect(rows[0]!.slice(2, 8)).toEqual(['2030-03-10', expect.stringMatching(/\S/), '', 'Ana Peña', '', '']);
    expect(rows[2]!.slice(5, 8)).toEqual(['Ana Peña', 'Estudio Peña S.L.', 'ESB12345678']);
    expect(rows[6]![5]).toBe("'@SUM(A1), Eve");
    // Every amount adds up: the CSV's gross column is the list's total.
    const gross = rows.reduce((sum, row) => sum + Math.round(Number(row[11]) * 100), 0);
    expect(fromSignedCents(gross)).toBe('356.57');
    // Each document's payment, on each of its rows: paid at the counter, and the refund given back there.
    expect(rows.map((row) => [row[0], row[12], row[13], row[14]])).toEqual(
      rows.map((row) => [
        row[0],
        'cash',
        expect.stringMatching(ISO_DAY),
        row[1] === 'credit_note' ? '-10.00' : '122.19',
      ]),
    );
  });

  it('writes semicolons and decimal commas when asked, or for a German or Spanish accountant', async () => {
    const { admin } = await monthOfDocuments();
    const asked = await kit.get(
      admin.cookie,
      '/api/admin/invoices/export.csv?from=2030-03-01&to=2030-03-31&delimiter=semicolon',
    );
    const german = await t.app.inject({
      url: '/api/admin/invoices/export.csv?from=2030-03-01&to=2030-03-31',
      headers: { cookie: admin.cookie, 'accept-language': 'de-DE,de;q=0.9' },
    });
    for (const response of [asked, german]) {
      expect(response.statusCode, response.body).toBe(200);
      const [header, first, , , , note] = parseCsv(response.rawPayload.subarray(3).toString('utf8'), ';');
      expect(header).toEqual([...CSV_HEADER]);
      expect(first!.slice(8, 15)).toEqual([
        '19',
        '84,03',
        '15,96',
        '99,99',
        'cash',
        expect.stringMatching(ISO_DAY),
        '122,19',
      ]);
      expect(note![14]).toBe('-10,00');
    }
    // Asked for commas, a German accountant gets them.
    const commas = await t.app.inject({
      url: '/api/admin/invoices/export.csv?from=2030-03-01&to=2030-03-31&delimiter=comma',
      headers: { cookie: admin.cookie, 'accept-language': 'de' },
    });
    expect(parseCsv(commas.rawPayload.subarray(3).toString('utf8'))[1]![9]).toBe('84.03');
    const bad = await kit.get(admin.cookie, '/api/admin/invoices/export.csv?delimiter=tab');
    expect(bad.statusCode).toBe(400);
  });

  it('streams a long period in batches: every document once, in order', async () => {
    const { admin, docs } = await monthOfDocuments();
    // 450 more documents over February and March (more than two batches of 200), copied from the first invoice.
    const [first] = docs;
    await t.db.execute(sql`
      WITH added AS (
        INSERT INTO invoices (kind, series, year, sequence, number, order_id, order_reference, issue_date, language, seller, buyer, payment, net_cents, vat_cents, gross_cents)
        SELECT kind, 'TEST', year, n, 'TEST-' || n, order_id, order_reference, issue_date - (n % 20), language, seller, buyer, payment, net_cents, vat_cents, gross_cents
          FROM invoices, generate_series(1, 450) n WHERE id = ${first!.id}
        RETURNING id)
      INSERT INTO invoice_lines (invoice_id, position, description, quantity, vat_rate, net_cents, vat_cents, gross_cents)
      SELECT id, 1, 'Line', 1, 19, 8403, 1596, 9999 FROM added`);
    const response = await kit.get(admin.cookie, '/api/admin/invoices/export.csv?from=2030-02-01&to=2030-03-31');
    const [, ...rows] = parseCsv(response.rawPayload.subarray(3).toString('utf8'));
    const numbers = [...new Set(rows.map((row) => row[0]))];
    expect(numbers).toHaveLength(453);
    const dates = rows.map((row) => row[2]!);
    expect(dates).toEqual([...dates].sort());
  });
});

describe('GET /api/admin/invoices/export.datev.csv', () => {
  it('books each document and rate on the debtor against its revenue account, in the settings’ numbers', async () => {
    const { admin } = await monthOfDocuments();
    const saved = await kit.patch(admin.cookie, '/api/admin/settings', {
      accounting: { datev: { consultantNumber: '29098', clientNumber: '55003', debtorAccount: '12000' } },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const response = await kit.get(admin.cookie, '/api/admin/invoices/export.datev.csv?from=2030-03-01&to=2030-03-31');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=windows-1252');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="EXTF_Buchungsstapel_2030-03-01_2030-03-31.csv"',
    );
    const [header, columns, ...bookings] = response.rawPayload.toString('latin1').split('\r\n').slice(0, -1);
    expect(header!.split(';').slice(0, 5)).toEqual(['"EXTF"', '700', '21', '"Buchungsstapel"', '13']);
    expect(header!.split(';').slice(10, 16)).toEqual(['29098', '55003', '20300101', '4', '20300301', '20300331']);
    expect(columns!.split(';')).toHaveLength(14);
    const cells = bookings.map((line) => line.split(';'));
    expect(cells.map((cell) => [cell[0], cell[1], cell[6], cell[7], cell[10]])).toEqual([
      ['99,99', '"S"', '12000', '8400', '"INV-2030-00001"'],
      ['22,20', '"S"', '12000', '8300', '"INV-2030-00001"'],
      ['99,99', '"S"', '12000', '8400', '"INV-2030-00002"'],
      ['22,20', '"S"', '12000', '8300', '"INV-2030-00002"'],
      ['8,18', '"H"', '12000', '8400', '"CN-2030-00001"'],
      ['1,82', '"H"', '12000', '8300', '"CN-2030-00001"'],
    ]);
    expect(cells[2]![13]).toBe('"Estudio Peña S.L."');
    // Windows-1252: "ñ" is one byte.
    expect(response.rawPayload.includes(Buffer.from([0xf1]))).toBe(true);
    // What the batch books adds up to the period's gross: 2 × 122.19 − 10.00.
    const cents = cells.reduce(
      (sum, cell) => sum + (cell[1] === '"S"' ? 1 : -1) * Math.round(Number(cell[0]!.replace(',', '.')) * 100),
      0,
    );
    expect(fromSignedCents(cents)).toBe('234.38');
  });

  it('refuses a rate without a revenue account, and a period into a second fiscal year, with a clear message', async () => {
    const { admin } = await monthOfDocuments();
    await kit.patch(admin.cookie, '/api/admin/settings', {
      accounting: { datev: { revenueAccounts: [{ rate: 19, account: '8400' }], fiscalYearStartMonth: 3 } },
    });
    const missing = await kit.get(admin.cookie, '/api/admin/invoices/export.datev.csv?from=2030-03-01&to=2030-03-31');
    expect(missing.statusCode).toBe(409);
    expect(missing.json().error).toMatchObject({
      code: 'DATEV_ACCOUNT_MISSING',
      message: 'No revenue account for 7 % VAT: set one in Settings, Accounting (DATEV).',
    });
    const twoYears = await kit.get(admin.cookie, '/api/admin/invoices/export.datev.csv?from=2030-02-01&to=2030-03-31');
    expect(twoYears.statusCode).toBe(400);
    expect(twoYears.json().error).toMatchObject({ code: 'BAD_PERIOD', field: 'to' });
    expect(twoYears.json().error.message).toContain('one fiscal year (from 2029-03-01)');
  });

  it('refuses account numbers that are not digits, changing nothing', async () => {
    const { admin } = await shop();
    const bad = await kit.patch(admin.cookie, '/api/admin/settings', {
      accounting: { datev: { debtorAccount: '10000;8400', revenueAccounts: [{ rate: 19, account: '84OO' }] } },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toContain('An account number is 1 to 9 digits.');
    const same = await kit.patch(admin.cookie, '/api/admin/settings', {
      accounting: {
        datev: {
          revenueAccounts: [
            { rate: 7, account: '8300' },
            { rate: 7, account: '8301' },
          ],
        },
      },
    });
    expect(same.statusCode).toBe(400);
    expect(same.json().error).toMatchObject({ field: 'accounting.datev.revenueAccounts.1.rate' });
    const settings = await kit.get(admin.cookie, '/api/admin/settings');
    expect(settings.json().accounting.datev).toMatchObject({
      debtorAccount: '10000',
      revenueAccounts: [
        { rate: 19, account: '8400' },
        { rate: 7, account: '8300' },
      ],
    });
  });
});

describe('GET /api/admin/invoices/export.zip', () => {
  it("holds every document's PDF, and a business document's XML, named by number", async () => {
    const { admin, docs } = await monthOfDocuments();
    const response = await kit.get(admin.cookie, '/api/admin/invoices/export.zip?from=2030-03-01&to=2030-03-31');
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    expect(response.headers['content-disposition']).toBe('attachment; filename="invoices_2030-03-01_2030-03-31.zip"');
    expect(response.headers['cache-control']).toBe('no-store');
    const entries = zipEntries(response.rawPayload);
    expect([...entries.keys()].sort()).toEqual(
      ['CN-2030-00001.pdf', 'INV-2030-00001.pdf', 'INV-2030-00002.pdf', 'INV-2030-00002.xml'].sort(),
    );
    for (const doc of docs) {
      const { text } = await pdfText(entries.get(`${doc.number}.pdf`)!);
      expect(text).toContain(doc.number);
    }
    expect(entries.get('INV-2030-00002.xml')!.toString('utf8')).toContain('INV-2030-00002');

    const empty = await kit.get(admin.cookie, '/api/admin/invoices/export.zip?from=2030-01-01&to=2030-01-31');
    expect(empty.statusCode).toBe(200);
    expect(zipEntries(empty.rawPayload).size).toBe(0);
  });
});
