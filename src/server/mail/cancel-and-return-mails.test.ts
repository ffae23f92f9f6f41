import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays } from '../../shared/calendar-date';
import { languages, type Language } from '../../shared/languages';
import { handOverDesk } from '../test/hand-over-desk';
import { insertItems, insertProduct } from '../test/factories';
import { attachmentsOf, type ReceivedMail } from '../test/mail-message';
import { pdfText } from '../test/pdf-text';
import { createTestApp, TEST_NOW, TEST_TODAY, type TestApp } from '../test/test-app';
import { testPng, uploadForm } from '../test/upload-form';

/*
 * Every change reaches the customer (issue 48): the mails of a cancellation and of a return at the
 * desk, from the real actions (the customer's cancel, staff's, the check-in and its photos) to
 * a real SMTP receiver, in the customer's saved language. One mail per step: a cancelling step's
 * lines and order in one, a return's damage and late fee in one, no refund mail beside them.
 */

const SHOP = 'http://localhost:3000';
let t: TestApp;
let desk: ReturnType<typeof handOverDesk>;
/** The shop's clock; the late-return tests move it. */
let now = TEST_NOW;

beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
  desk = handOverDesk(t);
});
afterAll(() => t.close());
beforeEach(async () => {
  now = TEST_NOW;
  await t.reset();
});

type Session = Awaited<ReturnType<TestApp['signIn']>>;

const send = (cookie: string, method: 'POST' | 'DELETE' | 'GET', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie, origin: SHOP }, ...(payload ? { payload } : {}) });

/** The receipt of the rent the desk took at the hand-over (issue 48), and nothing else. */
async function receiptOnly(email: string) {
  const [receipt] = await mailsTo(email, 1);
  expect(receipt!.subject).toMatch(/^(Payment received|Pago recibido|Zahlung erhalten): /);
}

/** The mails to `email` once the queue has run dry: exactly `expected` of them. The mailbox is emptied after. */
async function mailsTo(email: string, expected: number): Promise<ReceivedMail[]> {
  if (expected > 0) await t.mailbox.waitFor(email, 20_000);
  await t.jobsDone();
  // Lines as the text part writes them, without the CR of the wire.
  const mails = t.mailbox.received
    .filter((mail) => mail.to.includes(email))
    .map((mail) => ({ ...mail, text: mail.text.replace(/\r\n/g, '\n') }));
  expect(
    mails.map((mail) => mail.subject),
    `mails to ${email}`,
  ).toHaveLength(expected);
  t.mailbox.clear();
  return mails;
}

/** The return's mail is written a while after the check-in (event-mails.ts): the test brings that moment now. */
async function returnMailsDueNow() {
  // The check-in's event delivered first: it queues the mail job.
  await t.jobsDone();
  const { rowCount } = await t.pool.query(
    `UPDATE graphile_worker._private_jobs SET run_at = now() WHERE key LIKE 'later-mail:%' AND locked_at IS NULL`,
  );
  return rowCount;
}

async function people(language: Language) {
  const admin = await t.signIn({ email: 'desk@example.com', fullName: 'Desk', isAdmin: true });
  const email = `kunde-${language}@example.com`;
  const customer = await t.signIn({ email, fullName: 'Carla Kunde', language });
  return { admin, customer, email };
}

async function product(name: string) {
  const row = await insertProduct(t.db, { name, dailyPrice: '10.00' });
  await insertItems(t.db, row.id, 2);
  return row;
}

/** An order of the customer's, paid at pick-up; its booking mail received and cleared. */
async function placeOrder(
  customer: Session & { email: string },
  lines: { productId: number; from: number; to: number }[],
) {
  const placed = await send(customer.cookie, 'POST', '/api/orders', {
    lines: lines.map((line) => ({
      productId: line.productId,
      dateFrom: addDays(TEST_TODAY, line.from),
      dateTo: addDays(TEST_TODAY, line.to),
      quantity: 1,
      dailyPrice: '10.00',
    })),
  });
  expect(placed.statusCode, placed.body).toBe(201);
  await mailsTo(customer.email, 1);
  return placed.json() as { id: number; reference: string; rentals: { id: number; productId: number }[] };
}

const cancelled = {
  en: {
    line: 'Your rental of Zoom H6 is cancelled',
    lineIntro: 'This rental of your order',
    refund: ['We are refunding €15.00.', 'Refund: €15.00', 'Kept under our cancellation rules: €15.00'],
    how: 'In cash, at the counter.',
    attached: 'Your credit note',
    order: (reference: string) => `Your order ${reference} is cancelled`,
    orderRefund: 'Refund: €20.00',
    nothingPaid: 'Nothing had been paid for this order, so there is nothing to refund and nothing left to pay.',
  },
  es: {
    line: 'Tu alquiler de Zoom H6 está cancelado',
    lineIntro: 'Se ha cancelado este alquiler de tu pedido',
    refund: [
      'Te devolvemos 15,00\u00a0€.',
      'Reembolso: 15,00\u00a0€',
      'Retenido según nuestras condiciones de cancelación: 15,00\u00a0€',
    ],
    how: 'En efectivo, en el mostrador.',
    attached: 'Te adjuntamos tu factura rectificativa',
    order: (reference: string) => `Tu pedido ${reference} está cancelado`,
    orderRefund: 'Reembolso: 20,00\u00a0€',
    nothingPaid:
      'No se había pagado nada por este pedido, así que no hay nada que reembolsar ni nada pendiente de pago.',
  },
  de: {
    line: 'Deine Miete von Zoom H6 ist storniert',
    lineIntro: 'Diese Miete aus deiner Bestellung',
    refund: [
      'Wir erstatten dir 15,00\u00a0€.',
      'Erstattung: 15,00\u00a0€',
      'Nach unseren Stornobedingungen einbehalten: 15,00\u00a0€',
    ],
    how: 'Bar an der Kasse im Laden.',
    attached: 'Im Anhang findest du deine Rechnungskorrektur',
    order: (reference: string) => `Deine Bestellung ${reference} ist storniert`,
    orderRefund: 'Erstattung: 20,00\u00a0€',
    nothingPaid:
      'Für diese Bestellung wurde noch nichts bezahlt: Es gibt nichts zu erstatten und nichts mehr zu zahlen.',
  },
} satisfies Record<Language, unknown>;

describe.each(languages.map((language) => [language]))('the cancellation mails in %s', (language) => {
  const words = cancelled[language];

  it('a paid line the customer cancels: what, the refund by the rules and how it comes back, the credit note; then staff cancel the rest for them', async () => {
    const { admin, customer, email } = await people(language);
    const camera = await product('Canon EOS R5');
    const recorder = await product('Zoom H6');
    // 20.00 five days ahead (all back), 30.00 from tomorrow (half back by the shop's default rules).
    const order = await placeOrder({ ...customer, email }, [
      { productId: camera.id, from: 5, to: 6 },
      { productId: recorder.id, from: 1, to: 3 },
    ]);
    const paid = await send(admin.cookie, 'POST', `/api/admin/orders/${order.id}/payments`, { channel: 'cash' });
    expect(paid.statusCode, paid.body).toBe(200);
    await mailsTo(email, 1);

    const [cameraLine, recorderLine] = order.rentals;
    expect((await send(customer.cookie, 'DELETE', `/api/rentals/${recorderLine!.id}`)).statusCode).toBe(204);
    // One mail: the cancellation with its refund, and no refund mail of its own beside it.
    const [lineMail] = await mailsTo(email, 1);
    expect(lineMail!.subject).toBe(words.line);
    expect(lineMail!.text).toContain(`${words.lineIntro} ${order.reference}`);
    for (const text of [...words.refund, words.how]) expect(lineMail!.text).toContain(text);
    expect(lineMail!.text).not.toContain('Canon EOS R5');
    // The refund is the one the refunds code recorded, and its credit note travels with the mail.
    const afterLine = (await send(customer.cookie, 'GET', `/api/orders/${order.id}`)).json();
    expect(afterLine).toMatchObject({ refunded: '15.00', status: 'Placed' });
    const creditNote = afterLine.invoices.find((doc: { kind: string }) => doc.kind === 'credit_note');
    expect(lineMail!.text).toContain(`${words.attached} ${creditNote.number}`);
    const [file] = attachmentsOf(lineMail!);
    expect(file).toMatchObject({ filename: `${creditNote.number}.pdf`, contentType: 'application/pdf' });
    expect((await pdfText(file!.content)).text).toContain(creditNote.number);
    expect(lineMail!.text).toContain(`${SHOP}/account/orders/${order.id}`);

    // Staff cancel the last line for the customer: the order goes with it, in one mail.
    const byStaff = await send(admin.cookie, 'POST', `/api/admin/orders/${order.id}/lines/${cameraLine!.id}/cancel`);
    expect(byStaff.statusCode, byStaff.body).toBe(200);
    expect(byStaff.json()).toMatchObject({ status: 'Cancelled', refunded: '35.00' });
    const [orderMail] = await mailsTo(email, 1);
    expect(orderMail!.subject).toBe(words.order(order.reference));
    expect(orderMail!.text).toContain('Canon EOS R5');
    expect(orderMail!.text).not.toContain('Zoom H6');
    expect(orderMail!.text).toContain(words.orderRefund);
    expect(orderMail!.text).toContain(words.how);
  });

  it('staff cancel every open rental of a customer at once: one mail for the order, naming each line, nothing paid', async () => {
    const { admin, customer, email } = await people(language);
    const camera = await product('Canon EOS R5');
    const recorder = await product('Zoom H6');
    const order = await placeOrder({ ...customer, email }, [
      { productId: camera.id, from: 5, to: 6 },
      { productId: recorder.id, from: 1, to: 3 },
    ]);
    const cleared = await send(admin.cookie, 'POST', `/api/admin/users/${customer.id}/cancel-open-rentals`);
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json().cancelled).toHaveLength(2);
    const [mail] = await mailsTo(email, 1);
    expect(mail!.subject).toBe(words.order(order.reference));
    expect(mail!.text).toContain('Canon EOS R5');
    expect(mail!.text).toContain('Zoom H6');
    expect(mail!.text).toContain(words.nothingPaid);
    expect(attachmentsOf(mail!)).toEqual([]);
  });
});

describe('POST /api/orders/:id/cancel', () => {
  it('gives up a whole order in one step: every line cancelled, one mail; all or nothing', async () => {
    const { customer, email } = await people('en');
    const camera = await product('Canon EOS R5');
    const recorder = await product('Zoom H6');
    const order = await placeOrder({ ...customer, email }, [
      { productId: camera.id, from: 5, to: 6 },
      { productId: recorder.id, from: 1, to: 3 },
    ]);
    const given = await send(customer.cookie, 'POST', `/api/orders/${order.id}/cancel`);
    expect(given.statusCode, given.body).toBe(200);
    expect(given.json().status).toBe('Cancelled');
    expect(given.json().rentals.every((line: { cancelledAt: string | null }) => line.cancelledAt !== null)).toBe(true);
    const [mail] = await mailsTo(email, 1);
    expect(mail!.subject).toBe(`Your order ${order.reference} is cancelled`);
    for (const name of ['Canon EOS R5', 'Zoom H6']) expect(mail!.text).toContain(name);
    const again = await send(customer.cookie, 'POST', `/api/orders/${order.id}/cancel`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('ALREADY_CANCELLED');

    // A line under way refuses the whole order, and nothing is cancelled.
    const started = await placeOrder({ ...customer, email }, [
      { productId: camera.id, from: 8, to: 9 },
      { productId: recorder.id, from: 0, to: 2 },
    ]);
    const refused = await send(customer.cookie, 'POST', `/api/orders/${started.id}/cancel`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('ALREADY_STARTED');
    const still = (await send(customer.cookie, 'GET', `/api/orders/${started.id}`)).json();
    expect(still.rentals.map((line: { cancelledAt: string | null }) => line.cancelledAt)).toEqual([null, null]);
    await mailsTo(email, 0);
  });
});

const returned = {
  en: {
    subject: 'Damage recorded on your return of Sony FX3 #',
    found: ['Found: Damaged', 'Our note: Cracked rear element.'],
    photos: 'We took 2 photos of the damage; you can see them on your rental.',
    deposit: 'we hold on to your deposit of €50.00',
    late: 'Late fee for your rental of Sony FX3 #',
    fee: ['Days late: 3', 'Late fee: €30.00', 'How it is counted: 1 unit × 3 days × €10.00', 'Payment: Paid in cash'],
    invoice: 'Your invoice',
  },
  es: {
    subject: 'Daños registrados en la devolución de Sony FX3 #',
    found: ['Estado: Dañada', 'Nuestra nota: Cracked rear element.'],
    photos: 'Hemos tomado 2 fotos de los daños; puedes verlas en tu alquiler.',
    deposit: 'retenemos tu fianza de 50,00\u00a0€',
    late: 'Recargo por retraso en tu alquiler de Sony FX3 #',
    fee: [
      'Días de retraso: 3',
      'Recargo por retraso: 30,00\u00a0€',
      'Cómo se calcula: 1 unidad × 3 días × 10,00\u00a0€',
      'Pago: Pagado en efectivo',
    ],
    invoice: 'Te adjuntamos tu factura',
  },
  de: {
    subject: 'Schaden bei der Rückgabe von Sony FX3 #',
    found: ['Zustand: Beschädigt', 'Unsere Notiz: Cracked rear element.'],
    photos: 'Wir haben 2 Fotos vom Schaden gemacht; du findest sie bei deiner Miete.',
    deposit: 'behalten wir deine Kaution von 50,00\u00a0€ ein',
    late: 'Verspätungsgebühr für deine Miete von Sony FX3 #',
    fee: [
      'Tage verspätet: 3',
      'Verspätungsgebühr: 30,00\u00a0€',
      'So wird sie berechnet: 1 Gerät × 3 Tage × 10,00\u00a0€',
      'Zahlung: Bar bezahlt',
    ],
    invoice: 'Im Anhang findest du deine Rechnung',
  },
} satisfies Record<Language, unknown>;

/** A photo of the damage as the desk's form uploads it after the check-in. */
async function uploadPhoto(cookie: string, incidentId: number) {
  const form = await uploadForm({ bytes: await testPng(), name: 'damage.png', type: 'image/png' });
  const response = await t.app.inject({
    method: 'POST',
    url: `/api/admin/incidents/${incidentId}/photos`,
    payload: form.payload,
    headers: { ...form.headers, cookie },
  });
  expect(response.statusCode, response.body).toBe(200);
}

describe.each(languages.map((language) => [language]))('the return mails in %s', (language) => {
  const words = returned[language];

  it('damage recorded at check-in: the unit and the note, the photos sent after it, what happens next, the deposit held', async () => {
    const { admin, customer, email } = await people(language);
    const { rental, units } = await desk.rental(customer.id, {
      units: 2,
      depositCents: 2_500,
      dateFrom: desk.day(-2),
      dateTo: desk.day(1),
    });
    const serials = units.map((unit) => unit.serialNumber);
    expect((await desk.checkOut(admin.cookie, rental.id, serials, { depositChannel: 'terminal' })).statusCode).toBe(
      200,
    );
    await receiptOnly(email);
    const [fine, damaged] = units;
    const back = await desk.checkIn(admin.cookie, rental.id, [
      { serial: fine!.serialNumber, condition: 'ok' },
      { serial: damaged!.serialNumber, condition: 'damaged', note: 'Cracked rear element.' },
    ]);
    expect(back.statusCode, back.body).toBe(200);
    // The desk sends its photos once the check-in has answered; the mail waits for them.
    for (let photo = 0; photo < 2; photo += 1) await uploadPhoto(admin.cookie, back.json().incident.id);
    await mailsTo(email, 0);

    expect(await returnMailsDueNow()).toBe(1);
    const [mail] = await mailsTo(email, 1);
    expect(mail!.subject.startsWith(words.subject)).toBe(true);
    expect(mail!.text).toContain(damaged!.serialNumber);
    expect(mail!.text).not.toContain(fine!.serialNumber);
    for (const text of [...words.found, words.photos, words.deposit]) expect(mail!.text).toContain(text);
    expect(mail!.text).toContain(`${SHOP}/account/rental-requests/${rental.id}`);
  });

  it('a late return: the fee charged (days late × the day’s fee) with its invoice attached', async () => {
    const { admin, customer, email } = await people(language);
    const { rental, units } = await desk.rental(customer.id, { dateFrom: desk.day(-2), dateTo: desk.day(1) });
    const serial = units[0]!.serialNumber;
    expect((await desk.checkOut(admin.cookie, rental.id, [serial])).statusCode).toBe(200);
    await receiptOnly(email);
    // Back three days after its last day; the shop's default late fee is a day's rent (10.00).
    now = new Date(TEST_NOW.getTime() + 4 * 86_400_000);
    const back = await desk.checkIn(admin.cookie, rental.id, [{ serial, condition: 'ok' }], { feeChannel: 'cash' });
    expect(back.statusCode, back.body).toBe(200);
    expect(back.json().lateFee).toBe('30.00');
    await mailsTo(email, 0);

    expect(await returnMailsDueNow()).toBe(1);
    const [mail] = await mailsTo(email, 1);
    expect(mail!.subject.startsWith(words.late)).toBe(true);
    for (const text of words.fee) expect(mail!.text).toContain(`${text}\n`);
    const order = (await send(customer.cookie, 'GET', `/api/orders/${rental.orderId}`)).json();
    // The rent's invoice was issued at the hand-over, where it was paid; the fee's is the last.
    const invoice = order.invoices.at(-1);
    expect(invoice).toMatchObject({ kind: 'invoice', total: '30.00' });
    expect(mail!.text).toContain(`${words.invoice} ${invoice.number}`);
    const [file] = attachmentsOf(mail!);
    expect(file).toMatchObject({ filename: `${invoice.number}.pdf`, contentType: 'application/pdf' });
    expect((await pdfText(file!.content)).text).toContain(invoice.number);
  });
});

describe('the return mails', () => {
  it('tell a unit not returned, and nothing for a clean return in time', async () => {
    const { admin, customer, email } = await people('en');
    const { rental, units } = await desk.rental(customer.id, { units: 2, dateFrom: desk.day(-2), dateTo: desk.day(1) });
    const [kept, lost] = units;
    const serials = units.map((unit) => unit.serialNumber);
    expect((await desk.checkOut(admin.cookie, rental.id, serials)).statusCode).toBe(200);
    await receiptOnly(email);
    const back = await desk.checkIn(admin.cookie, rental.id, [
      { serial: kept!.serialNumber, condition: 'ok' },
      { serial: lost!.serialNumber, condition: 'missing', note: 'Left at the studio, they say.' },
    ]);
    expect(back.statusCode, back.body).toBe(200);
    expect(await returnMailsDueNow()).toBe(1);
    const [mail] = await mailsTo(email, 1);
    expect(mail!.subject).toMatch(/^Not everything of Sony FX3 #\d+ has come back$/);
    expect(mail!.text).toContain(`Unit (serial number): ${lost!.serialNumber}\n`);
    expect(mail!.text).toContain('Found: Not returned');
    expect(mail!.text).toContain('Our note: Left at the studio, they say.');
    expect(mail!.text).toContain('the rental stays open until it is back');
    expect(mail!.text).not.toContain('We took');

    // Another rental, back in time and whole: its check-in tells nothing.
    const clean = await desk.rental(customer.id, { dateFrom: desk.day(-2), dateTo: desk.day(1) });
    const cleanSerial = clean.units[0]!.serialNumber;
    expect((await desk.checkOut(admin.cookie, clean.rental.id, [cleanSerial])).statusCode).toBe(200);
    await receiptOnly(email);
    const cleanBack = await desk.checkIn(admin.cookie, clean.rental.id, [{ serial: cleanSerial, condition: 'ok' }]);
    expect(cleanBack.statusCode, cleanBack.body).toBe(200);
    expect(await returnMailsDueNow()).toBe(1);
    await mailsTo(email, 0);
  });
});
