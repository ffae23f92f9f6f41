import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, type TestApp } from '../test/test-app';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.reset());

type Session = Awaited<ReturnType<TestApp['signIn']>>;

const me = async (session: Session) =>
  (await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: session.cookie } })).json();

const patchMe = (session: Session, payload: object) =>
  t.app.inject({
    method: 'PATCH',
    url: '/api/me',
    headers: { cookie: session.cookie, origin: session.origin },
    payload,
  });

const address = { street: 'Calle Mayor 5, 2º B', postcode: '28013', city: 'Madrid', country: 'ES' };

describe('the billing address on PATCH /api/me', () => {
  it('is null until saved, saved trimmed, shown by GET /api/me, replaced whole and removed by null', async () => {
    const ana = await t.signIn({ email: 'ana@example.com', fullName: 'Ana Díaz' });
    expect((await me(ana)).billingAddress).toBeNull();

    const saved = await patchMe(ana, {
      billingAddress: { ...address, street: '  Calle Mayor 5, 2º B ', country: 'es' },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().billingAddress).toEqual(address);
    expect(await me(ana)).toEqual(saved.json());

    // Other fields leave it as it is.
    expect((await patchMe(ana, { fullName: 'Ana María Díaz' })).json().billingAddress).toEqual(address);

    const moved = { street: 'Hauptstraße 1', postcode: '10115', city: 'Berlin', country: 'DE' };
    expect((await patchMe(ana, { billingAddress: moved })).json().billingAddress).toEqual(moved);

    const removed = await patchMe(ana, { billingAddress: null });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().billingAddress).toBeNull();
    expect((await me(ana)).billingAddress).toBeNull();
  });

  it('takes the longest fields allowed', async () => {
    const ben = await t.signIn({ email: 'ben@example.com', fullName: 'Ben Ito' });
    const longest = { street: 's'.repeat(200), postcode: 'p'.repeat(20), city: 'c'.repeat(100), country: 'JP' };
    const response = await patchMe(ben, { billingAddress: longest });
    expect(response.statusCode).toBe(200);
    expect(response.json().billingAddress).toEqual(longest);
  });

  it.each([
    ['an empty street', { ...address, street: '   ' }, 'billingAddress.street'],
    ['a street over 200 characters', { ...address, street: 's'.repeat(201) }, 'billingAddress.street'],
    ['a postcode over 20 characters', { ...address, postcode: '1'.repeat(21) }, 'billingAddress.postcode'],
    ['an empty postcode', { ...address, postcode: '' }, 'billingAddress.postcode'],
    ['a city over 100 characters', { ...address, city: 'c'.repeat(101) }, 'billingAddress.city'],
    ['a line break in the city', { ...address, city: 'Madrid\nInjected' }, 'billingAddress.city'],
    ['a NUL in the street', { ...address, street: 'Calle\u0000' }, 'billingAddress.street'],
    ['a country written out', { ...address, country: 'Spain' }, 'billingAddress.country'],
    ['a country no ISO code names', { ...address, country: 'XX' }, 'billingAddress.country'],
    ['a three-letter country', { ...address, country: 'ESP' }, 'billingAddress.country'],
    ['an empty country', { ...address, country: '' }, 'billingAddress.country'],
    ['a number for the city', { ...address, city: 28013 }, 'billingAddress.city'],
    ['a missing city', { street: address.street, postcode: address.postcode, country: 'ES' }, 'billingAddress.city'],
    ['an unknown field', { ...address, region: 'Madrid' }, 'billingAddress'],
    ['a string for the address', 'Calle Mayor 5, Madrid', 'billingAddress'],
    ['an array for the address', [address], 'billingAddress'],
  ])('refuses %s with 400 naming the field, and changes nothing', async (_case, billingAddress, field) => {
    const cara = await t.signIn({ email: 'cara@example.com', fullName: 'Cara Lund' });
    await patchMe(cara, { billingAddress: address });
    const before = await me(cara);
    const response = await patchMe(cara, { fullName: 'Changed Name', billingAddress });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_ERROR');
    expect(response.json().error.field).toBe(field);
    expect(response.json().error.message).toMatch(/^billingAddress/);
    expect(await me(cara)).toEqual(before);
  });

  it('is the signed-in customer’s own: another customer’s stays as it was', async () => {
    const dan = await t.signIn({ email: 'dan@example.com', fullName: 'Dan Roe' });
    const eve = await t.signIn({ email: 'eve@example.com', fullName: 'Eve Moss' });
    await patchMe(dan, { billingAddress: address });
    expect((await me(eve)).billingAddress).toBeNull();
    expect(
      (await t.app.inject({ method: 'PATCH', url: '/api/me', payload: { billingAddress: address } })).statusCode,
    ).toBe(401);
  });

  it("cannot be set through better-auth's sign-up, which takes none of its fields", async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin: 'http://localhost:3000' },
      payload: {
        name: 'Gil Sneak',
        email: 'gil@example.com',
        password: 'Camera!Rent1',
        billingStreet: 'Injected 1',
        billingPostcode: '1',
        billingCity: 'Nowhere',
        billingCountry: 'XX',
      },
    });
    expect(response.statusCode).toBeLessThan(500);
    const { rows } = await t.pool.query('SELECT billing_street FROM "user" WHERE email = $1', ['gil@example.com']);
    expect(rows.every((row) => row.billing_street === null)).toBe(true);
  });

  it('is kept whole by the database: a street without the rest is refused', async () => {
    const finn = await t.signIn({ email: 'finn@example.com', fullName: 'Finn Hale' });
    await expect(
      t.db.execute(sql`UPDATE "user" SET billing_street = 'Only a street' WHERE id = ${finn.id}`),
    ).rejects.toThrow();
    expect((await me(finn)).billingAddress).toBeNull();
  });
});
