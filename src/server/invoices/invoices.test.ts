import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { breakdownByRate, splitGross } from '../../shared/vat';
import { payments } from '../db/schema/payments';
import { createPublisher } from '../events/publish';
import { createJobQueue } from '../jobs/queue';
import { createSettingsService } from '../settings/service';
import { ordersToPay } from '../test/orders-to-pay';
import { createTestApp, type TestApp } from '../test/test-app';
import { createInvoicing } from './issue';
import { createInvoiceStore } from './store';

/*
 * Invoices and credit notes as the shop issues them (issue 29): with the money, numbered without
 * gaps, their sums exact to the cent, and never changed afterwards.
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

/** A paid order of two lines: a camera at the standard rate (19 %) and two lenses at the reduced one (7 %). */
async function paidOrder() {
  const ana = await t.signIn({ email: 'ana@example.com', fullName: 'Ana Pérez', language: 'es' });
  const admin = await t.signIn({ email: 'admin@example.com', fullName: 'Admin', isAdmin: true });
  const settings = await kit.patch(admin.cookie, '/api/admin/settings', {
    legal: {
      name: 'Framehire Test GmbH',
      street: 'Hauptstraße 1',
      postcode: '10115',
      city: 'Berlin',
      country: 'de',
      vatId: 'DE123456789',
    },
    invoices: { prefix: 'INV', creditNotePrefix: 'CN' },
    vat: { standardRate: 19, reducedRates: [7] },
  });
  expect(settings.statusCode, settings.body).toBe(200);
  const camera = await kit.product(2, '33.33');
  const lens = await kit.product(3, '5.55');
  const setLensRate = await t.db.execute(sql`UPDATE products SET vat_rate = 7 WHERE id = ${lens.id}`);
  expect(setLensRate.rowCount).toBe(1);
  const order = await kit.place(ana.cookie, [
    { productId: camera.id, from: 3, to: 5, dailyPrice: '33.33' },
    { productId: lens.id, from: 3, to: 4, quantity: 2, dailyPrice: '5.55' },
  ]);
  const paid = await kit.post(admin.cookie, `/api/admin/orders/${order.id}/payments`, { channel: 'cash' });
  expect(paid.statusCode, paid.body).toBe(200);
  return { ana, admin, order, camera, lens };
}

describe('an order paid', () => {
  it('gets an invoice with each line, its rate, the totals per rate, all equal to what was paid', async () => {
    const { ana, order } = await paidOrder();
    const read = (await kit.get(ana.cookie, `/api/orders/${order.id}`)).json();
    expect(read.paid).toBe('122.19');
    expect(read.invoices).toEqual([
      {
        id: expect.any(Number),
        number: 'INV-2030-00001',
        kind: 'invoice',
        total: '122.19',
        vat: '17.41',
        vatTreatment: 'standard',
        dueDate: null,
        issueDate: '2030-03-10',
        url: expect.stringMatching(/^\/api\/invoices\/\d+\/pdf$/),
        eInvoiceUrl: null,
      },
    ]);
    const doc = (await store.read(read.invoices[0].id))!;
    expect(doc.language).toBe('es');
    expect(doc.seller).toMatchObject({ name: 'Framehire Test GmbH', country: 'DE', vatId: 'DE123456789' });
    expect(doc.buyer).toMatchObject({ name: 'Ana Pérez', email: 'ana@example.com', company: null });
    expect(
      doc.lines.map(({ days, quantity, unitPriceCents, vatRate, grossCents, units }) => ({
        days,
        quantity,
        unitPriceCents,
        vatRate,
        grossCents,
        units: units.length,
      })),
    ).toEqual([
      { days: 3, quantity: 1, unitPriceCents: 3333, vatRate: 19, grossCents: 9999, units: 1 },
      { days: 2, quantity: 2, unitPriceCents: 555, vatRate: 7, grossCents: 2220, units: 2 },
    ]);
    // VAT out of each gross amount, rounded per line: 9,999 x 19/119 = 1,596.48 -> 15.96; 2,220 x 7/107 = 145.23 -> 1.45.
    expect(doc.lines.map(({ netCents, vatCents }) => [netCents, vatCents])).toEqual([
      [8403, 1596],
      [2075, 145],
    ]);
    expect(doc.vatBreakdown).toEqual([
      { rate: 19, netCents: 8403, vatCents: 1596, grossCents: 9999 },
      { rate: 7, netCents: 2075, vatCents: 145, grossCents: 2220 },
    ]);
    expect(doc.totals).toEqual({ netCents: 10478, vatCents: 1741, grossCents: 12219 });
    expect(doc.payment).toMatchObject({ status: 'paid', channel: 'cash' });
  });

  it('keeps each sum exact for any amounts: lines, rates and totals add up to the cent', async () => {
    // Every gross amount from 1 cent to 1,000.00 at each common EU rate splits into net + VAT exactly.
    for (const rate of [0, 4, 5.5, 7, 10, 19, 21, 25.5]) {
      for (let gross = 1; gross <= 100_000; gross += 997) {
        const split = splitGross(gross, rate);
        expect(split.netCents + split.vatCents).toBe(gross);
        expect(Math.abs(split.vatCents - (gross * rate) / (100 + rate))).toBeLessThanOrEqual(0.5);
      }
    }
    const lines = [splitGross(1999, 19), splitGross(1, 7), splitGross(250, 19)].map((split, index) => ({
      ...split,
      vatRate: index === 1 ? 7 : 19,
    }));
    const groups = breakdownByRate(lines);
    expect(groups.reduce((sum, group) => sum + group.grossCents, 0)).toBe(1999 + 1 + 250);
  });

  it('changes no issued invoice when a price, a product rate or the standard rate changes later; the rows refuse to change', async () => {
    const { admin, order, camera, lens } = await paidOrder();
    const [issued] = (await kit.get(admin.cookie, `/api/admin/orders/${order.id}`)).json().invoices;
    const before = await store.read(issued.id);
    await t.db.execute(
      sql`UPDATE products SET daily_price = 99, vat_rate = NULL WHERE id IN (${camera.id}, ${lens.id})`,
    );
    const edited = await kit.patch(admin.cookie, '/api/admin/settings', {
      vat: { standardRate: 21, reducedRates: [10] },
      legal: { name: 'Renamed S.L.' },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await store.read(issued.id)).toEqual(before);
    // The booked lines keep their rate too: what a later invoice or credit note of this order uses.
    const { rows } = await t.db.execute(
      sql`SELECT vat_rate::float AS rate FROM rentals WHERE order_id = ${order.id} ORDER BY id`,
    );
    expect(rows.map((row) => row.rate)).toEqual([19, 7]);

    const refused = { cause: { message: expect.stringMatching(/never changes/) } };
    await expect(t.db.execute(sql`UPDATE invoices SET gross_cents = gross_cents + 1`)).rejects.toMatchObject(refused);
    await expect(t.db.execute(sql`UPDATE invoice_lines SET description = 'changed'`)).rejects.toMatchObject(refused);
    await expect(t.db.execute(sql`DELETE FROM invoices`)).rejects.toMatchObject(refused);
    expect(await store.read(issued.id)).toEqual(before);
  });
});

describe('credit notes', () => {
  it('for a refund by hand: the amount spread over the invoice rates, correcting it', async () => {
    const { ana, admin, order } = await paidOrder();
    const refund = await kit.post(admin.cookie, `/api/admin/orders/${order.id}/refunds`, {
      amount: '10.00',
      reason: 'Lens cap missing',
    });
    expect(refund.statusCode, refund.body).toBe(200);
    const { invoices } = (await kit.get(ana.cookie, `/api/orders/${order.id}`)).json();
    expect(
      invoices.map((doc: { number: string; kind: string; total: string }) => [doc.number, doc.kind, doc.total]),
    ).toEqual([
      ['INV-2030-00001', 'invoice', '122.19'],
      ['CN-2030-00001', 'credit_note', '10.00'],
    ]);
    const note = (await store.read(invoices[1].id))!;
    expect(note.corrects).toBe('INV-2030-00001');
    expect(note.correctsIssueDate).toBe('2030-03-10');
    expect(note.payment).toMatchObject({ status: 'refund_pending', channel: 'cash' });
    // 10.00 in proportion to 99.99 at 19 % and 22.20 at 7 %.
    expect(note.lines.map((line) => [line.description, line.vatRate, line.grossCents])).toEqual([
      ['Reembolso: Lens cap missing', 19, 818],
      ['Reembolso: Lens cap missing', 7, 182],
    ]);
    expect(note.totals.grossCents).toBe(1000);
    expect(note.totals.netCents + note.totals.vatCents).toBe(1000);
  });

  it("for a customer's cancellation of a paid line: the refund the rules give, at the line's rate", async () => {
    const { ana, order } = await paidOrder();
    const lensLine = order.rentals[1]!;
    expect((await kit.remove(ana.cookie, `/api/rentals/${lensLine.id}`)).statusCode).toBe(204);
    const { invoices, refunded } = (await kit.get(ana.cookie, `/api/orders/${order.id}`)).json();
    expect(refunded).toBe('22.20');
    expect(invoices.map((doc: { kind: string; total: string }) => [doc.kind, doc.total])).toEqual([
      ['invoice', '122.19'],
      ['credit_note', '22.20'],
    ]);
    const note = (await store.read(invoices[1].id))!;
    expect(note.lines).toEqual([
      expect.objectContaining({ vatRate: 7, grossCents: 2220, vatCents: 145, netCents: 2075, days: 2, quantity: 2 }),
    ]);
    expect(note.lines[0]!.description).toMatch(/^Cancelación: /);
  });

  it('none for an order never invoiced: a refund of an unpaid order issues nothing', async () => {
    const ana = await t.signIn({ email: 'ana@example.com', fullName: 'Ana' });
    const product = await kit.product(1, '10.00');
    const order = await kit.place(ana.cookie, [{ productId: product.id, from: 3, to: 3 }]);
    expect((await kit.remove(ana.cookie, `/api/rentals/${order.rentals[0]!.id}`)).statusCode).toBe(204);
    expect((await kit.get(ana.cookie, `/api/orders/${order.id}`)).json().invoices).toEqual([]);
  });
});

describe('a deposit kept against damage', () => {
  it('is invoiced on its own at the standard rate', async () => {
    const { ana, admin, order } = await paidOrder();
    const url = `/api/admin/orders/${order.id}/deposits`;
    await kit.setDeposit(order.id, 5_000);
    expect((await kit.post(admin.cookie, url, { action: 'take', amount: '50.00', channel: 'cash' })).statusCode).toBe(
      200,
    );
    const kept = await kit.post(admin.cookie, url, {
      action: 'keep',
      amount: '23.80',
      channel: 'cash',
      reason: 'Cracked filter',
    });
    expect(kept.statusCode, kept.body).toBe(200);
    const { invoices } = (await kit.get(ana.cookie, `/api/orders/${order.id}`)).json();
    expect(invoices.map((doc: { number: string; total: string }) => [doc.number, doc.total])).toEqual([
      ['INV-2030-00001', '122.19'],
      ['INV-2030-00002', '23.80'],
    ]);
    const doc = (await store.read(invoices[1].id))!;
    expect(doc.lines).toEqual([
      expect.objectContaining({
        description: 'Retenido de la fianza: Cracked filter',
        vatRate: 19,
        grossCents: 2380,
        vatCents: 380,
        netCents: 2000,
      }),
    ]);
  });
});

describe('numbers', () => {
  it('are consecutive without gaps under 50 issues at once, some of them rolled back', async () => {
    const { order } = await paidOrder();
    const publish = createPublisher(createJobQueue(t.db), []);
    const settings = createSettingsService(t.db, { stripeConfigured: false, paymentHoldMinutes: 30 });
    const invoicing = createInvoicing({ settings, calendar: t.calendar, publish });
    const rolledBack = (index: number) => index % 7 === 3;
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, index) =>
        t.db.transaction(async (tx) => {
          const [row] = await tx
            .insert(payments)
            .values({
              orderId: order.id,
              kind: 'deposit_kept',
              channel: 'cash',
              amountCents: 100 + index,
              reason: `Case ${index}`,
            })
            .returning();
          const invoice = await invoicing.forDepositKept(tx, order.id, row!);
          // Something after the invoice fails: the whole transaction, its number with it, is undone.
          if (rolledBack(index)) throw new Error(`rolled back ${invoice.number}`);
          return invoice.number;
        }),
      ),
    );
    const committed = results.filter((result) => result.status === 'fulfilled').length;
    expect(committed).toBe(50 - Array.from({ length: 50 }, (_, index) => index).filter(rolledBack).length);
    const { rows } = await t.db.execute(
      sql`SELECT sequence, number FROM invoices WHERE series = 'INV' AND year = 2030 ORDER BY sequence`,
    );
    // The order's own invoice is number 1; the committed ones follow without a gap.
    expect(rows.map((row) => row.sequence)).toEqual(Array.from({ length: committed + 1 }, (_, index) => index + 1));
    expect(rows.at(-1)!.number).toBe(`INV-2030-${String(committed + 1).padStart(5, '0')}`);
    const counter = await t.db.execute(sql`SELECT last FROM invoice_counters WHERE series = 'INV' AND year = 2030`);
    expect(counter.rows[0]!.last).toBe(committed + 1);
  });
});
