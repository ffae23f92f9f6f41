import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { insertRental } from '../test/factories';
import { handOverDesk } from '../test/hand-over-desk';
import { createTestApp, TEST_NOW, type TestApp } from '../test/test-app';

/*
 * Maintenance (issue 47, decision 094): a product's units are due for a service every so many
 * rentals or days; the unit says so and the dashboard lists it; with the shop's setting on, it
 * goes out of service when it becomes due (at the check-in that makes it, or by the daily sweep)
 * and comes back when the service is recorded.
 */

let t: TestApp;
let desk: ReturnType<typeof handOverDesk>;
let admin: { cookie: string; origin: string; id: string };

beforeAll(async () => {
  t = await createTestApp();
  desk = handOverDesk(t);
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.reset();
  admin = await t.signIn({ email: 'owner@example.com', fullName: 'Olga Owner', isAdmin: true });
});

const send = (method: 'POST' | 'PUT' | 'PATCH', url: string, payload: object) =>
  t.app.inject({ method, url, headers: { cookie: admin.cookie, origin: admin.origin }, payload });

async function serviceEvery(productId: number, rules: { serviceEveryRentals?: number; serviceEveryDays?: number }) {
  const current = (await desk.get(admin.cookie, `/api/admin/products/${productId}`)).json();
  const { id: _id, categoryName: _c, itemCount: _i, imageUrl: _u, cardImageUrl: _k, ...fields } = current;
  const saved = await send('PUT', `/api/admin/products/${productId}`, {
    ...fields,
    kitParts: [],
    serviceEveryRentals: null,
    serviceEveryDays: null,
    ...rules,
  });
  expect(saved.statusCode, saved.body).toBe(200);
  return saved.json();
}

const unit = async (itemId: number) => (await desk.get(admin.cookie, `/api/admin/items/${itemId}`)).json();

/** Another rental of the unit, handed over and brought back. */
async function rentAgain(userId: string, productId: number, camera: { id: number; serialNumber: string }, day: number) {
  const rental = await insertRental(t.db, {
    userId,
    productId,
    dateFrom: desk.day(day),
    dateTo: desk.day(day),
    itemIds: [camera.id],
  });
  // Tomorrow's rental, as back already (the desk hands over no rental before its day).
  await t.pool.query(
    `UPDATE rental_items SET checked_out_at = $2, checked_in_at = $2, return_condition = 'ok' WHERE rental_id = $1`,
    [rental.id, new Date(TEST_NOW.getTime() + 86_400_000)],
  );
}

describe('a unit due after so many rentals', () => {
  it('is due after its second rental back, and listed as due', async () => {
    const customer = await t.signIn({ email: 'carl@example.com' });
    const first = await desk.rental(customer.id, { dateFrom: desk.day(0), dateTo: desk.day(0) });
    const [camera] = first.units;
    const product = await serviceEvery(first.productId, { serviceEveryRentals: 2 });
    expect(product).toMatchObject({ serviceEveryRentals: 2, serviceEveryDays: null });

    expect((await desk.checkOut(admin.cookie, first.rental.id, [camera!.serialNumber])).statusCode).toBe(200);
    expect(
      (await desk.checkIn(admin.cookie, first.rental.id, [{ serial: camera!.serialNumber, condition: 'ok' }]))
        .statusCode,
    ).toBe(200);
    expect(await unit(camera!.id)).toMatchObject({ serviceDue: false, rentalsSinceService: 1, status: 'Operational' });

    await rentAgain(customer.id, first.productId, camera!, 1);
    expect(await unit(camera!.id)).toMatchObject({ serviceDue: true, rentalsSinceService: 2 });
    const due = (await desk.get(admin.cookie, '/api/admin/items?serviceDue=true')).json();
    expect(due.items.map((item: { id: number }) => item.id)).toEqual([camera!.id]);
    // The dashboard's front page counts it, and leads to that list.
    expect((await desk.get(admin.cookie, '/api/admin/overview')).json()).toMatchObject({ serviceDue: 1 });
  });
});

describe('out of service when due', () => {
  it('takes a unit out at the check-in that makes it due, and brings it back when the service is recorded', async () => {
    const customer = await t.signIn({ email: 'carl@example.com' });
    const booked = await desk.rental(customer.id, { dateFrom: desk.day(0), dateTo: desk.day(0) });
    const [camera] = booked.units;
    await serviceEvery(booked.productId, { serviceEveryRentals: 1 });
    await send('PATCH', '/api/admin/settings', { maintenance: { outOfServiceWhenDue: true } });

    await desk.checkOut(admin.cookie, booked.rental.id, [camera!.serialNumber]);
    const back = await desk.checkIn(admin.cookie, booked.rental.id, [
      { serial: camera!.serialNumber, condition: 'ok' },
    ]);
    expect(back.statusCode, back.body).toBe(200);
    expect(await unit(camera!.id)).toMatchObject({ serviceDue: true, status: 'NonOperational', outForService: true });

    const serviced = await send('POST', `/api/admin/items/${camera!.id}/services`, {
      note: 'Sensor cleaned',
      cost: '25.50',
    });
    expect(serviced.statusCode, serviced.body).toBe(201);
    expect(serviced.json()).toMatchObject({
      itemId: camera!.id,
      note: 'Sensor cleaned',
      cost: '25.50',
      performedBy: 'Olga Owner',
    });
    expect(await unit(camera!.id)).toMatchObject({
      serviceDue: false,
      rentalsSinceService: 0,
      status: 'Operational',
      outForService: false,
    });
    expect(await desk.events('unit.back_in_service')).toEqual([{ itemId: camera!.id, productId: booked.productId }]);
    const history = (await desk.get(admin.cookie, `/api/admin/items/${camera!.id}/services`)).json();
    expect(history.items).toHaveLength(1);
  });

  it('leaves a due unit in service without the setting, and a damaged one out after its service', async () => {
    const customer = await t.signIn({ email: 'carl@example.com' });
    const booked = await desk.rental(customer.id, { units: 2, dateFrom: desk.day(0), dateTo: desk.day(0) });
    const [fine, broken] = booked.units;
    await serviceEvery(booked.productId, { serviceEveryRentals: 1 });
    await desk.checkOut(admin.cookie, booked.rental.id, [fine!.serialNumber, broken!.serialNumber]);
    await desk.checkIn(admin.cookie, booked.rental.id, [
      { serial: fine!.serialNumber, condition: 'ok' },
      { serial: broken!.serialNumber, condition: 'damaged', note: 'Cracked screen' },
    ]);
    expect(await unit(fine!.id)).toMatchObject({ serviceDue: true, status: 'Operational', outForService: false });
    await send('POST', `/api/admin/items/${broken!.id}/services`, { note: 'Firmware updated' });
    expect(await unit(broken!.id)).toMatchObject({ status: 'NonOperational', outForService: false });
  });
});

describe('a unit due after so many days', () => {
  it('is due once the days since its last service are reached, and the daily sweep takes it out', async () => {
    const customer = await t.signIn({ email: 'carl@example.com' });
    const { units, productId } = await desk.rental(customer.id, { dateFrom: desk.day(5), dateTo: desk.day(6) });
    const [camera] = units;
    await serviceEvery(productId, { serviceEveryDays: 30 });
    await t.pool.query(`UPDATE items SET serviced_at = $2 WHERE id = $1`, [
      camera!.id,
      new Date(TEST_NOW.getTime() - 29 * 86_400_000),
    ]);
    expect(await unit(camera!.id)).toMatchObject({ serviceDue: false });
    await t.pool.query(`UPDATE items SET serviced_at = $2 WHERE id = $1`, [
      camera!.id,
      new Date(TEST_NOW.getTime() - 30 * 86_400_000),
    ]);
    expect(await unit(camera!.id)).toMatchObject({ serviceDue: true });

    await send('PATCH', '/api/admin/settings', { maintenance: { outOfServiceWhenDue: true } });
    await t.pool.query(`SELECT graphile_worker.add_job('maintenance:due-units')`);
    await t.jobsDone();
    expect(await unit(camera!.id)).toMatchObject({ status: 'NonOperational', outForService: true });
  });
});

describe('what the shop sends', () => {
  it('refuses intervals out of range and a service without a note or with a bad cost, changing nothing', async () => {
    const customer = await t.signIn({ email: 'carl@example.com' });
    const { units, productId } = await desk.rental(customer.id);
    const current = (await desk.get(admin.cookie, `/api/admin/products/${productId}`)).json();
    const { id: _id, categoryName: _c, itemCount: _i, imageUrl: _u, cardImageUrl: _k, ...fields } = current;
    for (const rules of [{ serviceEveryRentals: 0 }, { serviceEveryDays: 3651 }, { serviceEveryRentals: 2.5 }]) {
      const refused = await send('PUT', `/api/admin/products/${productId}`, { ...fields, kitParts: [], ...rules });
      expect(refused.statusCode, JSON.stringify(rules)).toBe(400);
    }
    for (const body of [
      {},
      { note: '' },
      { note: 'Clean', cost: '-1' },
      { note: 'Clean', cost: '1.234' },
      { note: 'x', extra: 1 },
    ]) {
      const refused = await send('POST', `/api/admin/items/${units[0]!.id}/services`, body);
      expect(refused.statusCode, JSON.stringify(body)).toBe(400);
    }
    expect((await send('POST', '/api/admin/items/999999/services', { note: 'Clean' })).statusCode).toBe(404);
    const { rows } = await t.pool.query('SELECT count(*)::int AS n FROM item_services');
    expect(rows[0].n).toBe(0);
  });
});

describe('a service recorded at check-in', () => {
  it('is recorded with the check-in, by the member of staff, so a unit due on its return stays in service', async () => {
    const customer = await t.signIn({ email: 'carl@example.com' });
    const booked = await desk.rental(customer.id, { units: 2, dateFrom: desk.day(0), dateTo: desk.day(0) });
    const [serviced, notServiced] = booked.units;
    await serviceEvery(booked.productId, { serviceEveryRentals: 1 });
    await send('PATCH', '/api/admin/settings', { maintenance: { outOfServiceWhenDue: true } });
    await desk.checkOut(admin.cookie, booked.rental.id, [serviced!.serialNumber, notServiced!.serialNumber]);

    // The desk reads, before the check-in, that each unit is due once back.
    const before = (await desk.get(admin.cookie, `/api/admin/rentals/${booked.rental.id}`)).json();
    expect(before.items.map((item: { serviceDue: boolean }) => item.serviceDue)).toEqual([true, true]);

    const back = await desk.checkIn(admin.cookie, booked.rental.id, [
      { serial: serviced!.serialNumber, condition: 'ok', service: { note: 'Sensor cleaned', cost: '12.50' } },
      { serial: notServiced!.serialNumber, condition: 'ok' },
    ]);
    expect(back.statusCode, back.body).toBe(200);
    const byId = new Map(back.json().items.map((item: { id: number }) => [item.id, item]));
    expect(byId.get(serviced!.id)).toMatchObject({ serviceDue: false });
    expect(byId.get(notServiced!.id)).toMatchObject({ serviceDue: true });

    expect(await unit(serviced!.id)).toMatchObject({
      serviceDue: false,
      rentalsSinceService: 0,
      status: 'Operational',
      outForService: false,
    });
    expect(await unit(notServiced!.id)).toMatchObject({
      serviceDue: true,
      status: 'NonOperational',
      outForService: true,
    });
    const history = (await desk.get(admin.cookie, `/api/admin/items/${serviced!.id}/services`)).json();
    expect(history.items).toEqual([
      expect.objectContaining({ note: 'Sensor cleaned', cost: '12.50', performedBy: 'Olga Owner' }),
    ]);
    // Serviced as it came back: the service's time is the return's.
    const [rows] = (
      await t.pool.query(
        `SELECT s.performed_at = ri.checked_in_at AS same FROM item_services s
           JOIN rental_items ri ON ri.item_id = s.item_id WHERE s.item_id = $1`,
        [serviced!.id],
      )
    ).rows;
    expect(rows).toEqual({ same: true });
    const [audit] = await desk.audits('check-in');
    expect(audit!.after).toMatchObject({ serviced: [{ id: serviced!.id, serialNumber: serviced!.serialNumber }] });
  });

  it('brings back into service a unit taken out for its service while it was away, not a damaged one', async () => {
    const customer = await t.signIn({ email: 'carl@example.com' });
    const booked = await desk.rental(customer.id, { units: 2, dateFrom: desk.day(0), dateTo: desk.day(0) });
    const [fine, broken] = booked.units;
    await serviceEvery(booked.productId, { serviceEveryDays: 30 });
    await send('PATCH', '/api/admin/settings', { maintenance: { outOfServiceWhenDue: true } });
    await desk.checkOut(admin.cookie, booked.rental.id, [fine!.serialNumber, broken!.serialNumber]);
    // Due by its days while the customer has it: the daily sweep takes both out.
    await t.pool.query(`UPDATE items SET serviced_at = $2 WHERE id = ANY($1)`, [
      [fine!.id, broken!.id],
      new Date(TEST_NOW.getTime() - 40 * 86_400_000),
    ]);
    await t.pool.query(`SELECT graphile_worker.add_job('maintenance:due-units')`);
    await t.jobsDone();
    expect(await unit(fine!.id)).toMatchObject({ status: 'NonOperational', outForService: true });

    const back = await desk.checkIn(admin.cookie, booked.rental.id, [
      { serial: fine!.serialNumber, condition: 'ok', service: { note: 'Firmware 2.1' } },
      { serial: broken!.serialNumber, condition: 'damaged', note: 'Cracked screen', service: { note: 'Cleaned' } },
    ]);
    expect(back.statusCode, back.body).toBe(200);
    expect(await unit(fine!.id)).toMatchObject({ serviceDue: false, status: 'Operational', outForService: false });
    // Out for its damage now: its service does not bring it back, its repair will.
    expect(await unit(broken!.id)).toMatchObject({ serviceDue: false, status: 'NonOperational', outForService: false });
    expect(await desk.events('unit.back_in_service')).toEqual([{ itemId: fine!.id, productId: booked.productId }]);
    const history = (await desk.get(admin.cookie, `/api/admin/items/${fine!.id}/services`)).json();
    expect(history.items).toEqual([expect.objectContaining({ note: 'Firmware 2.1', cost: null })]);
  });

  it('refuses a service for a missing unit or a bad one, and checks nothing in', async () => {
    const customer = await t.signIn({ email: 'carl@example.com' });
    const booked = await desk.rental(customer.id, { dateFrom: desk.day(0), dateTo: desk.day(0) });
    const [camera] = booked.units;
    await desk.checkOut(admin.cookie, booked.rental.id, [camera!.serialNumber]);
    const serial = camera!.serialNumber;
    for (const entry of [
      { serial, condition: 'missing' as const, note: 'Not in the bag', service: { note: 'Cleaned' } },
      { serial, condition: 'ok' as const, service: { note: '' } },
      { serial, condition: 'ok' as const, service: { note: 'Cleaned', cost: '1,5' } },
    ]) {
      const refused = await desk.checkIn(admin.cookie, booked.rental.id, [entry]);
      expect(refused.statusCode, JSON.stringify(entry)).toBe(400);
    }
    const { rows } = await t.pool.query(
      `SELECT (SELECT count(*) FROM item_services) + (SELECT count(*) FROM rental_items WHERE return_condition IS NOT NULL) AS n`,
    );
    expect(Number(rows[0].n)).toBe(0);
  });
});
