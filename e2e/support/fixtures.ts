import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test as base, expect, type APIRequestContext } from '@playwright/test';
import pg from 'pg';
import { E2E } from './ports';

export type MailMessage = { to: string[]; subject: string; text: string };

/** The newest mail to `address`, polling the mail sink until it arrives. */
export async function waitForMail(address: string, match: (mail: MailMessage) => boolean = () => true) {
  let found: MailMessage | undefined;
  await expect
    .poll(
      async () => {
        const response = await fetch(`http://127.0.0.1:${E2E.mailApiPort}/messages?to=${encodeURIComponent(address)}`);
        const messages = (await response.json()) as MailMessage[];
        found = messages.filter(match).at(-1);
        return Boolean(found);
      },
      { timeout: 15_000 },
    )
    .toBe(true);
  return found!;
}

export function linkIn(mail: MailMessage): string {
  const link = /https?:\/\/\S+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`No link in the mail "${mail.subject}"`);
  return link;
}

/** Runs SQL on the e2e server's embedded database (for what only an operator can do). */
export async function sql(text: string, values: unknown[] = []) {
  const secrets = JSON.parse(readFileSync(join(E2E.dataDir, 'secrets.json'), 'utf8')) as { postgresPassword: string };
  const client = new pg.Client({
    host: '127.0.0.1',
    port: E2E.postgresPort,
    user: 'framehire',
    password: secrets.postgresPassword,
    database: 'framehire',
  });
  await client.connect();
  try {
    return await client.query(text, values);
  } finally {
    await client.end();
  }
}

export type TestUser = { email: string; password: string; fullName: string };

let counter = 0;
export function uniqueEmail(prefix: string) {
  counter += 1;
  return `${prefix}-${Date.now()}-${process.pid}-${counter}@example.com`;
}

/** A verified user made through the real sign-up and the mailed link; optionally an administrator. */
export async function createVerifiedUser(
  request: APIRequestContext,
  options: { admin?: boolean; fullName?: string } = {},
): Promise<TestUser> {
  const user = {
    email: uniqueEmail(options.admin ? 'admin' : 'customer'),
    password: 'Camera!Rent1',
    fullName: options.fullName ?? (options.admin ? 'Ada Admin' : 'Carla Customer'),
  };
  const response = await request.post('/api/auth/sign-up/email', {
    data: { name: user.fullName, email: user.email, password: user.password, language: 'en' },
    headers: { origin: E2E.baseURL },
  });
  expect(response.status()).toBe(200);
  const verify = await request.get(linkIn(await waitForMail(user.email)), { maxRedirects: 0 });
  expect(verify.status()).toBe(302);
  if (options.admin) await sql('UPDATE "user" SET is_admin = true WHERE email = $1', [user.email]);
  return user;
}

export const test = base;
export { expect };
