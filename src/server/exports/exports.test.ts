import { get } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays, type IsoDate } from '../../shared/calendar-date';
import { kitParts } from '../db/schema/catalog';
import { payments } from '../db/schema/payments';
import { rentals } from '../db/schema/rentals';
import { csvRecords, parseCsv } from '../test/csv';
import { copyCsv, exportsRunning } from './copy-csv';
import { exportCopyStatement, rentalsCopyPieces } from './queries';
import { insertCategory, insertItems, insertProduct, insertRental } from '../test/factories';
import { createTestApp, TEST_TODAY, type TestApp } from '../test/test-app';

let t: TestApp;
let admin: { cookie: string };

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.reset();
  admin = await t.signIn({ email: 'owner@example.com', isAdmin: true });
});

const download = (url: string, headers: Record<string, string> = admin) =>
  t.app.inject({ method: 'GET', url, headers });

/** A shop with an ordinary rental and a kit rental, a paid order, and a customer who typed a formula. */
async function shop() {
  const customer = await t.signIn({ email: 'ana@example.com', fullName: '=HYPERLINK("http://evil")' });
  const category = await insertCategory(t.db, { name: 'Cameras, "pro"' });
  const lens = await insertProduct(t.db, {
    name: 'Lens, 50mm "fast"\nf/1.4',
    categoryId: category.id,
    dailyPrice: '12.50',
  });
  const [lensUnit] = await insertItems(t.db, lens.id, 1);
  const body = await insertProduct(t.db, { name: 'Body', categoryId: category.id });
  const battery = await insertProduct(t.db, { name: 'Battery', categoryId: category.id });
  const bodyUnits = await insertItems(t.db, body.id, 1);
  const batteryUnits = await insertItems(t.db, battery.id, 2);
  const kit = await insertProduct(t.db, {
    name: 'Film kit',
    categoryId: category.id,
    dailyPrice: '40.00',
    isKit: true,
  });
  await t.db.insert(kitParts).values([
    { kitId: kit.id, partId: body.id, count: 1 },
    { kitId: kit.id, partId: battery.id, count: 2 },
  ]);
  const dateFrom = addDays(TEST_TODAY, 3);
  const dateTo = addDays(TEST_TODAY, 5);
  const ordinary = await insertRental(t.db, {
    userId: customer.id,
    productId: lens.id,
    dateFrom,
    dateTo,
    itemIds: [lensUnit!.id],
  });
  const kitRental = await insertRental(t.db, {
    userId: customer.id,
    productId: kit.id,
    dateFrom,
    dateTo,
    itemIds: [bodyUnits[0]!.id, ...batteryUnits.map((unit) => unit.id)],
  });
  await t.db.update(rentals).set({ unitsPerKit: 3 }).where(eq(rentals.id, kitRental.id));
  await t.db.insert(payments).values({ orderId: ordinary.orderId, kind: 'charge', channel: 'cash', amountCents: 3750 });
  return { customer, ordinary, kitRental, lens, kit };
}

describe('rentals.csv', () => {
  it('is a UTF-8 CSV attachment with a BOM, a header row and a row per line, a kit being one line', async () => {
    const { ordinary, kitRental } = await shop();
    const response = await download('/api/admin/exports/rentals.csv');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(`attachment; filename="framehire-rentals-${TEST_TODAY}.csv"`);
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const text = response.rawPayload.subarray(3).toString('utf8');
    expect(parseCsv(text)[0]).toEqual([
      'order_reference',
      'rental_id',
      'placed_at',
      'customer',
      'email',
      'product',
      'kit',
      'units',
      'date_from',
      'date_to',
      'charged_days',
      'quantity',
      'daily_price',
      'total',
      'deposit_per_unit',
      'vat_rate',
      'status',
      'order_status',
      'payment_method',
      'payment_status',
      'cancelled_at',
      'state',
      'days_late',
      'late_fee',
    ]);
    const rows = csvRecords(text);
    expect(rows).toHaveLength(2);
    const lensRow = rows.find((row) => row.rental_id === String(ordinary.id))!;
    expect(lensRow).toMatchObject({
      customer: `'=HYPERLINK("http://evil")`,
      email: 'ana@example.com',
      product: 'Lens, 50mm "fast"\nf/1.4',
      kit: 'no',
      date_from: addDays(TEST_TODAY, 3),
      date_to: addDays(TEST_TODAY, 5),
      charged_days: '3',
      quantity: '1',
      daily_price: '12.50',
      total: '37.50',
      status: 'Requested',
      payment_status: 'Paid',
      cancelled_at: '',
      state: 'booked',
      days_late: '0',
      late_fee: '0.00',
    });
    expect(lensRow.placed_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    const kitRow = rows.find((row) => row.rental_id === String(kitRental.id))!;
    expect(kitRow).toMatchObject({
      product: 'Film kit',
      kit: 'yes',
      quantity: '1',
      daily_price: '40.00',
      total: '120.00',
    });
    expect(kitRow.units!.split(' ')).toHaveLength(3);
    expect(kitRow.payment_status).toBe('DueAtPickup');
  });

  it('quotes commas, quotes and line breaks as RFC 4180 writes them', async () => {
    await shop();
    const text = (await download('/api/admin/exports/rentals.csv')).body;
    expect(text).toContain('"Lens, 50mm ""fast""\nf/1.4"');
    expect(text).toContain(`"'=HYPERLINK(""http://evil"")"`);
  });

  it('prefixes every cell a spreadsheet would run as a formula with an apostrophe', async () => {
    for (const [index, start] of ['=', '+', '-', '@', '\t', '\r'].entries()) {
      await t.signIn({ email: `f${index}@example.com`, fullName: `${start}1+1` });
    }
    const rows = csvRecords((await download('/api/admin/exports/customers.csv')).body.slice(1));
    const names = rows.map((row) => row.name).filter((name) => name !== 'Test User');
    expect(names.sort()).toEqual(["'\t1+1", "'\r1+1", "'+1+1", "'-1+1", "'=1+1", "'@1+1"].sort());
  });

  it('guards the full-width formula characters and a formula after spaces, as the invoices do', async () => {
    const starts = ['＝', '＋', '－', '＠', ' =', '\u3000＝', '\u00a0+'];
    for (const [index, start] of starts.entries()) {
      await t.signIn({ email: `fw${index}@example.com`, fullName: `${start}1+1` });
    }
    await t.signIn({ email: 'plain@example.com', fullName: 'Ana ＝ 1' });
    const rows = csvRecords((await download('/api/admin/exports/customers.csv')).body.slice(1));
    const names = rows.map((row) => row.name).filter((name) => name !== 'Test User');
    expect(names.sort()).toEqual([...starts.map((start) => `'${start}1+1`), 'Ana ＝ 1'].sort());
  });

  it('narrows to the rentals whose dates overlap the period, and refuses one backwards', async () => {
    await shop();
    const before = await download(`/api/admin/exports/rentals.csv?to=${addDays(TEST_TODAY, 2)}`);
    expect(csvRecords(before.body.slice(1))).toHaveLength(0);
    const during = await download(
      `/api/admin/exports/rentals.csv?from=${addDays(TEST_TODAY, 5)}&to=${addDays(TEST_TODAY, 9)}`,
    );
    expect(csvRecords(during.body.slice(1))).toHaveLength(2);
    expect(during.headers['content-disposition']).toContain(
      `framehire-rentals-${addDays(TEST_TODAY, 5)}_${addDays(TEST_TODAY, 9)}.csv`,
    );
    const backwards = await download(`/api/admin/exports/rentals.csv?from=${addDays(TEST_TODAY, 5)}&to=${TEST_TODAY}`);
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().error).toMatchObject({ code: 'VALIDATION_ERROR', field: 'to' });
  });

  it('is streamed in chunks, never built whole: a few thousand rentals come in many pieces', async () => {
    const { customer, lens } = await shop();
    await t.db.execute(sql`
      INSERT INTO rentals (user_id, product_id, date_from, date_to)
      SELECT ${customer.id}, ${lens.id}, DATE '2031-01-01' + n, DATE '2031-01-01' + n FROM generate_series(1, 3000) AS n`);
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    try {
      const { status, chunks, bytes } = await new Promise<{ status: number; chunks: number; bytes: number }>(
        (resolve, reject) => {
          get(`${address}/api/admin/exports/rentals.csv`, { headers: admin }, (response) => {
            let chunks = 0;
            let bytes = 0;
            response.on('data', (chunk: Buffer) => {
              chunks += 1;
              bytes += chunk.byteLength;
            });
            response.on('end', () => resolve({ status: response.statusCode ?? 0, chunks, bytes }));
          }).on('error', reject);
        },
      );
      expect(status).toBe(200);
      expect(bytes).toBeGreaterThan(500_000);
      expect(chunks).toBeGreaterThan(5);
    } finally {
      await t.app.server.close();
    }
  });

  it('writes the same file in pieces as in one COPY: ties on a first day, a period, nothing left out or twice', async () => {
    const { customer, lens } = await shop();
    // Three rentals a day for a week: the pieces' borders fall inside a day's rentals.
    await t.db.execute(sql`
      INSERT INTO rentals (user_id, product_id, date_from, date_to)
      SELECT ${customer.id}, ${lens.id}, DATE '2031-01-01' + n / 3, DATE '2031-01-01' + n / 3 + 1
        FROM generate_series(0, 20) AS n`);
    const facts = {
      today: TEST_TODAY,
      timeZone: 'Europe/Madrid',
      lateFeeRule: { mode: 'percent' as const, percent: 100, fixedCents: 0 },
    };
    const written = async (copy: Parameters<typeof copyCsv>[1]) => {
      const chunks: Buffer[] = [];
      for await (const chunk of await copyCsv(t.pool, copy, (error) => expect.fail(String(error)))) chunks.push(chunk);
      return Buffer.concat(chunks).toString('utf8');
    };
    for (const period of [{}, { from: '2031-01-03' as IsoDate, to: '2031-01-05' as IsoDate }]) {
      const whole = await written(exportCopyStatement('rentals', period, facts));
      const inPieces = await written(rentalsCopyPieces(period, facts, { first: 2, rest: 4 }));
      expect(inPieces).toBe(whole);
      expect(csvRecords(whole.slice(1))).toHaveLength('from' in period ? 12 : 23);
    }
  });

  it('writes a piece at a time: many pieces leave nothing behind on the answer (no leak warning)', async () => {
    const { customer, lens } = await shop();
    await t.db.execute(sql`
      INSERT INTO rentals (user_id, product_id, date_from, date_to)
      SELECT ${customer.id}, ${lens.id}, DATE '2031-01-01' + n, DATE '2031-01-02' + n FROM generate_series(0, 29) AS n`);
    const warnings: string[] = [];
    const warned = (warning: Error) => warnings.push(warning.name);
    process.on('warning', warned);
    try {
      const facts = {
        today: TEST_TODAY,
        timeZone: 'Europe/Madrid',
        lateFeeRule: { mode: 'percent' as const, percent: 100, fixedCents: 0 },
      };
      const stream = await copyCsv(t.pool, rentalsCopyPieces({}, facts, { first: 1, rest: 1 }), (error) =>
        expect.fail(String(error)),
      );
      let text = '';
      for await (const chunk of stream) text += String(chunk);
      expect(csvRecords(text.slice(1))).toHaveLength(32);
      // A warning is emitted on the next tick.
      await new Promise((resolve) => setImmediate(resolve));
      expect(warnings).toEqual([]);
    } finally {
      process.off('warning', warned);
    }
  });

  it('ends its connection, and its COPY, when the client goes away mid-download', async () => {
    const { customer, lens } = await shop();
    await t.db.execute(sql`
      INSERT INTO rentals (user_id, product_id, date_from, date_to)
      SELECT ${customer.id}, ${lens.id}, DATE '2031-01-01' + n % 300, DATE '2031-01-01' + n % 300 FROM generate_series(1, 30000) AS n`);
    // The app listened in a test above (Fastify listens once): its server is opened again.
    await new Promise<void>((resolve) => t.app.server.listen(0, '127.0.0.1', resolve));
    const address = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    try {
      await new Promise<void>((resolve, reject) => {
        get(`${address}/api/admin/exports/rentals.csv`, { headers: admin }, (response) => {
          // The first bytes, then nothing more read: the server is held by backpressure, then left.
          response.once('data', () => {
            response.pause();
            expect(exportsRunning()).toBe(1);
            response.destroy();
            resolve();
          });
        }).on('error', reject);
      });
      await expect.poll(() => exportsRunning(), { timeout: 5000 }).toBe(0);
      // Its connection closes in the database a moment after the server let it go.
      const exportConnections = async () =>
        (
          await t.pool.query<{ n: number }>(
            "SELECT count(*)::int AS n FROM pg_stat_activity WHERE application_name = 'framehire-export'",
          )
        ).rows[0]!.n;
      await expect.poll(exportConnections, { timeout: 5000 }).toBe(0);
    } finally {
      await t.app.server.close();
    }
  });
});

describe('orders.csv, units.csv and customers.csv', () => {
  it('give an order per row with its money, a unit per row, an account per row', async () => {
    await shop();
    const orders = csvRecords((await download('/api/admin/exports/orders.csv')).body.slice(1));
    expect(orders).toHaveLength(2);
    const paid = orders.find((row) => row.paid === '37.50')!;
    expect(paid).toMatchObject({
      lines: '1',
      total: '37.50',
      payment_status: 'Paid',
      status: 'Placed',
      refunded: '0.00',
    });
    expect(paid.reference).toMatch(/^FH-\d{4}-\d{6}$/);
    const units = csvRecords((await download('/api/admin/exports/units.csv')).body.slice(1));
    expect(units).toHaveLength(4);
    expect(units.find((row) => row.product!.startsWith('Lens'))).toMatchObject({
      category: 'Cameras, "pro"',
      rentals: '1',
      out_now: 'no',
    });
    const customers = csvRecords((await download('/api/admin/exports/customers.csv')).body.slice(1));
    expect(customers.map((row) => row.email).sort()).toEqual(['ana@example.com', 'owner@example.com']);
  });

  it('are for administrators only: a customer gets 403, a visitor 401', async () => {
    const customer = await t.signIn({ email: 'bob@example.com' });
    for (const name of ['rentals', 'orders', 'units', 'customers']) {
      expect((await download(`/api/admin/exports/${name}.csv`, { cookie: customer.cookie })).statusCode).toBe(403);
      expect((await download(`/api/admin/exports/${name}.csv`, {})).statusCode).toBe(401);
    }
  });
});
