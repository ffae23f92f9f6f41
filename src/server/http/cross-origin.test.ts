import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays } from '../../shared/calendar-date';
import { session as sessions, user } from '../db/schema/auth';
import { rentals, reviews } from '../db/schema/rentals';
import { insertItems, insertProduct } from '../test/factories';
import { createTestApp, TEST_TODAY, type TestApp } from '../test/test-app';

/*
 * A page of another site that makes a signed-in visitor's browser send a change to the shop
 * (cross-site request forgery): refused with CROSS_ORIGIN and nothing changed, whichever way the
 * browser names where the request comes from (Origin, Referer, Sec-Fetch-Site).
 */

let t: TestApp;
const shop = 'http://localhost:3000';
const evil = 'https://evil.example';

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.reset());

type Session = Awaited<ReturnType<TestApp['signIn']>>;

const patchMe = (session: Session, headers: Record<string, string>) =>
  t.app.inject({
    method: 'PATCH',
    url: '/api/me',
    headers: { cookie: session.cookie, ...headers },
    payload: { fullName: 'Mallory' },
  });

async function nameOf(session: Session) {
  const [row] = await t.db.select({ name: user.name }).from(user).where(eq(user.id, session.id));
  return row!.name;
}

function expectCrossOrigin(response: { statusCode: number; json: () => { error: { code: string } } }) {
  expect(response.statusCode).toBe(403);
  expect(response.json().error.code).toBe('CROSS_ORIGIN');
}

async function bookable() {
  const product = await insertProduct(t.db);
  await insertItems(t.db, product.id, 2);
  return { productId: product.id, dateFrom: addDays(TEST_TODAY, 10), dateTo: addDays(TEST_TODAY, 12), quantity: 1 };
}

describe('a change sent from another site’s page', () => {
  it('is refused by Origin, by Referer without Origin, and by Sec-Fetch-Site, and changes nothing', async () => {
    const ana = await t.signIn({ email: 'ana@example.com', fullName: 'Ana Díaz' });
    const attempts: Record<string, string>[] = [
      { origin: evil },
      { origin: 'null' },
      { origin: 'http://localhost:3000.evil.example' },
      { referer: `${evil}/page` },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site', origin: shop },
    ];
    for (const headers of attempts) {
      expectCrossOrigin(await patchMe(ana, headers));
      expect(await nameOf(ana), JSON.stringify(headers)).toBe('Ana Díaz');
    }
  });

  it('cannot book a rental or delete a review for the visitor', async () => {
    const ben = await t.signIn({ email: 'ben@example.com' });
    const booking = await bookable();
    const book = await t.app.inject({
      method: 'POST',
      url: '/api/rentals',
      headers: { cookie: ben.cookie, referer: `${evil}/cheap-lenses` },
      payload: booking,
    });
    expectCrossOrigin(book);
    expect(await t.db.select().from(rentals)).toEqual([]);

    const [review] = await t.db
      .insert(reviews)
      .values({ userId: ben.id, productId: booking.productId, rating: 5, comments: 'Great' })
      .returning();
    const remove = await t.app.inject({
      method: 'DELETE',
      url: `/api/reviews/${review!.id}`,
      headers: { cookie: ben.cookie, origin: evil, 'sec-fetch-site': 'cross-site' },
    });
    expectCrossOrigin(remove);
    expect(await t.db.select().from(reviews)).toHaveLength(1);
  });

  it('cannot sign the visitor out or in through better-auth’s routes', async () => {
    const cy = await t.signIn({ email: 'cy@example.com' });
    const signOut = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-out',
      headers: { cookie: cy.cookie, 'sec-fetch-site': 'cross-site' },
    });
    expectCrossOrigin(signOut);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, cy.id))).toHaveLength(1);

    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { referer: `${evil}/login` },
      payload: { email: 'cy@example.com', password: 'Test!Passw0rd' },
    });
    expectCrossOrigin(signIn);
    expect(signIn.cookies).toEqual([]);
  });
});

describe('a change from the shop’s own pages', () => {
  it('is made when the browser names the shop as Origin, Referer or same-origin fetch', async () => {
    const dee = await t.signIn({ email: 'dee@example.com' });
    expect((await patchMe(dee, { origin: shop, 'sec-fetch-site': 'same-origin' })).statusCode).toBe(200);
    expect(await nameOf(dee)).toBe('Mallory');

    const book = await t.app.inject({
      method: 'POST',
      url: '/api/rentals',
      headers: { cookie: dee.cookie, referer: `${shop}/cart` },
      payload: await bookable(),
    });
    expect(book.statusCode).toBe(201);
    const [review] = await t.db
      .insert(reviews)
      .values({ userId: dee.id, productId: book.json().productId, rating: 4, comments: '' })
      .returning();
    const remove = await t.app.inject({
      method: 'DELETE',
      url: `/api/reviews/${review!.id}`,
      headers: { cookie: dee.cookie, 'sec-fetch-site': 'same-origin' },
    });
    expect(remove.statusCode).toBe(204);
  });

  it('is made for a client that names no origin at all (curl, scripts): no browser page sends one so', async () => {
    const eve = await t.signIn({ email: 'eve@example.com' });
    expect((await patchMe(eve, {})).statusCode).toBe(200);
    expect(await nameOf(eve)).toBe('Mallory');
  });
});

describe('without PUBLIC_URL (any address of the machine)', () => {
  it('accepts the address the request came to and refuses another site', async () => {
    const open = await createTestApp({ originPolicy: 'same-host' });
    try {
      const fay = await open.signIn({ email: 'fay@example.com', fullName: 'Fay' });
      const patch = (headers: Record<string, string>) =>
        open.app.inject({
          method: 'PATCH',
          url: '/api/me',
          headers: { cookie: fay.cookie, host: '192.168.1.20:3000', ...headers },
          payload: { fullName: 'Fay Long' },
        });
      expectCrossOrigin(await patch({ referer: 'http://192.168.1.21:3000/account' }));
      expectCrossOrigin(await patch({ origin: evil }));
      expect((await patch({ origin: 'http://192.168.1.20:3000' })).statusCode).toBe(200);
      expect((await patch({ referer: 'http://192.168.1.20:3000/account/profile' })).statusCode).toBe(200);
    } finally {
      await open.close();
    }
  });
});
