import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays } from '../../shared/calendar-date';
import { DEFAULT_NEW_CUSTOMER_LIMITS } from '../../shared/new-customer-limits';
import { insertItems, insertKit, insertProduct } from '../test/factories';
import { createTestApp, TEST_TODAY, type TestApp } from '../test/test-app';

/*
 * Issue 32 with the new customers' rules of decision 036 (2 open rentals, 2 pieces, half of each
 * product's units for new customers together): a kit is one piece of the customer's own caps,
 * and its units count in the share of each part, with the units of that part booked alone.
 */

let t: TestApp;
const day = (offset: number) => addDays(TEST_TODAY, offset);

beforeAll(async () => {
  t = await createTestApp({ newCustomerLimits: DEFAULT_NEW_CUSTOMER_LIMITS });
});
afterAll(() => t.close());
beforeEach(() => t.reset());

const book = (cookie: string, productId: number, quantity = 1) =>
  t.app.inject({
    method: 'POST',
    url: '/api/rentals',
    headers: { cookie, origin: 'http://localhost:3000' },
    payload: { productId, dateFrom: day(5), dateTo: day(6), quantity },
  });

/** A kit of 1 body (4 units: a share of 2) and 2 batteries (8 units: a share of 4). */
async function kitOfShares() {
  const body = await insertProduct(t.db);
  const battery = await insertProduct(t.db);
  await insertItems(t.db, body.id, 4);
  await insertItems(t.db, battery.id, 8);
  const kit = await insertKit(t.db, [
    { productId: body.id, count: 1 },
    { productId: battery.id, count: 2 },
  ]);
  return { kit, body, battery };
}

describe('a new customer booking a kit', () => {
  it('holds one piece per kit against their own caps, whatever is in the box', async () => {
    const { kit } = await kitOfShares();
    const ana = await t.signIn({ email: 'ana@example.com' });
    // Two kits are 6 units, but 2 pieces: within the cap of 2.
    expect((await book(ana.cookie, kit.id, 2)).statusCode).toBe(201);
    const third = await book(ana.cookie, kit.id, 1);
    expect(third.statusCode).toBe(409);
    expect(third.json().error.code).toBe('NEW_CUSTOMER_UNITS');
  });

  it("counts a kit's units in each part's share, with the part booked alone", async () => {
    const { kit, battery, body } = await kitOfShares();
    const [ana, ben, cleo] = await Promise.all(
      ['ana', 'ben', 'cleo'].map((name) => t.signIn({ email: `${name}@example.com` })),
    );
    // Ana's kit takes 1 of the 2 bodies and 2 of the 4 batteries new customers may hold.
    expect((await book(ana!.cookie, kit.id)).statusCode).toBe(201);
    // Ben's 2 batteries fill the batteries' share: a kit is refused on them, the body is still free.
    expect((await book(ben!.cookie, battery.id, 2)).statusCode).toBe(201);
    const refused = await book(cleo!.cookie, kit.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('NEW_CUSTOMER_SHARE_TAKEN');
    expect((await book(cleo!.cookie, body.id)).statusCode).toBe(201);
    const { rows } = await t.pool.query(`SELECT count(*)::int AS n FROM rentals WHERE product_id = $1`, [kit.id]);
    expect(rows[0].n).toBe(1);
  });
});
