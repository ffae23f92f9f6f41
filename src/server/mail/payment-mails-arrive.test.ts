import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays } from '../../shared/calendar-date';
import { languages, type Language } from '../../shared/languages';
import type { Order } from '../../shared/schemas/order';
import { shopSettingsSchema } from '../../shared/schemas/settings';
import { payments } from '../db/schema/payments';
import { rentals } from '../db/schema/rentals';
import { orders } from '../db/schema/orders';
import type { ShopEvent } from '../events/events';
import { createPublisher } from '../events/publish';
import type { InvoiceDocument } from '../invoices/document';
import { sampleInvoiceDocument } from '../invoices/sample-document';
import { createJobQueue } from '../jobs/queue';
import { insertItems, insertProduct } from '../test/factories';
import { attachmentsOf, type ReceivedMail } from '../test/mail-message';
import { pdfAttachments, pdfText } from '../test/pdf-text';
import { createTestApp, TEST_TODAY, type TestApp } from '../test/test-app';
import { MAIL_SUBSCRIBER } from './event-mails';
import { createMailer } from './mailer';
import { createOrderMails } from './order-mails';

/*
 * The payment mails (issue 28) from their events to a real SMTP receiver, in each language: the
 * events are published as the payment flows publish them (with the payments row they name, in
 * one transaction), and each mail arrives once, with its amounts to the cent and a link to the
 * order that its customer can open. Events that send nothing send nothing.
 */

const SHOP = 'http://localhost:3000';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.reset());

/** Publishes as the payment flows do: the payments row and its events in one transaction. */
async function publishWith(events: (paymentId: number | null) => ShopEvent[], row?: NewPayment) {
  const publish = createPublisher(createJobQueue(t.db), [MAIL_SUBSCRIBER]);
  await t.db.transaction(async (tx) => {
    const [inserted] = row ? await tx.insert(payments).values(row).returning({ id: payments.id }) : [];
    for (const event of events(inserted?.id ?? null)) await publish(event, tx);
  });
}
type NewPayment = typeof payments.$inferInsert;

/** Every mail to `email` once the queue has run dry. */
async function mailsTo(email: string, expected: number): Promise<ReceivedMail[]> {
  if (expected > 0) await t.mailbox.waitFor(email, 20_000);
  await t.jobsDone();
  const mails = t.mailbox.received.filter((mail) => mail.to.includes(email));
  expect(
    mails.map((mail) => mail.subject),
    `mails to ${email}`,
  ).toHaveLength(expected);
  return mails;
}

async function onlyMail(email: string) {
  const [mail] = await mailsTo(email, 1);
  t.mailbox.clear();
  const link = new URL(/https?:\/\/\S+/.exec(mail!.text)![0]);
  return { mail: mail!, link };
}

/**
 * A customer's order of 2 units for 3 days, starting in 5 days (not tomorrow: the worker's hourly
 * reminder run would add a mail of its own), at 33.33 a day (199.98), paid at pick-up as every
 * order is without Stripe; its booking mail is received and cleared. Each unit asks a deposit of 123.45.
 */
async function placeOrder(language: Language) {
  const email = `kunde-${language}@example.com`;
  const customer = await t.signIn({ email, fullName: 'Carla Kunde', language });
  const product = await insertProduct(t.db, {
    name: `Canon EOS R5 ${language}`,
    dailyPrice: '33.33',
    deposit: '123.45',
  });
  await insertItems(t.db, product.id, 2);
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { cookie: customer.cookie, origin: SHOP },
    payload: {
      lines: [
        {
          productId: product.id,
          dateFrom: addDays(TEST_TODAY, 5),
          dateTo: addDays(TEST_TODAY, 7),
          quantity: 2,
          dailyPrice: '33.33',
        },
      ],
    },
  });
  expect(response.statusCode, response.body).toBe(201);
  const order = response.json() as { id: number; reference: string; total: string };
  expect(order.total).toBe('199.98');
  await mailsTo(email, 1);
  t.mailbox.clear();
  // The deposit per unit as booked (the booking copies the product's; set here so the mails read it).
  await t.db.update(rentals).set({ depositCents: 12345 }).where(eq(rentals.orderId, order.id));
  const opens = async (link: URL) => {
    expect(link.origin).toBe(SHOP);
    expect(link.pathname).toBe(`/account/orders/${order.id}`);
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/orders/${order.id}`,
      headers: { cookie: customer.cookie },
    });
    expect(page.statusCode).toBe(200);
    return page.json();
  };
  return { email, order, product, opens, cookie: customer.cookie };
}

const expected = {
  en: {
    placed: ['Pay €199.98 at pick-up', 'Deposit at pick-up: €246.90 (2 × €123.45)'],
    receipt: ['We received €199.98 in the shop', 'Paid in cash: €199.98'],
    refund: [
      'Amount refunded: €99.99',
      'up to 2 days before the first day of the rental and 50% of it after that',
      'In cash, at the counter.',
    ],
    kept: ['Of the €246.90 deposit you left at pick-up, we have kept €46.91.', 'Reason: A cracked lens hood.'],
    returned: ['We have returned €199.99 of your deposit', 'How you get it back: To your card, through the shop'],
    confirmation: ['Paid online: €199.98', 'Deposit at pick-up: €246.90 (2 × €123.45)', 'a deposit of €246.90'],
    lapsed: ['was not paid in time, so we have released the units', 'Nothing was charged.'],
    late: [
      'Amount refunded: €199.98',
      'Your payment arrived after the time to pay had run out',
      'To the card you paid with, through Stripe.',
    ],
  },
  es: {
    placed: ['Pagas 199,98\u00a0€ al recoger', 'Fianza al recoger: 246,90\u00a0€ (2 × 123,45\u00a0€)'],
    receipt: ['Hemos recibido 199,98\u00a0€ en la tienda', 'Pagado en efectivo: 199,98\u00a0€'],
    refund: [
      'Importe devuelto: 99,99\u00a0€',
      'hasta 2 días antes del primer día del alquiler y el 50\u00a0% después',
      'En efectivo, en el mostrador.',
    ],
    kept: [
      'De la fianza de 246,90\u00a0€ que dejaste al recoger, hemos retenido 46,91\u00a0€.',
      'Motivo: A cracked lens hood.',
    ],
    returned: [
      'Te hemos devuelto 199,99\u00a0€ de la fianza',
      'Cómo lo recibes: En tu tarjeta, con el datáfono de la tienda.',
    ],
    confirmation: [
      'Pagado en línea: 199,98\u00a0€',
      'Fianza al recoger: 246,90\u00a0€ (2 × 123,45\u00a0€)',
      'una fianza de 246,90\u00a0€',
    ],
    lapsed: ['no se pagó a tiempo, así que hemos liberado las unidades', 'No se te ha cobrado nada.'],
    late: [
      'Importe devuelto: 199,98\u00a0€',
      'Tu pago llegó cuando ya había terminado el plazo',
      'En la tarjeta con la que pagaste, a través de Stripe.',
    ],
  },
  de: {
    placed: ['Du zahlst 199,98\u00a0€ bei der Abholung', 'Kaution bei Abholung: 246,90\u00a0€ (2 × 123,45\u00a0€)'],
    receipt: ['Wir haben im Laden 199,98\u00a0€ für deine Bestellung', 'Bar bezahlt: 199,98\u00a0€'],
    refund: [
      'Erstatteter Betrag: 99,99\u00a0€',
      'bis 2 Tage vor dem ersten Miettag den vollen Betrag und danach 50\u00a0%',
      'Bar an der Kasse im Laden.',
    ],
    kept: [
      'Von der Kaution über 246,90\u00a0€, die du bei der Abholung hinterlegt hast, haben wir 46,91\u00a0€ einbehalten.',
      'Grund: A cracked lens hood.',
    ],
    returned: [
      'Wir haben dir 199,99\u00a0€ deiner Kaution',
      'So bekommst du es zurück: Auf deine Karte, über das Kartenterminal im Laden.',
    ],
    confirmation: [
      'Online bezahlt: 199,98\u00a0€',
      'Kaution bei Abholung: 246,90\u00a0€ (2 × 123,45\u00a0€)',
      'eine Kaution von 246,90\u00a0€',
    ],
    lapsed: ['wurde nicht rechtzeitig bezahlt. Deshalb haben wir die Geräte', 'Es wurde nichts abgebucht.'],
    late: [
      'Erstatteter Betrag: 199,98\u00a0€',
      'Deine Zahlung kam erst an, als die Zahlungsfrist schon abgelaufen war',
      'Auf die Karte, mit der du bezahlt hast, über Stripe.',
    ],
  },
} satisfies Record<Language, Record<string, string[]>>;

const expectTexts = (mail: ReceivedMail, texts: string[]) => {
  for (const text of texts) expect(mail.text).toContain(text);
};

describe.each(languages.map((language) => [language]))('the payment mails in %s', (language) => {
  const words = expected[language];

  it('at pick-up: what to pay and the deposit, the receipt, a refund by the rules, the deposit kept and returned', async () => {
    const { email, order, opens } = await placeOrder(language);
    await publishWith(() => [{ type: 'order.placed', orderId: order.id }]);
    const placed = await onlyMail(email);
    expectTexts(placed.mail, words.placed);
    await opens(placed.link);

    const base = { orderId: order.id, state: 'succeeded' } as const;
    await publishWith((id) => [{ type: 'order.paid', orderId: order.id, paymentId: id! }], {
      ...base,
      kind: 'charge',
      channel: 'cash',
      amountCents: 19998,
    });
    const receipt = await onlyMail(email);
    expectTexts(receipt.mail, [...words.receipt, order.reference]);
    expect((await opens(receipt.link)).paid).toBe('199.98');

    await publishWith((id) => [{ type: 'order.refunded', orderId: order.id, paymentId: id! }], {
      ...base,
      kind: 'refund',
      channel: 'cash',
      amountCents: 9999,
    });
    expectTexts((await onlyMail(email)).mail, words.refund);

    // Taken at the counter, with the customer there: no mail.
    await publishWith((id) => [{ type: 'deposit.taken', orderId: order.id, paymentId: id! }], {
      ...base,
      kind: 'deposit_taken',
      channel: 'cash',
      amountCents: 24690,
    });
    await publishWith((id) => [{ type: 'deposit.kept', orderId: order.id, paymentId: id! }], {
      ...base,
      kind: 'deposit_kept',
      channel: 'cash',
      amountCents: 4691,
      reason: 'A cracked lens hood.',
    });
    const kept = await onlyMail(email);
    expectTexts(kept.mail, words.kept);
    await opens(kept.link);

    await publishWith((id) => [{ type: 'deposit.returned', orderId: order.id, paymentId: id! }], {
      ...base,
      kind: 'deposit_returned',
      channel: 'terminal',
      amountCents: 19999,
    });
    expectTexts((await onlyMail(email)).mail, words.returned);
  });

  it('online: the placed and paid events of the webhook send one mail, the payment’s confirmation', async () => {
    const { email, order, opens } = await placeOrder(language);
    await t.db.update(orders).set({ paymentMethod: 'online' }).where(eq(orders.id, order.id));
    await publishWith(
      (id) => [
        { type: 'order.placed', orderId: order.id },
        { type: 'order.paid', orderId: order.id, paymentId: id! },
      ],
      { orderId: order.id, kind: 'charge', channel: 'stripe', amountCents: 19998, stripeId: `pi_${language}` },
    );
    const confirmation = await onlyMail(email);
    expectTexts(confirmation.mail, [...words.confirmation, order.reference]);
    // The lines with their units: the serial numbers the booking picked.
    const page = await opens(confirmation.link);
    for (const item of page.rentals[0].items) expect(confirmation.mail.text).toContain(item.serialNumber);
  });

  it('lapsed: nothing charged and a way to book again; a late payment is refunded with its own reason and no confirmation', async () => {
    const { email, order, product } = await placeOrder(language);
    await t.db.update(orders).set({ paymentMethod: 'online', status: 'Lapsed' }).where(eq(orders.id, order.id));
    await publishWith(() => [{ type: 'order.lapsed', orderId: order.id }]);
    const lapsed = await onlyMail(email);
    expectTexts(lapsed.mail, [...words.lapsed, order.reference]);
    expect(lapsed.mail.text).not.toContain('€');
    expect(lapsed.link.toString()).toBe(`${SHOP}/products/${product.id}`);

    // Stripe's payment arrives after the hold lapsed, and the shop refunds it at once.
    await publishWith((id) => [{ type: 'order.paid', orderId: order.id, paymentId: id! }], {
      orderId: order.id,
      kind: 'charge',
      channel: 'stripe',
      amountCents: 19998,
      stripeId: `pi_late_${language}`,
    });
    await publishWith((id) => [{ type: 'order.refunded', orderId: order.id, paymentId: id! }], {
      orderId: order.id,
      kind: 'refund',
      channel: 'stripe',
      state: 'pending',
      amountCents: 19998,
    });
    expectTexts((await onlyMail(email)).mail, words.late);
  });
});

it('sends no mail for a payment that failed', async () => {
  const { email, order } = await placeOrder('en');
  await publishWith((id) => [{ type: 'order.refunded', orderId: order.id, paymentId: id! }], {
    orderId: order.id,
    kind: 'refund',
    channel: 'stripe',
    state: 'failed',
    amountCents: 100,
  });
  await mailsTo(email, 0);
});

describe('the documents a payment issued travel with its mail (issue 29)', () => {
  it('the invoice of a payment, the credit note of a refund (Factur-X for a business), and nothing for a payment that issued none', async () => {
    const { email, order, cookie } = await placeOrder('de');
    const row = async (values: Omit<NewPayment, 'orderId'>) => {
      const [inserted] = await t.db
        .insert(payments)
        .values({ orderId: order.id, ...values })
        .returning({ id: payments.id });
      return inserted!.id;
    };
    const charge = await row({ kind: 'charge', channel: 'cash', state: 'succeeded', amountCents: 19998 });
    const refund = await row({ kind: 'refund', channel: 'cash', state: 'pending', amountCents: 9999 });
    const returned = await row({ kind: 'deposit_returned', channel: 'cash', state: 'succeeded', amountCents: 100 });
    // The documents as the invoices' store would read them back: test data, rendered and sent for real.
    const issued = new Map<number, InvoiceDocument>([
      [charge, sampleInvoiceDocument({ language: 'de' })],
      [refund, sampleInvoiceDocument({ language: 'de', kind: 'credit_note', business: true })],
    ]);
    const mails = createOrderMails({
      db: t.db,
      orders: {
        async find(orderId) {
          const page = await t.app.inject({ method: 'GET', url: `/api/orders/${orderId}`, headers: { cookie } });
          return page.statusCode === 200 ? (page.json() as Order) : null;
        },
      },
      settings: { read: async () => shopSettingsSchema.parse({}) },
      invoices: { forPayment: async (paymentId) => issued.get(paymentId) ?? null, read: async () => null },
      link: (path) => new URL(path, SHOP).toString(),
    });
    const mailer = createMailer({
      smtpUrl: t.mailbox.url,
      from: 'Framehire <test@framehire.test>',
      dataDir: t.dataDir,
      log: () => {},
    });

    await mailer.send((await mails.paid(order.id, charge))!);
    const receipt = (await onlyMail(email)).mail;
    expect(receipt.text).toContain('Im Anhang findest du deine Rechnung INV-2030-00001.');
    const [invoice, ...more] = attachmentsOf(receipt);
    expect(more).toHaveLength(0);
    expect(invoice).toMatchObject({ filename: 'INV-2030-00001.pdf', contentType: 'application/pdf' });
    const { text } = await pdfText(invoice!.content);
    for (const piece of ['Rechnung', 'INV-2030-00001', 'Gesamtbetrag 250,94 €']) expect(text).toContain(piece);

    await mailer.send((await mails.refunded(order.id, refund))!);
    const refunded = (await onlyMail(email)).mail;
    expect(refunded.text).toContain('Im Anhang findest du deine Rechnungskorrektur CN-2030-00001.');
    const [creditNote] = attachmentsOf(refunded);
    expect(creditNote!.filename).toBe('CN-2030-00001.pdf');
    expect((await pdfText(creditNote!.content)).text).toContain('Korrigiert die Rechnung INV-2030-00001');
    const xml = (await pdfAttachments(creditNote!.content)).get('factur-x.xml');
    expect(Buffer.from(xml!).toString('utf8')).toContain('<ram:ID>CN-2030-00001</ram:ID>');

    const plain = await mails.deposit(order.id, returned, 'returned');
    expect(plain!.attachments).toBeUndefined();
    expect(plain!.text).not.toContain('Im Anhang');
  });
});
