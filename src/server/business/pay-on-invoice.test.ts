import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays } from '../../shared/calendar-date';
import { toSignedCents } from '../../shared/money';
import { createDatabase } from '../db/client';
import { createJobQueue } from '../jobs/queue';
import { scheduleInvoiceReminders } from '../mail/invoice-reminders';
import { createShopCalendar } from '../shop-calendar';
import { expectValidEn16931 } from '../test/en16931/validate';
import { ordersToPay } from '../test/orders-to-pay';
import { LUMIERE, TEST_LEGAL } from '../test/legal-details';
import { attachmentsOf } from '../test/mail-message';
import { pdfText } from '../test/pdf-text';
import { createTestApp, TEST_NOW, TEST_TIME_ZONE, TEST_TODAY, type TestApp } from '../test/test-app';
import { startViesStandIn } from '../test/vies-stand-in';

/*
 * Paying on invoice (issue 46): a business the shop allowed to places its order with
 * `payment: "invoice"`; the order is confirmed at once and its invoice issued and mailed with its
 * due date and the shop's bank details (in the PDF and as the e-invoice's payment means). Staff
 * record the transfers (part payments add up, no second invoice); overdue, the customer is
 * reminded at the shop's steps by the job queue's sweep, once each, until the balance is paid; the
 * open items list it meanwhile. Anyone else is refused and nothing is booked.
 */

let t: TestApp;
let kit: ReturnType<typeof ordersToPay>;
let vies: Awaited<ReturnType<typeof startViesStandIn>>;
/** The moment the app's clock stands at; the reminder tests move it. */
let now = TEST_NOW;

beforeAll(async () => {
  vies = await startViesStandIn({
    [LUMIERE.vatId]: LUMIERE.vies,
  });
  t = await createTestApp({ viesApiUrl: vies.url, clock: () => now, logger: { level: 'error' } });
  kit = ordersToPay(t);
});
afterAll(async () => {
  await t.close();
  await vies.close();
});
beforeEach(async () => {
  now = TEST_NOW;
  await t.reset();
});

type Session = Awaited<ReturnType<TestApp['signIn']>>;

async function scene() {
  const admin = await t.signIn({ email: 'admin@example.com', isAdmin: true });
  const saved = await kit.patch(admin.cookie, '/api/admin/settings', {
    legal: TEST_LEGAL,
    invoices: { reminderDays: [14, 7] },
  });
  expect(saved.statusCode, saved.body).toBe(200);
  expect(saved.json().legal.iban).toBe('DE89370400440532013000');
  expect(saved.json().invoices.reminderDays).toEqual([7, 14]);
  const camera = await kit.product(2, '50.00');
  const claire = await t.signIn({ email: 'claire@lumiere.example', fullName: 'Claire Martin', language: 'en' });
  const business = await kit.patch(claire.cookie, '/api/me', {
    business: { company: LUMIERE.company, vatId: LUMIERE.vatId },
    billingAddress: LUMIERE.billingAddress,
  });
  expect(business.statusCode, business.body).toBe(200);
  return { admin, camera, claire };
}

const allow = (admin: Session, customer: Session) =>
  kit.patch(admin.cookie, `/api/admin/users/${customer.id}`, { payOnInvoice: true, paymentTermsDays: 30 });

/** Reverse-charged (a French business, VIES valid): 42.02 a day, 7 days. */
const order = (customer: Session, productId: number) =>
  kit.post(customer.cookie, '/api/orders', {
    lines: [{ productId, dateFrom: kit.day(3), dateTo: kit.day(9), quantity: 1, dailyPrice: '42.02' }],
    payment: 'invoice',
  });

/** The job queue's sweep as a worker of its own runs it, at `now`. */
async function sweep(admin: Session) {
  const { pool, db } = createDatabase(t.databaseUrl, { max: 2 });
  try {
    return await scheduleInvoiceReminders({
      db,
      calendar: createShopCalendar(TEST_TIME_ZONE, () => now),
      jobs: createJobQueue(db),
      reminderDays: async () => (await kit.get(admin.cookie, '/api/admin/settings')).json().invoices.reminderDays,
      balanceOf: async (orderId) =>
        toSignedCents((await kit.get(admin.cookie, `/api/admin/orders/${orderId}`)).json().balanceDue),
    });
  } finally {
    await pool.end();
  }
}

/** 10:00 in Madrid, `days` after the tests' day. */
const at = (days: number) => new Date(TEST_NOW.getTime() + days * 86_400_000);

describe('paying on invoice', () => {
  it('is refused to a customer the shop has not allowed, and nothing is booked', async () => {
    const { camera, claire } = await scene();
    const refused = await order(claire, camera.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toMatchObject({ code: 'PAY_ON_INVOICE_NOT_ALLOWED', field: 'payment' });
    expect((await t.pool.query('SELECT count(*)::int AS n FROM orders')).rows[0].n).toBe(0);
  });

  it('confirms the order at once with its invoice due in the terms, takes transfers, reminds when overdue until paid', async () => {
    const { admin, camera, claire } = await scene();
    expect((await allow(admin, claire)).statusCode).toBe(200);

    const placed = await order(claire, camera.id);
    expect(placed.statusCode, placed.body).toBe(201);
    const dueDate = addDays(TEST_TODAY, 30);
    expect(placed.json()).toMatchObject({
      status: 'Placed',
      payment: 'invoice',
      paymentStatus: 'Invoiced',
      total: '294.14',
      balanceDue: '294.14',
      vatTreatment: 'reverse_charge',
    });
    const [invoice] = placed.json().invoices;
    expect(invoice).toMatchObject({ kind: 'invoice', total: '294.14', vat: '0.00', dueDate });
    const orderId = placed.json().id as number;

    // The invoice's mail: the order confirmed, what to pay by when and where, the PDF attached.
    await t.jobsDone();
    const mail = await t.mailbox.waitFor('claire@lumiere.example');
    expect(mail.subject).toBe(`Invoice ${invoice.number} for your order ${placed.json().reference}`);
    expect(mail.text).toContain('Please pay €294.14 by bank transfer by 9 April 2030');
    expect(mail.text).toContain('DE89370400440532013000');
    expect(mail.raw).toContain(`filename=${invoice.number}.pdf`);

    const pdf = await pdfText((await kit.get(claire.cookie, invoice.url)).rawPayload);
    expect(pdf.text).toContain('Please pay €294.14 by bank transfer by 9 April 2030, quoting invoice');
    expect(pdf.text).toContain('IBAN DE89370400440532013000 · BIC COBADEFFXXX');
    const xml = (await kit.get(claire.cookie, invoice.eInvoiceUrl)).body;
    await expectValidEn16931(xml);
    expect(xml).toContain('<ram:TypeCode>58</ram:TypeCode>');
    expect(xml).toContain('<ram:IBANID>DE89370400440532013000</ram:IBANID>');
    expect(xml).toMatch(/<ram:DuePayableAmount>294.14<\/ram:DuePayableAmount>/);
    expect(xml).toContain('20300409');

    // A part transfer: the balance goes down, no second invoice.
    const part = await kit.post(admin.cookie, `/api/admin/orders/${orderId}/payments`, {
      channel: 'bank_transfer',
      amount: '100.00',
    });
    expect(part.statusCode, part.body).toBe(200);
    expect(part.json()).toMatchObject({ paymentStatus: 'PartlyPaid', balanceDue: '194.14' });
    expect(part.json().invoices).toHaveLength(1);

    // Not due yet: no reminder; listed as an open item, not overdue.
    now = at(30);
    expect(await sweep(admin)).toBe(0);
    const listed = await kit.get(admin.cookie, '/api/admin/invoices/open-items');
    expect(listed.json()).toMatchObject({
      open: '194.14',
      items: [{ number: invoice.number, dueDate, daysOverdue: 0, total: '294.14', open: '194.14', reminders: 0 }],
    });

    // 7 days past the due date (37 after the order): one reminder, however often the sweep runs.
    now = at(37);
    t.mailbox.clear();
    const sweeps = await Promise.all([sweep(admin), sweep(admin)]);
    expect(sweeps.reduce((sum, count) => sum + count, 0)).toBe(1);
    expect(await sweep(admin)).toBe(0);
    await t.jobsDone();
    const reminder = await t.mailbox.waitFor('claire@lumiere.example');
    expect(reminder.subject).toBe(`Reminder: invoice ${invoice.number} was due on 9 April 2030`);
    expect(reminder.text).toContain('€194.14 of it is still open');
    expect((await kit.get(admin.cookie, '/api/admin/invoices/open-items')).json().items[0]).toMatchObject({
      daysOverdue: 7,
      reminders: 1,
    });

    // The rest arrives: settled, still one invoice, no more reminders, no open item.
    const rest = await kit.post(admin.cookie, `/api/admin/orders/${orderId}/payments`, { channel: 'bank_transfer' });
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.json()).toMatchObject({ paymentStatus: 'Paid', balanceDue: '0.00', paid: '294.14' });
    expect(rest.json().invoices).toHaveLength(1);
    now = at(45);
    t.mailbox.clear();
    expect(await sweep(admin)).toBe(0);
    expect((await kit.get(admin.cookie, '/api/admin/invoices/open-items')).json()).toEqual({ items: [], open: '0.00' });
  });

  it('takes a line cancelled before the invoice is paid off it with a credit note: the documents ask what the order costs', async () => {
    const { admin, camera, claire } = await scene();
    await allow(admin, claire);
    const lens = await kit.product(2, '20.00');
    const placed = await kit.post(claire.cookie, '/api/orders', {
      lines: [
        { productId: camera.id, dateFrom: kit.day(3), dateTo: kit.day(9), quantity: 1, dailyPrice: '42.02' },
        // 20.00 at 19 % is 16.81 without VAT: 33.62 for two days.
        { productId: lens.id, dateFrom: kit.day(3), dateTo: kit.day(4), quantity: 1, dailyPrice: '16.81' },
      ],
      payment: 'invoice',
    });
    expect(placed.statusCode, placed.body).toBe(201);
    expect(placed.json()).toMatchObject({ total: '327.76', balanceDue: '327.76' });
    const lensLine = placed.json().rentals.find((line: { productId: number }) => line.productId === lens.id);

    const cancelled = await t.app.inject({
      method: 'DELETE',
      url: `/api/rentals/${lensLine.id}`,
      headers: { cookie: claire.cookie, origin: claire.origin },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(204);
    const after = (await kit.get(claire.cookie, `/api/orders/${placed.json().id}`)).json();
    expect(after).toMatchObject({ total: '294.14', balanceDue: '294.14', paid: '0.00', refunded: '0.00' });
    expect(after.invoices.map((doc: { kind: string; total: string }) => [doc.kind, doc.total])).toEqual([
      ['invoice', '327.76'],
      ['credit_note', '33.62'],
    ]);
    const note = after.invoices[1];
    const pdf = await pdfText((await kit.get(claire.cookie, note.url)).rawPayload);
    expect(pdf.text).toContain(
      `Taken off the amount due on invoice ${after.invoices[0].number}: nothing is paid back.`,
    );
    await expectValidEn16931((await kit.get(claire.cookie, note.eInvoiceUrl)).body);
    expect((await kit.get(admin.cookie, '/api/admin/invoices/open-items')).json().open).toBe('294.14');

    // The customer is told (issue 48): the line, the credit note (attached) and what is still due; no refund.
    await t.jobsDone();
    const told = t.mailbox.received.filter(
      (mail) => mail.to.includes('claire@lumiere.example') && /cancelled/.test(mail.subject),
    );
    expect(told.map((mail) => mail.subject)).toEqual([`Your rental of ${lens.name} is cancelled`]);
    const text = told[0]!.text.replace(/\r\n/g, '\n');
    for (const words of [
      'a credit note takes €33.62 off your invoice',
      'Still to pay for your order: €294.14',
      `Your credit note ${note.number} is attached.`,
    ])
      expect(text).toContain(words);
    expect(text).not.toContain('Refund');
    expect(attachmentsOf(told[0]!).map((file) => file.filename)).toEqual([`${note.number}.pdf`]);
  });
});
