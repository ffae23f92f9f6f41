import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test as base, expect, type APIRequestContext, type Browser, type BrowserContext } from '@playwright/test';
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

/**
 * The shop the running journey drives: the demo shop, or for the projects marked `shop:
 * 'settings'` (playwright.config.ts) the second one, whose settings they change.
 */
export function shop(): { baseURL: string; postgresPort: number; dataDir: string } {
  return base.info().project.metadata?.shop === 'settings' ? E2E.settings : E2E;
}

/** Runs SQL on the journey's shop's embedded database (for what only an operator can do). */
export async function sql(text: string, values: unknown[] = []) {
  const { dataDir, postgresPort } = shop();
  const secrets = JSON.parse(readFileSync(join(dataDir, 'secrets.json'), 'utf8')) as { postgresPassword: string };
  const client = new pg.Client({
    host: '127.0.0.1',
    port: postgresPort,
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
    headers: { origin: shop().baseURL },
  });
  expect(response.status()).toBe(200);
  const verify = await request.get(linkIn(await waitForMail(user.email)), { maxRedirects: 0 });
  expect(verify.status()).toBe(302);
  if (options.admin) await sql('UPDATE "user" SET is_admin = true WHERE email = $1', [user.email]);
  return user;
}

/** What a page said on its console or threw, with where it happened. */
type Problem = { text: string; where: string };

class ConsoleGuard {
  readonly problems: Problem[] = [];
  readonly expected: { pattern: RegExp; seen: number }[] = [];
  private readonly watched = new WeakSet<BrowserContext>();

  watch(context: BrowserContext) {
    if (this.watched.has(context)) return;
    this.watched.add(context);
    context.on('console', (message) => {
      if (message.type() !== 'error') return;
      const { url, lineNumber } = message.location();
      this.problems.push({
        text: `console.error: ${message.text()}`,
        where: url ? `${url}:${lineNumber}` : (message.page()?.url() ?? ''),
      });
    });
    context.on('weberror', (error) => {
      const thrown = error.error();
      this.problems.push({ text: `page error: ${thrown.message}`, where: error.page()?.url() ?? '' });
    });
  }

  /** Every problem no declared pattern matches, and every declared pattern nothing matched. */
  verdict(): string[] {
    const unexpected = this.problems.filter((problem) => {
      const match = this.expected.find(({ pattern }) => pattern.test(`${problem.text} ${problem.where}`));
      if (match) match.seen += 1;
      return !match;
    });
    return [
      ...unexpected.map((problem) => `${problem.text}\n    on ${problem.where}`),
      ...this.expected
        .filter(({ seen }) => seen === 0)
        .map(({ pattern }) => `expectConsoleError(${pattern}) was declared, but no such error appeared`),
    ];
  }
}

/** Adds the guard to every context the test opens itself (browser.newContext / newPage). */
function watchNewContexts(browser: Browser, guard: ConsoleGuard) {
  const original = browser.newContext;
  browser.newContext = async function newContext(this: Browser, ...args: Parameters<Browser['newContext']>) {
    const context = await original.apply(this, args);
    guard.watch(context);
    return context;
  };
  return () => {
    browser.newContext = original;
  };
}

/**
 * Quiet consoles: a test fails when any page it opened throws or logs a console error (among
 * them Chromium's "Failed to load resource: the server responded with a status of 401" for a
 * request answered 4xx/5xx), unless the test declared that error with `expectConsoleError(pattern)`;
 * the pattern is tried on the message and the address it came from. Nothing is allowed globally,
 * and a declared error that never comes fails the test too.
 */
export const test = base.extend<{
  consoleGuard: ConsoleGuard;
  expectConsoleError: (pattern: RegExp) => void;
}>({
  consoleGuard: [
    async ({ browser, context }, use) => {
      const guard = new ConsoleGuard();
      guard.watch(context);
      const restore = watchNewContexts(browser, guard);
      await use(guard);
      restore();
      const problems = guard.verdict();
      if (problems.length > 0) {
        throw new Error(
          `The pages logged ${problems.length} console problem(s) the test did not expect:\n${problems.join('\n')}`,
        );
      }
    },
    { auto: true },
  ],
  expectConsoleError: async ({ consoleGuard }, use) => {
    await use((pattern) => {
      consoleGuard.expected.push({ pattern, seen: 0 });
    });
  },
});
export { expect };
