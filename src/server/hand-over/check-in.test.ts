import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays } from '../../shared/calendar-date';
import { rentalItems } from '../db/schema/rentals';
import { createInvoiceStore } from '../invoices/store';
import { handOverDesk } from '../test/hand-over-desk';
import { createTestApp, TEST_NOW, type TestApp } from '../test/test-app';
import { testPng } from '../test/upload-form';

let t: TestApp;
let desk: ReturnType<typeof handOverDesk>;
let admin: { cookie: string; id: string };
let ada: { cookie: string; id: string };
/** The moment the shop's clock stands at; the late-return tests move it. */
let now = TEST_NOW;

beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
  desk = handOverDesk(t);
});
afterAll(() => t.close());
beforeEach(async () => {
  now = TEST_NOW;
  await t.reset();
  admin = await t.signIn({ email: 'desk@example.com', fullName: 'Desk', isAdmin: true });
  ada = await t.signIn({ email: 'ada@example.com', fullName: 'Ada' });
});

/** The shop's clock `days` days after TEST_NOW, at the same hour. */
const moveClock = (days: number) => {
  now = new Date(TEST_NOW.getTime() + days * 24 * 60 * 60 * 1000);
};

/** The customer pays the rent later: the ledgers below hold only what check-in moves. */
const paysLater = { payLater: { reason: 'Pays by bank transfer' } };

/** A rental of `units` units (from the day before yesterday to tomorrow unless said), every unit handed over. */
async function handedOver(options: Parameters<typeof desk.rental>[1] = {}) {
  const scene = await desk.rental(ada.id, { dateFrom: desk.day(-2), dateTo: desk.day(1), ...options });
  const out = await desk.checkOut(
    admin.cookie,
    scene.rental.id,
    scene.units.map((unit) => unit.serialNumber),
    { depositChannel: 'terminal', ...paysLater },
  );
  expect(out.statusCode, out.body).toBe(200);
  return scene;
}

/** A photo upload as a browser's form sends it: `itemId` (when given) and the file. */
async function photoForm(bytes: Buffer, itemId?: string) {
  const form = new FormData();
  if (itemId !== undefined) form.append('itemId', itemId);
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'damage.png');
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}

const uploadPhoto = async (incidentId: number, bytes: Buffer, itemId?: string) => {
  const form = await photoForm(bytes, itemId);
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/incidents/${incidentId}/photos`,
    payload: form.payload,
    headers: { ...form.headers, cookie: admin.cookie },
  });
};

describe('POST /api/admin/rentals/:id/check-in', () => {
  it('takes a damaged unit out of service and records it on a new incident, whose photo the customer sees', async () => {
    const { rental, units } = await handedOver({ units: 2, depositCents: 2_500 });
    const [fine, damaged] = units;
    const response = await desk.checkIn(admin.cookie, rental.id, [
      { serial: fine!.serialNumber, condition: 'ok' },
      { serial: damaged!.serialNumber.toLowerCase(), condition: 'damaged', note: 'Cracked rear element.' },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const back = response.json();
    expect(back.checkedInAt).toEqual(expect.any(String));
    expect(back.overdue).toBe(false);
    expect(back.lateFee).toBe('0.00');
    const conditionOf = (id: number) => back.items.find((unit: { id: number }) => unit.id === id).condition;
    expect([conditionOf(fine!.id), conditionOf(damaged!.id)]).toEqual(['ok', 'damaged']);
    expect(await desk.statusOf(damaged!.id)).toBe('NonOperational');
    expect(await desk.statusOf(fine!.id)).toBe('Operational');
    expect(back.incident).toMatchObject({ status: 'Open', byShop: true });
    const row = (await desk.rentalRows(rental.id)).find((unit) => unit.itemId === damaged!.id)!;
    expect(row).toMatchObject({
      returnCondition: 'damaged',
      returnNote: 'Cracked rear element.',
      checkedInBy: admin.id,
    });

    const incidentId = back.incident.id as number;
    const incident = (await desk.get(admin.cookie, `/api/admin/incidents/${incidentId}`)).json();
    expect(incident).toMatchObject({
      rentalId: rental.id,
      userId: ada.id,
      type: 'ProductDamaged',
      byShop: true,
      reporterName: 'Desk',
      description: 'Cracked rear element.',
      units: [
        {
          itemId: damaged!.id,
          serialNumber: damaged!.serialNumber,
          condition: 'damaged',
          note: 'Cracked rear element.',
          recordedAt: expect.any(String),
        },
      ],
      photos: [],
    });

    // A photo of the damaged unit, through the product pictures' pipeline.
    const photo = await uploadPhoto(incidentId, await testPng(2400, 1200), String(damaged!.id));
    expect(photo.statusCode, photo.body).toBe(200);
    const [stored] = photo.json().photos;
    expect(stored).toMatchObject({
      itemId: damaged!.id,
      url: expect.stringMatching(/^\/uploads\/incidents\/[0-9a-f]+\.webp$/),
    });
    expect(existsSync(join(t.dataDir, 'uploads', stored.url.slice('/uploads/'.length)))).toBe(true);
    const served = await t.app.inject({ method: 'GET', url: stored.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const sharp = (await import('sharp')).default;
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ width: 1600, height: 800, format: 'webp' });

    // The customer sees the unit, the note and the photo on their incident.
    const own = await desk.get(ada.cookie, `/api/incidents/${incidentId}`);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({ units: incident.units, photos: [stored] });
    const list = await desk.get(ada.cookie, '/api/incidents');
    expect(list.json()).toEqual([expect.objectContaining({ id: incidentId, photos: [stored] })]);
    expect((await desk.get(ada.cookie, `/api/rentals/${rental.id}`)).json().incident).toMatchObject({ id: incidentId });

    // Damage keeps the deposit with the shop: the administrator decides what to keep.
    expect((await desk.ledger(rental.orderId)).map((entry) => entry.kind)).toEqual(['deposit_taken']);
    expect(await desk.events('rental.checked_in')).toEqual([
      { rentalId: rental.id, orderId: rental.orderId, itemIds: [fine!.id, damaged!.id] },
    ]);
    expect(await desk.events('incident.reported')).toEqual([{ incidentId, rentalId: rental.id }]);
    const [entry] = await desk.audits('check-in');
    expect(entry).toMatchObject({ actorId: admin.id, entity: 'rental', entityId: rental.id });
    expect(entry!.before).toEqual({ productName: expect.any(String), userName: 'Ada' });
    expect(entry!.after).toMatchObject({
      returned: expect.arrayContaining([{ id: fine!.id, serialNumber: fine!.serialNumber }]),
      damaged: [{ id: damaged!.id, serialNumber: damaged!.serialNumber }],
    });
    expect((await desk.audits('create')).map((audit) => [audit.entity, audit.entityId])).toEqual([
      ['incident', incidentId],
    ]);
    expect((await desk.audits('image')).map((audit) => [audit.entityId, audit.before, audit.after])).toEqual([
      [incidentId, expect.objectContaining({ photos: 0 }), expect.objectContaining({ photos: 1 })],
    ]);
  });

  it("adds the damage to the customer's own incident on the rental, keeping the one incident per rental", async () => {
    const { rental, units } = await handedOver({ units: 2 });
    const reported = await t.app.inject({
      method: 'POST',
      url: `/api/rentals/${rental.id}/incident`,
      headers: { cookie: ada.cookie },
      payload: { type: 'Other', description: 'The strap broke.' },
    });
    expect(reported.statusCode, reported.body).toBe(201);
    const closed = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/incidents/${reported.json().id}`,
      headers: { cookie: admin.cookie, origin: 'http://localhost:3000' },
      payload: { status: 'Closed' },
    });
    expect(closed.statusCode).toBe(200);

    const response = await desk.checkIn(admin.cookie, rental.id, [
      { serial: units[0]!.serialNumber, condition: 'damaged', note: 'Strap ring torn off.' },
      { serial: units[1]!.serialNumber, condition: 'missing', note: 'Not in the bag.' },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const incident = (await desk.get(ada.cookie, `/api/incidents/${reported.json().id}`)).json();
    // Still the customer's report, open again, with both units on it.
    expect(incident).toMatchObject({ type: 'Other', byShop: false, status: 'Open', description: 'The strap broke.' });
    expect(incident.units.map((unit: { serialNumber: string; condition: string; note: string }) => unit)).toEqual([
      expect.objectContaining({
        serialNumber: units[0]!.serialNumber,
        condition: 'damaged',
        note: 'Strap ring torn off.',
      }),
      expect.objectContaining({ serialNumber: units[1]!.serialNumber, condition: 'missing', note: 'Not in the bag.' }),
    ]);
    const { rows } = await t.pool.query('SELECT count(*)::int AS n FROM incidents WHERE rental_id = $1', [rental.id]);
    expect(rows[0].n).toBe(1);
    const [edit] = await desk.audits('edit');
    expect(edit).toMatchObject({ entity: 'incident', entityId: reported.json().id });
  });

  it('keeps the rental open with a missing unit: out of service, overdue after its last day, its fee growing', async () => {
    const { rental, units } = await handedOver({ units: 2, depositCents: 1_000 });
    const [fine, lost] = units;
    const response = await desk.checkIn(admin.cookie, rental.id, [
      { serial: fine!.serialNumber, condition: 'ok' },
      { serial: lost!.serialNumber, condition: 'missing', note: 'Left on a shoot.' },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    const open = response.json();
    expect(open.checkedInAt).toBeNull();
    expect(open.items.find((unit: { id: number }) => unit.id === lost!.id)).toMatchObject({
      checkedInAt: null,
      condition: 'missing',
    });
    expect(open.overdue).toBe(false);
    expect(await desk.statusOf(lost!.id)).toBe('NonOperational');
    const incident = (await desk.get(admin.cookie, `/api/admin/incidents/${open.incident.id}`)).json();
    expect(incident).toMatchObject({ type: 'ProductLost', byShop: true, description: 'Left on a shoot.' });

    const again = await desk.checkIn(admin.cookie, rental.id, [
      { serial: lost!.serialNumber, condition: 'missing', note: 'x' },
    ]);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('ALREADY_MISSING');

    // Two days past its last day (tomorrow): overdue for the customer and the shop, 2 x 10.00 growing.
    moveClock(3);
    for (const [cookie, url] of [
      [ada.cookie, `/api/rentals/${rental.id}`],
      [admin.cookie, `/api/admin/rentals/${rental.id}`],
    ] as const) {
      expect((await desk.get(cookie, url)).json()).toMatchObject({
        overdue: true,
        daysLate: 2,
        lateFee: '20.00',
        checkedInAt: null,
      });
    }
    // No deposit back while a unit is missing.
    expect((await desk.ledger(rental.orderId)).map((entry) => entry.kind)).toEqual(['deposit_taken']);

    // It turns up: back late, charged for its two days; the deposit stays for the administrator to settle.
    const found = await desk.checkIn(admin.cookie, rental.id, [{ serial: lost!.serialNumber, condition: 'ok' }]);
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json()).toMatchObject({
      overdue: false,
      daysLate: 0,
      lateFee: '20.00',
      checkedInAt: expect.any(String),
    });
    expect((await desk.ledger(rental.orderId)).map((entry) => [entry.kind, entry.amountCents])).toEqual([
      ['deposit_taken', 2_000],
      ['late_fee', 2_000],
    ]);
  });

  it('returns the deposit on a clean, complete return, the way it was taken', async () => {
    const { rental, units } = await handedOver({ units: 2, depositCents: 2_500 });
    const first = await desk.checkIn(admin.cookie, rental.id, [{ serial: units[0]!.serialNumber, condition: 'ok' }]);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().checkedInAt).toBeNull();
    expect((await desk.ledger(rental.orderId)).map((entry) => entry.kind)).toEqual(['deposit_taken']);

    const last = await desk.checkIn(admin.cookie, rental.id, [{ serial: units[1]!.serialNumber, condition: 'ok' }]);
    expect(last.statusCode, last.body).toBe(200);
    expect(last.json()).toMatchObject({ checkedInAt: expect.any(String), overdue: false, incident: null });
    const ledger = await desk.ledger(rental.orderId);
    expect(ledger.map((entry) => [entry.kind, entry.channel, entry.amountCents])).toEqual([
      ['deposit_taken', 'terminal', 5_000],
      ['deposit_returned', 'terminal', 5_000],
    ]);
    expect(await desk.events('deposit.returned')).toEqual([{ orderId: rental.orderId, paymentId: ledger[1]!.id }]);
    const order = (await desk.get(admin.cookie, `/api/admin/orders/${rental.orderId}`)).json();
    expect(order.deposit).toMatchObject({ taken: '50.00', returned: '50.00' });
  });

  it('charges the late fee once at check-in: one ledger row, one invoice line, the fee on the rental', async () => {
    const { rental, units } = await desk.rental(ada.id, {
      units: 2,
      dateFrom: desk.day(0),
      dateTo: desk.day(2),
      dailyPrice: '12.50',
    });
    expect(
      (
        await desk.checkOut(
          admin.cookie,
          rental.id,
          units.map((unit) => unit.serialNumber),
          paysLater,
        )
      ).statusCode,
    ).toBe(200);

    // Three days past the last day in the shop's calendar.
    moveClock(5);
    expect(t.calendar.today()).toBe(addDays(rental.dateTo, 3));
    const late = (await desk.get(admin.cookie, `/api/admin/rentals/${rental.id}`)).json();
    expect(late).toMatchObject({ overdue: true, daysLate: 3, lateFee: '75.00' });

    const response = await desk.checkIn(
      admin.cookie,
      rental.id,
      units.map((unit) => ({ serial: unit.serialNumber, condition: 'ok' as const })),
      { feeChannel: 'terminal' },
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      overdue: false,
      daysLate: 0,
      lateFee: '75.00',
      checkedInAt: expect.any(String),
    });

    // Per unit: 3 days x 12.50.
    const rows = await t.db.select().from(rentalItems).where(eq(rentalItems.rentalId, rental.id));
    expect(rows.map((row) => row.lateFeeCents)).toEqual([3_750, 3_750]);
    const fees = (await desk.ledger(rental.orderId)).filter((entry) => entry.kind === 'late_fee');
    expect(fees.map((entry) => [entry.amountCents, entry.channel, entry.actorId])).toEqual([
      [7_500, 'terminal', admin.id],
    ]);

    const store = createInvoiceStore(t.db);
    expect(await store.listForOrder(rental.orderId)).toHaveLength(1);
    const invoice = await store.forPayment(fees[0]!.id);
    expect(invoice).toMatchObject({ kind: 'invoice', orderId: rental.orderId, totals: { grossCents: 7_500 } });
    expect(invoice!.lines).toEqual([
      expect.objectContaining({
        description: expect.stringMatching(/^Late return: Sony FX3 #\d+, 2 units 3 days late$/),
        quantity: 1,
        grossCents: 7_500,
      }),
    ]);
    const [payment] = (await desk.audits('payment')).filter((entry) => entry.entity === 'order');
    expect(payment!.after).toMatchObject({ kind: 'late_fee', amount: '75.00', channel: 'terminal' });
    const [entry] = await desk.audits('check-in');
    expect(entry!.after).toMatchObject({ lateFee: '75.00' });

    // Checking in again charges nothing twice.
    const again = await desk.checkIn(admin.cookie, rental.id, [{ serial: units[0]!.serialNumber, condition: 'ok' }]);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('ALREADY_CHECKED_IN');
    expect((await desk.ledger(rental.orderId)).filter((row) => row.kind === 'late_fee')).toHaveLength(1);
    expect(await store.listForOrder(rental.orderId)).toHaveLength(1);
    moveClock(9);
    expect((await desk.get(admin.cookie, `/api/admin/rentals/${rental.id}`)).json()).toMatchObject({
      lateFee: '75.00',
      overdue: false,
    });
  });

  it('charges a fixed late fee per unit and day when the shop sets one, in the customer’s language', async () => {
    const settings = await t.app.inject({
      method: 'PATCH',
      url: '/api/admin/settings',
      headers: { cookie: admin.cookie, origin: 'http://localhost:3000' },
      payload: { lateFees: { mode: 'fixed', fixed: '4.00' } },
    });
    expect(settings.statusCode, settings.body).toBe(200);
    const eva = await t.signIn({ email: 'eva@example.com', fullName: 'Eva', language: 'de' });
    const { rental, units } = await desk.rental(eva.id, { dateFrom: desk.day(0), dateTo: desk.day(0) });
    expect((await desk.checkOut(admin.cookie, rental.id, [units[0]!.serialNumber])).statusCode).toBe(200);
    moveClock(1);
    const response = await desk.checkIn(admin.cookie, rental.id, [
      { serial: units[0]!.serialNumber, condition: 'damaged', note: 'Dent.' },
    ]);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().lateFee).toBe('4.00');
    const [fee] = (await desk.ledger(rental.orderId)).filter((entry) => entry.kind === 'late_fee');
    const invoice = await createInvoiceStore(t.db).forPayment(fee!.id);
    expect(invoice!.lines[0]!.description).toMatch(/^Verspätete Rückgabe: Sony FX3 #\d+, 1 Exemplar 1 Tag zu spät$/);
  });

  it('refuses a unit that is not out on this rental, naming it, and changes nothing', async () => {
    const { rental, units } = await handedOver({ units: 2 });
    const other = await desk.rental(ada.id);
    const waiting = await desk.rental(ada.id, { dateFrom: desk.day(-1), dateTo: desk.day(1) });
    const refused = async (serial: string, status: number, code: string) => {
      const response = await desk.checkIn(admin.cookie, rental.id, [
        { serial: units[0]!.serialNumber, condition: 'damaged', note: 'Dent.' },
        { serial, condition: 'ok' },
      ]);
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json().error).toMatchObject({ code, message: expect.stringContaining(serial) });
    };
    await refused('NO-SUCH-UNIT', 404, 'UNKNOWN_SERIAL');
    await refused(other.units[0]!.serialNumber, 409, 'UNIT_NOT_ON_RENTAL');
    const notOut = await desk.checkIn(admin.cookie, waiting.rental.id, [
      { serial: waiting.units[0]!.serialNumber, condition: 'ok' },
    ]);
    expect(notOut.json().error).toMatchObject({ code: 'NOT_HANDED_OVER' });
    // Nothing of the refused calls stayed: no unit back, none out of service, no incident.
    expect(
      (await desk.rentalRows(rental.id)).every((row) => row.checkedInAt === null && row.returnCondition === null),
    ).toBe(true);
    expect(await desk.statusOf(units[0]!.id)).toBe('Operational');
    expect((await desk.get(admin.cookie, `/api/admin/rentals/${rental.id}`)).json().incident).toBeNull();
    // A note is required for damage (the schema), and customers may not check in.
    const noNote = await desk.checkIn(admin.cookie, rental.id, [
      { serial: units[0]!.serialNumber, condition: 'damaged' },
    ]);
    expect(noNote.json().error).toMatchObject({ code: 'VALIDATION_ERROR', field: 'units.0.note' });
    expect(
      (await desk.checkIn(ada.cookie, rental.id, [{ serial: units[0]!.serialNumber, condition: 'ok' }])).statusCode,
    ).toBe(403);
  });
});

describe('POST /api/admin/incidents/:id/photos', () => {
  it('refuses a unit of another rental, a file that is not a picture, and a malformed unit id, storing nothing', async () => {
    const { rental, units } = await handedOver();
    const checkedIn = await desk.checkIn(admin.cookie, rental.id, [
      { serial: units[0]!.serialNumber, condition: 'damaged', note: 'Scratched.' },
    ]);
    const incidentId = checkedIn.json().incident.id as number;
    const other = await desk.rental(ada.id);
    const png = await testPng();
    const folder = join(t.dataDir, 'uploads', 'incidents');
    const storedPhotos = () => (existsSync(folder) ? readdirSync(folder).sort() : []);
    const before = storedPhotos();

    const foreign = await uploadPhoto(incidentId, png, String(other.units[0]!.id));
    expect(foreign.statusCode).toBe(409);
    expect(foreign.json().error.code).toBe('UNIT_NOT_ON_RENTAL');
    const text = await uploadPhoto(incidentId, Buffer.from('not a picture at all'));
    expect(text.statusCode).toBe(415);
    const malformed = await uploadPhoto(incidentId, png, '12abc');
    expect(malformed.json().error).toMatchObject({ code: 'VALIDATION_ERROR', field: 'itemId' });
    expect((await uploadPhoto(2_000_000, png)).statusCode).toBe(404);
    const { rows } = await t.pool.query('SELECT count(*)::int AS n FROM incident_photos');
    expect(rows[0].n).toBe(0);
    expect(storedPhotos()).toEqual(before);

    // Without a unit: a photo of the incident as a whole.
    const whole = await uploadPhoto(incidentId, png);
    expect(whole.statusCode, whole.body).toBe(200);
    expect(whole.json().photos).toEqual([expect.objectContaining({ itemId: null })]);
  });
});
