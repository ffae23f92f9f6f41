import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays } from '../../shared/calendar-date';
import { orders } from '../db/schema/orders';
import { createInvoiceStore } from '../invoices/store';
import { createRentalQueries } from '../rentals/queries';
import type { RentalService } from '../rentals/service';
import { insertKitRental, insertKitWithParts } from '../test/kit-fixtures';
import { createStripeTestApp, type StripeTestApp } from '../test/stripe-test-app';
import { TEST_NOW, TEST_TODAY } from '../test/test-app';
import { createOnlinePayment } from './checkout';
import type { Holds } from './holds';
import { createStripeClient } from './stripe-client';

/*
 * A kit's money (issue 32, decision 050): its order's total and deposit, its invoice line and its
 * Stripe line count kits at the kit's booked price, never its parts' units.
 */

let s: StripeTestApp;

beforeAll(async () => {
  s = await createStripeTestApp();
});
afterAll(() => s.close());
beforeEach(() => s.reset());

/** Two FX3 kits (a body and two batteries each) booked for three days at 99.00 a day, 500.00 deposit per kit. */
async function bookedKits(userId: string) {
  const { kit, parts } = await insertKitWithParts(
    s.t.db,
    [
      { count: 1, units: 2, name: 'Sony FX3' },
      { count: 2, units: 4, name: 'Sony NP-FZ100 Battery' },
    ],
    { name: 'Sony FX3 Cinema Kit', dailyPrice: '99.00' },
  );
  return insertKitRental(s.t.db, {
    userId,
    kitId: kit.id,
    dateFrom: addDays(TEST_TODAY, 2),
    dateTo: addDays(TEST_TODAY, 4),
    itemIds: parts.flatMap((part) => part.items.map((item) => item.id)),
    unitsPerKit: 3,
    depositCents: 50_000,
  });
}

describe("a kit's money", () => {
  it('totals its order in kits, and invoices it as one line of two kits listing each unit by part', async () => {
    const ana = await s.t.signIn({ email: 'ana@example.com' });
    const admin = await s.t.signIn({ email: 'admin@example.com', isAdmin: true });
    const rental = await bookedKits(ana.id);
    const order = (
      await s.t.app.inject({ method: 'GET', url: `/api/orders/${rental.orderId}`, headers: { cookie: ana.cookie } })
    ).json();
    expect(order).toMatchObject({ total: '594.00', deposit: { due: '1000.00' } });

    const paid = await s.t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${rental.orderId}/payments`,
      headers: { cookie: admin.cookie },
      payload: { channel: 'cash' },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const [invoice] = await createInvoiceStore(s.t.db).listForOrder(rental.orderId);
    const doc = (await createInvoiceStore(s.t.db).read(invoice!.id))!;
    expect(doc.totals.grossCents).toBe(59_400);
    expect(doc.lines).toHaveLength(1);
    const [line] = doc.lines;
    expect(line).toMatchObject({ description: 'Sony FX3 Cinema Kit', quantity: 2, days: 3, grossCents: 59_400 });
    expect(line!.units).toHaveLength(6);
    expect(line!.units.slice(0, 2)).toEqual([
      expect.stringMatching(/^Sony FX3 SN-/),
      expect.stringMatching(/^Sony FX3 SN-/),
    ]);
    expect(line!.units.at(-1)).toMatch(/^Sony NP-FZ100 Battery SN-/);
  });

  it("asks Stripe for two kits at the kit's price for its days", async () => {
    const ana = await s.t.signIn({ email: 'ana@example.com' });
    const rental = await bookedKits(ana.id);
    await s.t.db
      .update(orders)
      .set({
        status: 'AwaitingPayment',
        paymentMethod: 'online',
        holdExpiresAt: new Date(TEST_NOW.getTime() + 35 * 60_000),
      })
      .where(eq(orders.id, rental.orderId));
    const queries = createRentalQueries(s.t.db, s.t.calendar);
    const online = createOnlinePayment({
      db: s.t.db,
      calendar: s.t.calendar,
      stripe: createStripeClient(s.stripe.stripeSettings()),
      rentals: { listForOrder: queries.listForOrder } as unknown as RentalService,
      holds: {} as Holds,
      holdMinutes: 30,
      shopUrl: 'http://localhost:3000',
      logError: (error) => {
        throw error;
      },
    });
    await online.checkout(rental.orderId, 'en');
    const row = await s.order(rental.orderId);
    const session = s.stripe.sessions.get(row.checkout_session_id)!;
    // 99.00 x 3 days per kit, two kits.
    expect(session.line_items_input.map((item) => [item.price_data.unit_amount, item.quantity])).toEqual([[29_700, 2]]);
    expect(session.amount_total).toBe(59_400);
  });
});
