import { eq, sql } from 'drizzle-orm';
import { addDays } from '../../shared/calendar-date';
import { payments } from '../db/schema/payments';
import { rentals } from '../db/schema/rentals';
import { orders } from '../db/schema/orders';
import { STRIPE_REFUND_TASK } from '../money/refund-task';
import { insertItems, insertProduct } from './factories';
import { TEST_TODAY, type TestApp } from './test-app';

/*
 * Orders to take money for, in the payments tests: placed through POST /api/orders as a customer
 * would (paid at pick-up, the default without Stripe's settings), a deposit per unit set on
 * their lines, or marked paid online by inserting the charge Stripe's webhook would add.
 */

export type OrderLine = { productId: number; from: number; to: number; quantity?: number; dailyPrice?: string };

export function ordersToPay(t: TestApp) {
  const day = (offset: number) => addDays(TEST_TODAY, offset);

  async function product(units = 3, dailyPrice = '10.00') {
    const row = await insertProduct(t.db, { dailyPrice });
    await insertItems(t.db, row.id, units);
    return row;
  }

  /** Places the order as the customer; its answer (orderSchema). */
  async function place(cookie: string, lines: OrderLine[]) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/orders',
      headers: { cookie },
      payload: {
        lines: lines.map((line) => ({
          productId: line.productId,
          dateFrom: day(line.from),
          dateTo: day(line.to),
          quantity: line.quantity ?? 1,
          dailyPrice: line.dailyPrice ?? '10.00',
        })),
      },
    });
    if (response.statusCode !== 201) throw new Error(`order refused: ${response.body}`);
    return response.json() as {
      id: number;
      reference: string;
      total: string;
      rentals: { id: number; total: string }[];
    };
  }

  return {
    day,
    product,
    place,
    /** The deposit per unit each of the order's lines asks, in cents. */
    setDeposit: (orderId: number, centsPerUnit: number) =>
      t.db.update(rentals).set({ depositCents: centsPerUnit }).where(eq(rentals.orderId, orderId)),
    /** The order paid online: the charge Stripe's webhook adds, inserted directly (no Stripe here). */
    async paidOnline(orderId: number, amountCents: number) {
      await t.db.update(orders).set({ paymentMethod: 'online' }).where(eq(orders.id, orderId));
      await t.db.insert(payments).values({
        orderId,
        kind: 'charge',
        channel: 'stripe',
        amountCents,
        stripeId: `pi_test_${orderId}`,
      });
    },
    post: (cookie: string, url: string, payload?: object) =>
      t.app.inject({ method: 'POST', url, headers: { cookie }, ...(payload ? { payload } : {}) }),
    patch: (cookie: string, url: string, payload: object) =>
      t.app.inject({ method: 'PATCH', url, headers: { cookie, origin: 'http://localhost:3000' }, payload }),
    get: (cookie: string, url: string) => t.app.inject({ method: 'GET', url, headers: { cookie } }),
    remove: (cookie: string, url: string) => t.app.inject({ method: 'DELETE', url, headers: { cookie } }),
    /** The events published, oldest first, with their payloads. */
    events: async () =>
      (await t.db.execute(sql`SELECT type, payload FROM domain_events ORDER BY id`)).rows as {
        type: string;
        payload: Record<string, number>;
      }[],
    /** The audit entries about orders, oldest first. */
    audits: async () =>
      (
        await t.db.execute(
          sql`SELECT actor_name, action, entity, entity_id, before, after FROM audit_log WHERE entity = 'order' ORDER BY id`,
        )
      ).rows as {
        actor_name: string;
        action: string;
        entity: string;
        entity_id: number;
        before: unknown;
        after: Record<string, unknown>;
      }[],
    /** The jobs that carry refunds to Stripe, by the payment row each names. */
    stripeRefundJobs: async () =>
      (
        await t.db.execute(
          sql`SELECT job.payload FROM graphile_worker._private_jobs job
              JOIN graphile_worker._private_tasks task ON task.id = job.task_id
              WHERE task.identifier = ${STRIPE_REFUND_TASK} ORDER BY job.id`,
        )
      ).rows.map((row) => row.payload as { paymentId: number }),
  };
}
