import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../shared/calendar-date';
import { insertItems, insertProduct, insertRental } from '../test/factories';
import { createTestApp, TEST_TODAY, type TestApp } from '../test/test-app';
import { type SentStatement, watchSentStatements } from '../test/sent-statements';

/*
 * The reads sent as named statements (db/named-statement.ts) are planned once per connection and
 * stay prepared on it for its life: each must send one text whatever its values, or every new
 * value would prepare one more statement on every connection. Those whose where matches typed
 * text stay unnamed: their best plan turns on how many rows the text matches.
 */

let sent: SentStatement[] = [];
let stopWatching = () => {};

let t: TestApp;
let admin: string;
let customer: { id: string; cookie: string };
let productIds: number[];
let rentalIds: number[];

beforeAll(async () => {
  stopWatching = watchSentStatements((statement) => sent.push(statement));
  t = await createTestApp();
  admin = (await t.signIn({ email: 'named-admin@example.com', isAdmin: true })).cookie;
  customer = await t.signIn({ email: 'named-customer@example.com' });
  productIds = [];
  rentalIds = [];
  for (const name of ['Named camera', 'Named lens']) {
    const product = await insertProduct(t.db, { name });
    const [item] = await insertItems(t.db, product.id, 2);
    productIds.push(product.id);
    for (const offset of [-10, 3]) {
      const day = addDays(TEST_TODAY, offset);
      const rental = await insertRental(t.db, {
        userId: customer.id,
        productId: product.id,
        dateFrom: day,
        dateTo: addDays(day, 1),
        itemIds: [item!.id],
      });
      rentalIds.push(rental.id);
    }
  }
});
afterAll(async () => {
  stopWatching();
  await t.close();
});

/** The rental reads (the statement that reads rentals whole, rentals/queries.ts) each request sent. */
async function rentalReadsOf(urls: string[], cookie: string) {
  const reads: SentStatement[][] = [];
  for (const url of urls) {
    sent = [];
    const answer = await t.app.inject({ method: 'GET', url, headers: { cookie } });
    expect(answer.statusCode, `${url}: ${answer.body.slice(0, 200)}`).toBe(200);
    reads.push(sent.filter((statement) => /from "rentals" inner join "products"/i.test(statement.text)));
  }
  return reads;
}

describe('the rental reads', () => {
  it('send one named text for a list of the same shape, whatever its values', async () => {
    const shapes = [
      // The default page's limit is in the text; a limit the request chose is a parameter.
      ['/api/admin/rentals', `/api/admin/rentals?after=${rentalIds[2]}`, '/api/admin/rentals'],
      ['/api/admin/rentals?limit=1', '/api/admin/rentals?limit=3'],
      [`/api/admin/rentals?productId=${productIds[0]}`, `/api/admin/rentals?productId=${productIds[1]}`],
      // Each status is a shape of its own (its dates' condition), its other filters' values parameters.
      [
        `/api/admin/rentals?status=Completed&productId=${productIds[0]}`,
        `/api/admin/rentals?status=Completed&productId=${productIds[1]}`,
      ],
    ];
    for (const urls of shapes) {
      // Without a cursor and with one are two shapes.
      const reads = (await rentalReadsOf(urls, admin)).filter((read, index) => !urls[index]!.includes('after='));
      for (const read of reads) {
        expect(read).toHaveLength(1);
        expect(read[0]!.name, read[0]!.text).toMatch(/^fh_[0-9a-f]{24}$/);
      }
      expect(new Set(reads.map((read) => read[0]!.name)).size, urls.join(' ')).toBe(1);
    }
  });

  it("keep one plan for the dashboard's page on a connection, not one planned for each call", async () => {
    const [reads] = await rentalReadsOf(['/api/admin/rentals'], admin);
    const read = reads![0];
    expect(read!.text).toMatch(/limit 26$/);
    const client = await t.pool.connect();
    try {
      const values = sent.find((statement) => statement.text === read!.text)!.values;
      for (let run = 0; run < 8; run++) await client.query({ name: 'kept', text: read!.text, values });
      const { rows } = await client.query<{ generic: string }>(
        `SELECT generic_plans AS generic FROM pg_prepared_statements WHERE name = 'kept'`,
      );
      // PostgreSQL plans the first five for their values, then keeps the generic plan when it is as good.
      expect(Number(rows[0]!.generic)).toBeGreaterThanOrEqual(3);
    } finally {
      client.release(true);
    }
  });

  it("send a customer's rental by one name, whichever rental", async () => {
    const reads = await rentalReadsOf(
      rentalIds.map((id) => `/api/rentals/${id}`),
      customer.cookie,
    );
    expect(new Set(reads.map((read) => read[0]?.name)).size).toBe(1);
    expect(reads[0]![0]!.name).toMatch(/^fh_/);
  });

  it('leave a search by typed text unnamed, planned for its own words', async () => {
    const [read] = await rentalReadsOf(['/api/admin/rentals?q=camera'], admin);
    expect(read).toHaveLength(1);
    expect(read![0]!.name).toBeUndefined();
  });
});

describe('availability and the month calendar', () => {
  it('send one named text each, whatever the product and the days', async () => {
    const urls = [
      `/api/products/${productIds[0]}/availability?dateFrom=${addDays(TEST_TODAY, 1)}&dateTo=${addDays(TEST_TODAY, 2)}`,
      `/api/products/${productIds[1]}/availability?dateFrom=${addDays(TEST_TODAY, 5)}&dateTo=${addDays(TEST_TODAY, 9)}`,
      `/api/products/${productIds[0]}/calendar?month=${TEST_TODAY.slice(0, 7)}`,
      `/api/products/${productIds[1]}/calendar?month=${addDays(TEST_TODAY, 40).slice(0, 7)}`,
    ];
    const names: (string | undefined)[] = [];
    for (const url of urls) {
      sent = [];
      const answer = await t.app.inject({ method: 'GET', url });
      expect(answer.statusCode, answer.body).toBe(200);
      const reads = sent.filter((statement) => /from products p where p\.id/i.test(statement.text));
      expect(reads, url).toHaveLength(1);
      names.push(reads[0]!.name);
    }
    for (const name of names) expect(name).toMatch(/^fh_/);
    expect(names[0]).toBe(names[1]);
    expect(names[2]).toBe(names[3]);
    expect(names[0]).not.toBe(names[2]);
  });
});
