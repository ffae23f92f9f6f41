import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { fromSignedCents, toCents } from '../../shared/money';
import { ordersToPay } from '../test/orders-to-pay';
import { createTestApp, type TestApp } from '../test/test-app';

/*
 * Coupons and the damage waiver (docs/pricing.md): staff give out codes; the cart's price answer
 * and the order take the same discount and waiver line by line; the invoice shows them per VAT
 * rate; a cancelled line gives back what it cost; a code's last use cannot be taken twice.
 */

let t: TestApp;
let kit: ReturnType<typeof ordersToPay>;

beforeAll(async () => {
  t = await createTestApp();
  kit = ordersToPay(t);
});
afterAll(() => t.close());
beforeEach(() => t.reset());

async function people() {
  const ana = await t.signIn({ email: 'ana@example.com', fullName: 'Ana Peña' });
  const admin = await t.signIn({ email: 'admin@example.com', fullName: 'Admin', isAdmin: true });
  return { ana, admin };
}

const coupon = async (cookie: string, payload: object) => {
  const response = await kit.post(cookie, '/api/admin/coupons', payload);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { id: number; code: string; uses: number };
};

const price = (cookie: string | undefined, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/cart/price', headers: cookie ? { cookie } : {}, payload });

const waiver = (cookie: string, damageWaiver: object) =>
  kit.patch(cookie, '/api/admin/settings', { pricing: { damageWaiver } });

describe('coupons staff give out', () => {
  it('are created, listed newest first, switched off, and refused when malformed or taken', async () => {
    const { admin, ana } = await people();
    const percent = await coupon(admin.cookie, { code: 'summer-10', percentOff: 10 });
    expect(percent.code).toBe('SUMMER-10');
    const lens = await kit.product();
    const amount = await coupon(admin.cookie, {
      code: 'WELCOME20',
      amountOff: '20',
      validFrom: kit.day(0),
      validTo: kit.day(30),
      maxUses: 100,
      maxUsesPerCustomer: 1,
      minDays: 3,
      productIds: [lens.id],
    });
    const list = (await kit.get(admin.cookie, '/api/admin/coupons')).json();
    expect(list.items.map((item: { code: string }) => item.code)).toEqual(['WELCOME20', 'SUMMER-10']);
    expect(list.items[0]).toMatchObject({ amountOff: '20.00', percentOff: null, productIds: [lens.id], uses: 0 });

    const taken = await kit.post(admin.cookie, '/api/admin/coupons', { code: 'Summer-10', percentOff: 5 });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error).toMatchObject({ code: 'COUPON_CODE_TAKEN', field: 'code' });
    const both = await kit.post(admin.cookie, '/api/admin/coupons', { code: 'BOTH', percentOff: 5, amountOff: '5' });
    expect(both.statusCode).toBe(400);
    const neither = await kit.post(admin.cookie, '/api/admin/coupons', { code: 'NONE' });
    expect(neither.statusCode).toBe(400);
    expect((await kit.post(ana.cookie, '/api/admin/coupons', { code: 'MINE', percentOff: 99 })).statusCode).toBe(403);

    const off = await kit.patch(admin.cookie, `/api/admin/coupons/${amount.id}`, { active: false });
    expect(off.json()).toMatchObject({ active: false });
    const line = { productId: lens.id, dateFrom: kit.day(3), dateTo: kit.day(6), quantity: 1 };
    const refused = await price(undefined, { lines: [line], couponCode: 'welcome20' });
    expect(refused.json().error).toMatchObject({ code: 'COUPON_UNKNOWN', field: 'couponCode' });
    const audit = await t.db.execute(sql`SELECT action FROM audit_log WHERE entity = 'coupon' ORDER BY id`);
    expect(audit.rows.map((row) => row.action)).toEqual(['create', 'create', 'status']);
  });

  it('apply within their dates, days and products, and say why not otherwise', async () => {
    const { admin } = await people();
    const lens = await kit.product(3, '39.90');
    const tripod = await kit.product(3, '8.50');
    await coupon(admin.cookie, { code: 'LATER', percentOff: 10, validFrom: kit.day(5) });
    await coupon(admin.cookie, { code: 'GONE', percentOff: 10, validTo: kit.day(-1) });
    await coupon(admin.cookie, { code: 'WEEK', amountOff: '20.00', minDays: 7, productIds: [lens.id] });
    const week = (productId: number, days: number) => ({
      productId,
      dateFrom: kit.day(3),
      dateTo: kit.day(3 + days - 1),
      quantity: 1,
    });
    const codeOf = async (couponCode: string, lines: object[]) =>
      (await price(undefined, { lines, couponCode })).json().error?.code;
    expect(await codeOf('LATER', [week(lens.id, 7)])).toBe('COUPON_NOT_YET_VALID');
    expect(await codeOf('GONE', [week(lens.id, 7)])).toBe('COUPON_EXPIRED');
    // 6 days of the lens, or a week of the tripod: not what the code is for.
    expect(await codeOf('WEEK', [week(lens.id, 6), week(tripod.id, 7)])).toBe('COUPON_NOT_APPLICABLE');
    const answer = await price(undefined, { lines: [week(lens.id, 7), week(tripod.id, 7)], couponCode: 'week' });
    expect(answer.json()).toMatchObject({
      lines: [
        { total: '279.30', discount: '20.00' },
        { total: '59.50', discount: '0.00' },
      ],
      discount: '20.00',
      total: '318.80',
    });
  });
});

describe('a coupon and the damage waiver on an order', () => {
  /** A camera at 19 % and two lenses at 7 %, 10 % off and a 10 % waiver, paid at the counter. */
  async function placeOrder() {
    const { ana, admin } = await people();
    expect((await waiver(admin.cookie, { mode: 'optional', percent: 10, terms: 'Covers accidents.' })).statusCode).toBe(
      200,
    );
    await coupon(admin.cookie, { code: 'SPRING', percentOff: 10 });
    const camera = await kit.product(2, '33.33');
    const lens = await kit.product(3, '5.55');
    await t.db.execute(sql`UPDATE products SET vat_rate = 7 WHERE id = ${lens.id}`);
    const lines = [
      { productId: camera.id, dateFrom: kit.day(3), dateTo: kit.day(5), quantity: 1 },
      { productId: lens.id, dateFrom: kit.day(3), dateTo: kit.day(4), quantity: 2 },
    ];
    const quote = await price(ana.cookie, { lines, couponCode: 'spring', damageWaiver: true });
    expect(quote.statusCode, quote.body).toBe(200);
    const placed = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { cookie: ana.cookie },
      payload: {
        lines: lines.map((line, index) => ({ ...line, dailyPrice: quote.json().lines[index].dailyPrice })),
        couponCode: 'spring',
        damageWaiver: true,
      },
    });
    expect(placed.statusCode, placed.body).toBe(201);
    return { ana, admin, quote: quote.json(), order: placed.json() };
  }

  it('books what the cart showed, invoices the discount and the waiver per VAT rate, and refunds a line as it cost', async () => {
    const { ana, admin, quote, order } = await placeOrder();
    // Camera 99.99 (10 %: 10.00 off, waiver 10.00); lenses 22.20 (2.22 off, waiver 2.22).
    expect(quote).toEqual({
      lines: [
        { chargedDays: 3, dailyPrice: '33.33', total: '99.99', discount: '10.00', damageWaiver: '10.00' },
        { chargedDays: 2, dailyPrice: '5.55', total: '22.20', discount: '2.22', damageWaiver: '2.22' },
      ],
      discount: '12.22',
      damageWaiver: '12.22',
      deposit: '0.00',
      vat: [
        { rate: 19, amount: '15.96' },
        { rate: 7, amount: '1.45' },
      ],
      total: '122.19',
      vatTreatment: 'standard',
    });
    expect(order).toMatchObject({ total: '122.19', discount: '12.22', damageWaiver: '12.22', couponCode: 'SPRING' });
    expect(order.rentals.map((line: { discount: string }) => line.discount)).toEqual(['10.00', '2.22']);
    expect(order.balanceDue).toBe('122.19');

    const paid = await kit.post(admin.cookie, `/api/admin/orders/${order.id}/payments`, { channel: 'cash' });
    expect(paid.statusCode, paid.body).toBe(200);
    const lines = await t.db.execute<{ description: string; vat_rate: string; gross_cents: number; vat_cents: number }>(
      sql`SELECT l.description, l.vat_rate::text, l.gross_cents, l.vat_cents FROM invoice_lines l
          JOIN invoices i ON i.id = l.invoice_id WHERE i.order_id = ${order.id} ORDER BY l.position`,
    );
    expect(lines.rows.map((line) => [line.description.replace(/^Product \d+$/, 'Product'), line.gross_cents])).toEqual([
      ['Product', 9999],
      ['Product', 2220],
      ['Coupon SPRING: discount on the rentals at 19% VAT', -1000],
      ['Damage waiver for the rentals at 19% VAT', 1000],
      ['Coupon SPRING: discount on the rentals at 7% VAT', -222],
      ['Damage waiver for the rentals at 7% VAT', 222],
    ]);
    const vatOf = (rate: string) =>
      lines.rows.filter((line) => line.vat_rate === rate).reduce((sum, line) => sum + line.vat_cents, 0);
    // The invoice's VAT per rate is what the cart said.
    expect([fromSignedCents(vatOf('19.00')), fromSignedCents(vatOf('7.00'))]).toEqual(['15.96', '1.45']);
    const [invoice] = (
      await t.db.execute<{ gross_cents: number }>(
        sql`SELECT gross_cents FROM invoices WHERE order_id = ${order.id} AND kind = 'invoice'`,
      )
    ).rows;
    expect(invoice!.gross_cents).toBe(toCents(order.total));

    // The lenses cancelled 3 days ahead (full refund): back comes what they cost, 22.20 - 2.22 + 2.22.
    expect((await kit.remove(ana.cookie, `/api/rentals/${order.rentals[1].id}`)).statusCode).toBe(204);
    const after = (await kit.get(ana.cookie, `/api/orders/${order.id}`)).json();
    expect(after).toMatchObject({
      total: '99.99',
      discount: '10.00',
      damageWaiver: '10.00',
      refunded: '22.20',
      balanceDue: '0.00',
    });
    const credit = await t.db.execute<{ gross_cents: number; vat_cents: number }>(
      sql`SELECT gross_cents, vat_cents FROM invoices WHERE order_id = ${order.id} AND kind = 'credit_note'`,
    );
    expect(credit.rows).toEqual([{ gross_cents: 2220, vat_cents: 145 }]);
  });

  it('is refused when the waiver is not offered, and replays with its key', async () => {
    const { ana, admin } = await people();
    const lens = await kit.product();
    const line = { productId: lens.id, dateFrom: kit.day(3), dateTo: kit.day(4), quantity: 1, dailyPrice: '10.00' };
    const offered = await price(ana.cookie, {
      lines: [line].map(({ dailyPrice: _, ...rest }) => rest),
      damageWaiver: true,
    });
    expect(offered.json().error).toMatchObject({ code: 'DAMAGE_WAIVER_NOT_OFFERED', field: 'damageWaiver' });
    const notOffered = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { cookie: ana.cookie },
      payload: { lines: [line], damageWaiver: true },
    });
    expect(notOffered.json().error).toMatchObject({ code: 'DAMAGE_WAIVER_NOT_OFFERED', field: 'damageWaiver' });
    await waiver(admin.cookie, { mode: 'required', percent: 15 });
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: { cookie: ana.cookie, 'idempotency-key': 'waiver-order-1' },
        payload: { lines: [line] },
      });
    // The cart showed 20.00 before the waiver became required: the order says what it costs now.
    const stale = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { cookie: ana.cookie },
      payload: { lines: [line], total: '20.00' },
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toMatchObject({ code: 'PRICE_CHANGED', field: 'total' });
    expect(stale.json().error.message).toContain('23.00');
    const first = await send();
    // Required: on every order, asked or not. 15 % of 20.00.
    expect(first.json()).toMatchObject({ total: '23.00', damageWaiver: '3.00', discount: '0.00', couponCode: null });
    expect((await send()).json().id).toBe(first.json().id);
  });
});

describe('a coupon’s limits under a race', () => {
  it('lets exactly its maximum of 50 customers racing for its last uses book with it', async () => {
    const { admin } = await people();
    const { id } = await coupon(admin.cookie, { code: 'LAST3', percentOff: 20, maxUses: 3 });
    const lens = await kit.product(50);
    const customers = await Promise.all(
      Array.from({ length: 50 }, (_, index) => t.signIn({ email: `racer${index}@example.com` })),
    );
    const answers = await Promise.all(
      customers.map((customer) =>
        t.app.inject({
          method: 'POST',
          url: '/api/orders',
          headers: { cookie: customer.cookie },
          payload: {
            lines: [{ productId: lens.id, dateFrom: kit.day(3), dateTo: kit.day(3), quantity: 1, dailyPrice: '10.00' }],
            couponCode: 'LAST3',
          },
        }),
      ),
    );
    const codes = answers.map((answer) => (answer.statusCode === 201 ? 'BOOKED' : answer.json().error.code));
    expect(codes.filter((code) => code === 'BOOKED')).toHaveLength(3);
    expect(new Set(codes.filter((code) => code !== 'BOOKED'))).toEqual(new Set(['COUPON_USED_UP']));
    const [row] = (await t.db.execute<{ uses: number }>(sql`SELECT uses FROM coupons WHERE id = ${id}`)).rows;
    expect(row!.uses).toBe(3);
    // Nothing of the refused orders was booked.
    const [orders] = (await t.db.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM orders`)).rows;
    expect(orders!.n).toBe(3);
  });

  it('holds a customer to their own uses, and gives a use back when an order lapses unpaid', async () => {
    const { ana, admin } = await people();
    const { id } = await coupon(admin.cookie, { code: 'ONCE', amountOff: '5', maxUsesPerCustomer: 1 });
    const lens = await kit.product();
    const book = (from: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: { cookie: ana.cookie },
        payload: {
          lines: [
            { productId: lens.id, dateFrom: kit.day(from), dateTo: kit.day(from), quantity: 1, dailyPrice: '10.00' },
          ],
          couponCode: 'ONCE',
        },
      });
    const first = await book(3);
    expect(first.json()).toMatchObject({ total: '5.00', discount: '5.00' });
    const again = await book(5);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({ code: 'COUPON_USED_BY_YOU', field: 'couponCode' });
    await t.db.execute(sql`UPDATE orders SET status = 'Lapsed', hold_expires_at = now() WHERE id = ${first.json().id}`);
    const [row] = (await t.db.execute<{ uses: number }>(sql`SELECT uses FROM coupons WHERE id = ${id}`)).rows;
    expect(row!.uses).toBe(0);
    expect((await book(5)).statusCode).toBe(201);
  });
});
