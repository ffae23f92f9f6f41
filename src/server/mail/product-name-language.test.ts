import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays } from '../../shared/calendar-date';
import { payments } from '../db/schema/payments';
import { orders } from '../db/schema/orders';
import { createPublisher } from '../events/publish';
import { createJobQueue } from '../jobs/queue';
import { MAIL_SUBSCRIBER } from './event-mails';
import { insertItems, insertProduct } from '../test/factories';
import { createTestApp, TEST_TODAY, type TestApp } from '../test/test-app';

/* A mail names the product in the language the mail is written in: its recipient's saved one (decision 019). */

const SHOP = 'http://localhost:3000';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.reset());

const TRIPOD = {
  name: 'Manfrotto 190 Aluminium 3-Section Tripod',
  nameEs: 'Trípode Manfrotto 190 de aluminio de 3 secciones',
  nameDe: 'Manfrotto 190 Aluminium-Stativ mit 3 Segmenten',
};

async function book(language: 'es' | 'de', email: string) {
  const customer = await t.signIn({ email, fullName: 'Kim Kunde', language });
  const product = await insertProduct(t.db, TRIPOD);
  await insertItems(t.db, product.id, 1);
  const booked = await t.app.inject({
    method: 'POST',
    url: '/api/rentals',
    // The page is in English; the mail still follows the customer's saved language.
    headers: { cookie: customer.cookie, origin: SHOP, 'accept-language': 'en' },
    payload: { productId: product.id, dateFrom: addDays(TEST_TODAY, 1), dateTo: addDays(TEST_TODAY, 2), quantity: 1 },
  });
  expect(booked.statusCode, booked.body).toBe(201);
  expect(booked.json().productName).toBe(TRIPOD.name);
  return { customer, rental: booked.json() };
}

describe('the product in a mail', () => {
  it("is named in German in a German customer's rental-requested mail", async () => {
    await book('de', 'kunde@example.com');
    const mail = await t.mailbox.waitFor('kunde@example.com', 20_000);
    expect(mail.text).toContain(TRIPOD.nameDe);
    expect(mail.text).not.toContain(TRIPOD.name);
  });

  it("is named in Spanish in a Spanish customer's incident mail", async () => {
    const { customer, rental } = await book('es', 'cliente@example.com');
    await t.mailbox.waitFor('cliente@example.com', 20_000);
    t.mailbox.clear();
    const admin = await t.signIn({ email: 'jefa@example.com', isAdmin: true });
    const incident = await t.app.inject({
      method: 'POST',
      url: `/api/rentals/${rental.id}/incident`,
      headers: { cookie: customer.cookie, origin: SHOP },
      payload: { type: 'ProductDamaged', description: 'A leg lock is loose.' },
    });
    await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/incidents/${incident.json().id}`,
      headers: { cookie: admin.cookie, origin: SHOP },
      payload: { status: 'Closed' },
    });
    const mail = await t.mailbox.waitFor('cliente@example.com', 20_000);
    expect(mail.text).toContain(TRIPOD.nameEs);
  });

  it("is named in German in a German customer's payment confirmation", async () => {
    const { rental } = await book('de', 'zahler@example.com');
    await t.mailbox.waitFor('zahler@example.com', 20_000);
    t.mailbox.clear();
    // Paid online: Stripe's webhook publishes the order placed and paid together.
    await t.db.update(orders).set({ paymentMethod: 'online' }).where(eq(orders.id, rental.orderId));
    const publish = createPublisher(createJobQueue(t.db), [MAIL_SUBSCRIBER]);
    await t.db.transaction(async (tx) => {
      const [charge] = await tx
        .insert(payments)
        .values({ orderId: rental.orderId, kind: 'charge', channel: 'stripe', amountCents: 2000, stripeId: 'pi_1' })
        .returning();
      await publish({ type: 'order.placed', orderId: rental.orderId }, tx);
      await publish({ type: 'order.paid', orderId: rental.orderId, paymentId: charge!.id }, tx);
    });
    const mail = await t.mailbox.waitFor('zahler@example.com', 20_000);
    expect(mail.subject).toBe(`Bezahlt und bestätigt: ${TRIPOD.nameDe}`);
    expect(mail.text).not.toContain(TRIPOD.name);
  });
});
