import { sql } from 'drizzle-orm';
import { addDays } from '../../shared/calendar-date';
import { insertItems, insertProduct } from './factories';
import { startStripeServer, type StripeServer } from './stripe-server';
import { createTestApp, TEST_NOW, TEST_TODAY, type TestApp } from './test-app';

/*
 * The shop in-process with online payment on, against the local Stripe (stripe-server.ts): its
 * webhooks are posted to the app with `inject`, signed as Stripe signs them. The shop's clock can
 * be moved on (a hold that ends).
 */
export async function createStripeTestApp(options: { holdMinutes?: number } = {}) {
  // The app is made after the server that posts to it.
  const late: { app?: TestApp } = {};
  const stripe: StripeServer = await startStripeServer({
    webhook: async (body, headers) => {
      const response = await late.app!.app.inject({
        method: 'POST',
        url: '/api/payments/stripe/webhook',
        headers,
        payload: body,
      });
      return response.statusCode;
    },
  });
  let now = TEST_NOW;
  const t = await createTestApp({
    clock: () => now,
    payments: { stripe: stripe.stripeSettings(), holdMinutes: options.holdMinutes ?? 30 },
  });
  late.app = t;

  const day = (offset: number) => addDays(TEST_TODAY, offset);

  return {
    t,
    stripe,
    day,
    /** Moves the shop's clock on by `minutes` from the tests' moment. */
    setMinutesLater(minutes: number) {
      now = new Date(TEST_NOW.getTime() + minutes * 60_000);
    },
    async reset() {
      now = TEST_NOW;
      await t.reset();
    },
    async productWith(units: number, dailyPrice = '10.00', deposit = '0') {
      const product = await insertProduct(t.db, { dailyPrice, deposit });
      await insertItems(t.db, product.id, units);
      return product;
    },
    line: (productId: number, quantity = 1, dailyPrice = '10.00', from = 3, to = 5) => ({
      productId,
      dateFrom: day(from),
      dateTo: day(to),
      quantity,
      dailyPrice,
    }),
    checkout(cookie: string, lines: object[], payment?: 'online' | 'at_pickup', key?: string) {
      return t.app.inject({
        method: 'POST',
        url: '/api/orders',
        headers: { cookie, 'accept-language': 'es', ...(key ? { 'idempotency-key': key } : {}) },
        payload: { lines, ...(payment ? { payment } : {}) },
      });
    },
    async order(orderId: number) {
      const { rows } = await t.pool.query('SELECT * FROM orders WHERE id = $1', [orderId]);
      return rows[0];
    },
    async payments(orderId: number) {
      const { rows } = await t.pool.query('SELECT * FROM payments WHERE order_id = $1 ORDER BY id', [orderId]);
      return rows as { id: number; kind: string; state: string; amount_cents: number; stripe_id: string | null }[];
    },
    async events(orderId: number) {
      const { rows } = await t.pool.query(`SELECT type FROM domain_events WHERE payload->>'orderId' = $1 ORDER BY id`, [
        String(orderId),
      ]);
      return rows.map((row: { type: string }) => row.type);
    },
    /** Runs a job of the worker now (the sweep, or one due in the tests' future). */
    async runJob(task: string, payload: object = {}) {
      await t.db.execute(sql`SELECT graphile_worker.add_job(${task}, ${JSON.stringify(payload)}::json)`);
    },
    async close() {
      await t.close();
      await stripe.close();
    },
  };
}

export type StripeTestApp = Awaited<ReturnType<typeof createStripeTestApp>>;

/** Polls `check` until it holds (jobs run in the worker, a moment later). */
export async function eventually<T>(
  check: () => Promise<T | undefined | null | false>,
  timeoutMs = 10_000,
): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() - started > timeoutMs) throw new Error('eventually: the condition never held');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
