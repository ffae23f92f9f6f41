import { parseOptions, verify } from '@node-rs/argon2';
import { hashPassword as scryptHash } from 'better-auth/crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { account, user } from '../db/schema/auth';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../test/test-app';
import { createUser } from '../users/create-user';

let t: TestApp;
const origin = 'http://localhost:3000';

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.reset());

async function storedHash(email: string) {
  const [row] = await t.db
    .select({ password: account.password })
    .from(account)
    .innerJoin(user, eq(user.id, account.userId))
    .where(eq(user.email, email));
  return row!.password!;
}

const signIn = (email: string, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/auth/sign-in/email', headers: { origin }, payload: { email, password } });

/** At or above OWASP's minimum for argon2id: 19 MiB, 2 passes, 1 lane. */
function expectStrongArgon2id(hash: string) {
  expect(hash).toMatch(/^\$argon2id\$/);
  const options = parseOptions(hash);
  expect(options.memoryCost).toBeGreaterThanOrEqual(19456);
  expect(options.timeCost).toBeGreaterThanOrEqual(2);
  expect(options.parallelism).toBeGreaterThanOrEqual(1);
}

describe('stored passwords', () => {
  it('are argon2id at OWASP’s parameters for a sign-up and for users the seed and test factories make', async () => {
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: { origin },
      payload: { name: 'Marta Ruiz', email: 'marta@example.com', password: 'Secret!Pass1', language: 'es' },
    });
    expect(signUp.statusCode).toBe(200);
    expectStrongArgon2id(await storedHash('marta@example.com'));

    await createUser(t.db, t.auth, { email: 'seeded@example.com', fullName: 'Seeded', password: TEST_PASSWORD });
    const hash = await storedHash('seeded@example.com');
    expectStrongArgon2id(hash);
    expect(await verify(hash, TEST_PASSWORD)).toBe(true);
    expect((await signIn('seeded@example.com', TEST_PASSWORD)).statusCode).toBe(200);
    expect((await signIn('seeded@example.com', 'Wrong!Passw0rd')).statusCode).toBe(401);
  });

  it('made by better-auth’s old scrypt still sign in, and are rewritten as argon2id at that sign-in', async () => {
    await createUser(t.db, t.auth, { email: 'old@example.com', fullName: 'Old Timer', password: TEST_PASSWORD });
    const legacy = await scryptHash(TEST_PASSWORD);
    expect(legacy).toMatch(/^[0-9a-f]+:[0-9a-f]+$/);
    const [row] = await t.db.select({ id: user.id }).from(user).where(eq(user.email, 'old@example.com'));
    await t.db.update(account).set({ password: legacy }).where(eq(account.userId, row!.id));

    // A wrong password leaves the old hash as it is.
    expect((await signIn('old@example.com', 'Wrong!Passw0rd')).statusCode).toBe(401);
    expect(await storedHash('old@example.com')).toBe(legacy);

    expect((await signIn('old@example.com', TEST_PASSWORD)).statusCode).toBe(200);
    const upgraded = await storedHash('old@example.com');
    expectStrongArgon2id(upgraded);
    expect(await verify(upgraded, TEST_PASSWORD)).toBe(true);
    // And the next sign-in goes through the new hash.
    expect((await signIn('old@example.com', TEST_PASSWORD)).statusCode).toBe(200);
    expect((await signIn('old@example.com', 'Wrong!Passw0rd')).statusCode).toBe(401);
  });
});
