import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { isoDate } from '../../shared/calendar-date';
import { insertCategory, insertItems, insertKit, insertProduct, insertRental } from '../test/factories';
import { ordersToPay } from '../test/orders-to-pay';
import { createTestApp, type TestApp } from '../test/test-app';

/*
 * The owner's reports (issue 47, decision 093) on a small fixed shop, against figures worked out
 * by hand: two orders paid (a camera for 2 days at 10.00, a lens for 3 days at 20.00, both at
 * 19 % VAT), 10.00 of the lens refunded (a credit note); a camera of two units and a lens of one
 * in March 2030 (31 days).
 */

let t: TestApp;
let kit: ReturnType<typeof ordersToPay>;

beforeAll(async () => {
  t = await createTestApp();
  kit = ordersToPay(t);
});
afterAll(() => t.close());
beforeEach(() => t.reset());

const MARCH = 'from=2030-03-01&to=2030-03-31';

async function smallShop() {
  const owner = await t.signIn({ email: 'owner@example.com', isAdmin: true });
  const claire = await t.signIn({ email: 'claire@example.com', fullName: 'Claire Martin' });
  const jonas = await t.signIn({ email: 'jonas@example.com', fullName: 'Jonas Becker' });
  const camera = await kit.product(2, '10.00');
  const lens = await kit.product(1, '20.00');
  const first = await kit.place(claire.cookie, [{ productId: camera.id, from: 0, to: 1 }]);
  const second = await kit.place(jonas.cookie, [{ productId: lens.id, from: 2, to: 4, dailyPrice: '20.00' }]);
  for (const order of [first, second]) {
    const paid = await kit.post(owner.cookie, `/api/admin/orders/${order.id}/payments`, { channel: 'cash' });
    expect(paid.statusCode, paid.body).toBe(200);
  }
  const refund = await kit.post(owner.cookie, `/api/admin/orders/${second.id}/refunds`, {
    amount: '10.00',
    reason: 'A scratched hood',
  });
  expect(refund.statusCode, refund.body).toBe(200);
  return { owner, claire, jonas, camera, lens };
}

describe('revenue', () => {
  it('is what was invoiced less credit notes, VAT apart, by month, customer and product', async () => {
    const { owner, claire, jonas, camera, lens } = await smallShop();
    const byMonth = (await kit.get(owner.cookie, `/api/admin/reports/revenue?${MARCH}&by=month`)).json();
    // 20.00 + 60.00 - 10.00 gross; nets 16.81 + 50.42 - 8.40; VAT 3.19 + 9.58 - 1.60.
    expect(byMonth).toMatchObject({
      from: '2030-03-01',
      to: '2030-03-31',
      by: 'month',
      rows: [{ key: '2030-03', label: '2030-03', net: '58.83', vat: '11.17', gross: '70.00', documents: 3 }],
      total: { net: '58.83', vat: '11.17', gross: '70.00' },
    });

    const byCustomer = (await kit.get(owner.cookie, `/api/admin/reports/revenue?${MARCH}&by=customer`)).json();
    expect(byCustomer.rows).toEqual([
      { key: jonas.id, label: 'Jonas Becker', net: '42.02', vat: '7.98', gross: '50.00', documents: 2 },
      { key: claire.id, label: 'Claire Martin', net: '16.81', vat: '3.19', gross: '20.00', documents: 1 },
    ]);

    const byProduct = (await kit.get(owner.cookie, `/api/admin/reports/revenue?${MARCH}&by=product`)).json();
    const net = Object.fromEntries(byProduct.rows.map((row: { key: string; net: string }) => [row.key, row.net]));
    expect(net[String(camera.id)]).toBe('16.81');
    // The lens's line, less whatever of the credit note names it; the rest (if any) is the group of no product.
    expect(Number(net[String(lens.id)]) + Number(net[''] ?? 0)).toBeCloseTo(42.02, 2);

    // Nothing issued in February.
    const february = (await kit.get(owner.cookie, '/api/admin/reports/revenue?from=2030-02-01&to=2030-02-28')).json();
    expect(february).toMatchObject({ rows: [], total: { net: '0.00', vat: '0.00', gross: '0.00' } });
  });

  it('comes as CSV in the accountant’s conventions, and refuses a period backwards', async () => {
    const { owner } = await smallShop();
    const csv = await t.app.inject({
      url: `/api/admin/reports/revenue.csv?${MARCH}&by=month`,
      headers: { cookie: owner.cookie, 'accept-language': 'de' },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.body).toBe('\uFEFFgroup;label;net;vat;gross;documents\r\n2030-03;2030-03;58,83;11,17;70,00;3\r\n');
    const backwards = await kit.get(owner.cookie, '/api/admin/reports/revenue?from=2030-03-31&to=2030-03-01');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().error.code).toBe('BAD_PERIOD');
  });
});

describe('utilisation', () => {
  it('is the days out over the days each unit could have been out, per unit and product', async () => {
    const { owner, camera, lens } = await smallShop();
    const answer = await kit.get(owner.cookie, `/api/admin/reports/utilisation?${MARCH}`);
    expect(answer.statusCode, answer.body).toBe(200);
    const report = answer.json();
    // The lens: 3 days of 31. The camera: 2 days of 62 (two units). Most used first.
    expect(report.products).toEqual([
      expect.objectContaining({ productId: lens.id, units: 1, daysOut: 3, daysPossible: 31 }),
      expect.objectContaining({ productId: camera.id, units: 2, daysOut: 2, daysPossible: 62 }),
    ]);
    expect(report.products[0].utilisation).toBeCloseTo(3 / 31, 10);
    expect(report.products[1].utilisation).toBeCloseTo(2 / 62, 10);
    // The shop's totals: 5 days of the 93 its three units could have been out; no product idle.
    expect(report.totals).toEqual({
      products: 2,
      idleProducts: 0,
      units: 3,
      daysOut: 5,
      daysPossible: 93,
      utilisation: 5 / 93,
    });
    const cameraUnits = report.units.filter((unit: { productId: number }) => unit.productId === camera.id);
    expect(cameraUnits.map((unit: { daysOut: number }) => unit.daysOut).sort()).toEqual([0, 2]);

    const csv = await kit.get(owner.cookie, `/api/admin/reports/utilisation.csv?${MARCH}&delimiter=comma`);
    expect(csv.body.split('\r\n')[1]).toBe(
      `${lens.id},${report.products[0].productName},Cameras,1,3,31,0.0968,0,0`.replace(
        'Cameras',
        report.products[0].categoryName,
      ),
    );
  });

  it('lists the most used products up to the limit, then idle ones by name, and the CSV every one', async () => {
    const { owner, camera, lens } = await smallShop();
    const idle = await kit.product(1, '5.00');
    const one = (await kit.get(owner.cookie, `/api/admin/reports/utilisation?${MARCH}&limit=1`)).json();
    expect(one.products.map((product: { productId: number }) => product.productId)).toEqual([lens.id]);
    // Only the listed product's units; the totals are the whole shop's.
    expect(one.units.map((unit: { productId: number }) => unit.productId)).toEqual([lens.id]);
    expect(one.totals).toMatchObject({ products: 3, idleProducts: 1, units: 4 });
    const all = (await kit.get(owner.cookie, `/api/admin/reports/utilisation?${MARCH}`)).json();
    expect(all.products.map((product: { productId: number }) => product.productId)).toEqual([
      lens.id,
      camera.id,
      idle.id,
    ]);
    expect(all.products[2]).toMatchObject({ daysOut: 0, daysPossible: 31, utilisation: 0 });
    const rows = (await kit.get(owner.cookie, `/api/admin/reports/utilisation.csv?${MARCH}`)).body.trim().split('\r\n');
    expect(rows.slice(1).map((row) => Number(row.split(/[,;]/)[0]))).toEqual([lens.id, camera.id, idle.id]);
    expect((await kit.get(owner.cookie, `/api/admin/reports/utilisation?${MARCH}&limit=501`)).statusCode).toBe(400);
  });
});

describe('utilisation of kits', () => {
  it('counts a kit’s days on its parts’ units, and its late returns and incidents on the kit, once', async () => {
    const owner = await t.signIn({ email: 'owner@example.com', isAdmin: true });
    const nora = await t.signIn({ email: 'nora@example.com', fullName: 'Nora Kit' });
    const body = await insertProduct(t.db, { name: 'Body' });
    const battery = await insertProduct(t.db, { name: 'Battery' });
    const [bodyUnit] = await insertItems(t.db, body.id, 1);
    const [batteryUnit] = await insertItems(t.db, battery.id, 1);
    const kitProduct = await insertKit(
      t.db,
      [
        { productId: body.id, count: 1 },
        { productId: battery.id, count: 1 },
      ],
      { name: 'Body kit' },
    );
    const at = (day: string) => new Date(`${day}T12:00:00+01:00`);
    // The kit, 5 to 7 March (3 days): back on the 9th, two days late, with an incident.
    const kitRental = await insertRental(t.db, {
      userId: nora.id,
      productId: kitProduct.id,
      dateFrom: isoDate('2030-03-05'),
      dateTo: isoDate('2030-03-07'),
      itemIds: [bodyUnit!.id, batteryUnit!.id],
    });
    await t.pool.query(`UPDATE rentals SET units_per_kit = 2 WHERE id = $1`, [kitRental.id]);
    await t.pool.query(
      `UPDATE rental_items SET checked_out_at = $2, checked_in_at = $3, return_condition = 'ok' WHERE rental_id = $1`,
      [kitRental.id, at('2030-03-05'), at('2030-03-09')],
    );
    await t.pool.query(
      `INSERT INTO incidents (user_id, rental_id, type, description, created_at) VALUES ($1, $2, 'Other', 'Dented', $3)`,
      [nora.id, kitRental.id, at('2030-03-09')],
    );
    // The body alone, 1 to 2 March (2 days), back on time.
    const bodyRental = await insertRental(t.db, {
      userId: nora.id,
      productId: body.id,
      dateFrom: isoDate('2030-03-01'),
      dateTo: isoDate('2030-03-02'),
      itemIds: [bodyUnit!.id],
    });
    await t.pool.query(
      `UPDATE rental_items SET checked_out_at = $2, checked_in_at = $3, return_condition = 'ok' WHERE rental_id = $1`,
      [bodyRental.id, at('2030-03-01'), at('2030-03-02')],
    );

    const report = (await kit.get(owner.cookie, `/api/admin/reports/utilisation?${MARCH}`)).json();
    // The body: 3 kit days + 2 of its own, of 31; the battery: the 3 kit days; the kit: no days of
    // its own, its one late return and one incident, which its parts do not count again.
    expect(report.products).toEqual([
      {
        productId: body.id,
        productName: 'Body',
        categoryName: expect.any(String),
        isKit: false,
        units: 1,
        daysOut: 5,
        daysPossible: 31,
        utilisation: 5 / 31,
        lateReturns: 0,
        incidents: 0,
      },
      expect.objectContaining({ productId: battery.id, isKit: false, daysOut: 3, lateReturns: 0, incidents: 0 }),
      {
        productId: kitProduct.id,
        productName: 'Body kit',
        categoryName: expect.any(String),
        isKit: true,
        units: 0,
        daysOut: 0,
        daysPossible: 0,
        utilisation: 0,
        lateReturns: 1,
        incidents: 1,
      },
    ]);
    // A month later, nothing of March counts.
    const april = (await kit.get(owner.cookie, '/api/admin/reports/utilisation?from=2030-04-01&to=2030-04-30')).json();
    expect(april.products.find((row: { productId: number }) => row.productId === kitProduct.id)).toMatchObject({
      lateReturns: 0,
      incidents: 0,
    });
  });
});

describe('utilisation kept between changes (decision 107)', () => {
  it('answers many at once alike, and has every change it reads on the next ask', async () => {
    const { owner, claire, camera, lens } = await smallShop();
    const ask = async () => {
      const answer = await kit.get(owner.cookie, `/api/admin/reports/utilisation?${MARCH}`);
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json();
    };
    const first = await Promise.all(Array.from({ length: 10 }, ask));
    expect(new Set(first.map((answer) => JSON.stringify(answer))).size).toBe(1);
    let last = first[0];
    const afterChange = async (change: () => Promise<unknown>) => {
      await change();
      const next = await ask();
      expect(next).not.toEqual(last);
      last = next;
      return next;
    };

    // A new unit: the shop's units, and the lens's days possible.
    expect((await afterChange(() => insertItems(t.db, lens.id, 1))).totals.units).toBe(4);
    // Its category renamed.
    const renamed = await afterChange(() =>
      t.pool.query(
        `UPDATE categories SET name = 'Lenses, renamed' WHERE id = (SELECT category_id FROM products WHERE id = $1)`,
        [lens.id],
      ),
    );
    expect(renamed.products[0].categoryName).toBe('Lenses, renamed');
    // Moved to another category.
    const other = await insertCategory(t.db, { name: 'Optics' });
    const moved = await afterChange(() =>
      t.pool.query('UPDATE products SET category_id = $2 WHERE id = $1', [lens.id, other.id]),
    );
    expect(moved.products[0].categoryName).toBe('Optics');
    // An incident reported in March on the camera's rental.
    const withIncident = await afterChange(() =>
      t.pool.query(
        `INSERT INTO incidents (user_id, rental_id, type, description, created_at)
         SELECT user_id, id, 'Other', 'Scratched', '2030-03-20T12:00:00Z' FROM rentals WHERE product_id = $1`,
        [camera.id],
      ),
    );
    expect(withIncident.products.find((row: { productId: number }) => row.productId === camera.id).incidents).toBe(1);
    // A new kit of the two.
    const withKit = await afterChange(() =>
      insertKit(t.db, [
        { productId: camera.id, count: 1 },
        { productId: lens.id, count: 1 },
      ]),
    );
    expect(withKit.products.some((row: { isKit: boolean }) => row.isKit)).toBe(true);
    // A camera's unit booked on another day of March.
    const booked = await afterChange(() => kit.place(claire.cookie, [{ productId: camera.id, from: 10, to: 10 }]));
    expect(booked.totals.daysOut).toBe(6);
  });
});
