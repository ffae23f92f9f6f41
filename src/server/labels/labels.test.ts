import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { LABELS_MAX } from '../../shared/schemas/hand-over';
import { insertItems, insertProduct } from '../test/factories';
import { pdfQrCodes } from '../test/pdf-codes';
import { pdfText } from '../test/pdf-text';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;
let admin: { cookie: string };

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.reset();
  admin = await t.signIn({ email: 'boss@example.com', fullName: 'Boss', isAdmin: true });
});

const labels = (query: string, cookie = admin.cookie, method: 'GET' | 'HEAD' = 'GET') =>
  t.app.inject({ method, url: `/api/admin/labels?${query}`, headers: { cookie } });

describe('GET /api/admin/labels', () => {
  it("prints every unit of a product, 24 to an A4 page, and each QR code decodes back to its unit's serial number", async () => {
    const product = await insertProduct(t.db, { name: 'Sony FX3' });
    // 30 units: a full page and a second one; one out of service (it keeps its label).
    const units = await insertItems(t.db, product.id, 30, 1);
    await insertItems(t.db, (await insertProduct(t.db, { name: 'Other' })).id, 2);

    const response = await labels(`productId=${product.id}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe('inline; filename="labels-sony-fx3.pdf"');
    const bytes = response.rawPayload;

    const codes = await pdfQrCodes(bytes);
    expect(codes.map((page) => page.length)).toEqual([24, 6]);
    const serials = units.map((unit) => unit.serialNumber).sort();
    // Every serial once, in serial-number order, left to right and top to bottom.
    expect(codes.flat()).toEqual(serials);

    const { pages, info } = await pdfText(bytes);
    expect(info.Title).toBe('Labels: Sony FX3');
    for (const serial of serials) expect(pages.flat().join('\n')).toContain(serial);
    expect(pages[0]!.join(' ').match(/Sony FX3/g)).toHaveLength(24);
  });

  it('prints the units chosen, in the order given, whatever their product', async () => {
    const camera = await insertProduct(t.db, { name: 'Canon EOS R5' });
    const drone = await insertProduct(t.db, { name: 'DJI Mini 4 Pro' });
    const [c1, c2] = await insertItems(t.db, camera.id, 3);
    const [d1] = await insertItems(t.db, drone.id, 2);

    const response = await labels(`itemIds=${d1!.id},${c2!.id},${c1!.id}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toBe('inline; filename="labels.pdf"');
    expect(await pdfQrCodes(response.rawPayload)).toEqual([[d1!.serialNumber, c2!.serialNumber, c1!.serialNumber]]);
    const { text } = await pdfText(response.rawPayload);
    expect(text).toContain('Canon EOS R5');
    expect(text).toContain('DJI Mini 4 Pro');

    const one = await labels(`itemIds=${c1!.id}`);
    expect(one.headers['content-disposition']).toBe('inline; filename="labels-canon-eos-r5.pdf"');
    expect(await pdfQrCodes(one.rawPayload)).toEqual([[c1!.serialNumber]]);
  });

  it('encodes long and unusual serial numbers whole, and names products in any alphabet', async () => {
    const product = await insertProduct(t.db, { name: 'Łódź Dvořák Straße 35 mm f/1.4' });
    const [a, b] = await insertItems(t.db, product.id, 2);
    const long = `LONG-${'0123456789'.repeat(11)}`;
    await t.pool.query('UPDATE items SET serial_number = $1 WHERE id = $2', [long, a!.id]);
    await t.pool.query('UPDATE items SET serial_number = $1 WHERE id = $2', ['ñ/ü #7', b!.id]);

    const response = await labels(`productId=${product.id}`);
    expect(response.statusCode, response.body).toBe(200);
    expect((await pdfQrCodes(response.rawPayload)).flat().sort()).toEqual([long, 'ñ/ü #7'].sort());
    expect((await pdfText(response.rawPayload)).text).toContain('Łódź Dvořák');
  });

  it('answers HEAD with the headers only', async () => {
    const product = await insertProduct(t.db);
    await insertItems(t.db, product.id, 1);
    const response = await labels(`productId=${product.id}`, admin.cookie, 'HEAD');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.body).toBe('');
  });

  it('refuses unknown records, bad input and more units than a sheet request takes', async () => {
    const product = await insertProduct(t.db);
    const [unit] = await insertItems(t.db, product.id, 1);
    const empty = await insertProduct(t.db);
    const cases: [string, number, string][] = [
      ['productId=999999', 404, 'NOT_FOUND'],
      [`itemIds=${unit!.id},999999`, 404, 'NOT_FOUND'],
      [`productId=${empty.id}`, 409, 'NO_UNITS'],
      ['', 400, 'VALIDATION_ERROR'],
      [`productId=${product.id}&itemIds=${unit!.id}`, 400, 'VALIDATION_ERROR'],
      ['itemIds=1,,2', 400, 'VALIDATION_ERROR'],
      ['itemIds=0', 400, 'VALIDATION_ERROR'],
      ['itemIds=1;DROP', 400, 'VALIDATION_ERROR'],
      ['productId=abc', 400, 'VALIDATION_ERROR'],
      ['productId=99999999999', 400, 'VALIDATION_ERROR'],
      [`itemIds=${Array.from({ length: LABELS_MAX + 1 }, (_, i) => i + 1).join(',')}`, 400, 'VALIDATION_ERROR'],
    ];
    for (const [query, status, code] of cases) {
      const response = await labels(query);
      expect(response.statusCode, query.slice(0, 60)).toBe(status);
      expect(response.json().error.code, query.slice(0, 60)).toBe(code);
    }

    // A product of more units than one request prints: choose them with itemIds.
    const big = await insertProduct(t.db);
    await t.pool.query(
      `INSERT INTO items (serial_number, product_id) SELECT 'BIG-' || g, $1 FROM generate_series(1, $2::int) g`,
      [big.id, LABELS_MAX + 1],
    );
    const tooMany = await labels(`productId=${big.id}`);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().error).toMatchObject({ code: 'TOO_MANY_LABELS', field: 'productId' });

    const customer = await t.signIn({ email: 'ada@example.com' });
    expect((await labels(`productId=${product.id}`, customer.cookie)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `/api/admin/labels?productId=${product.id}` })).statusCode).toBe(
      401,
    );
  });
});
