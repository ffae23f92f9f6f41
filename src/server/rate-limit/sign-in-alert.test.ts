import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Executor } from '../db/client';
import { createTestApp, TEST_PASSWORD, type TestApp } from '../test/test-app';
import { createUser } from '../users/create-user';
import { createSignInAlert } from './sign-in-alert';

/*
 * Issue 48: under 200 wrong sign-ins at once the owner's alert was claimed before its mail was
 * queued, so a queueing that failed under the load left the episode claimed and mailless.
 */

const HOUR = 60 * 60;
const OWNER = 'ana@example.com';

let t: TestApp;
let ownerId: string;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());
beforeEach(async () => {
  await t.reset();
  ({ id: ownerId } = await createUser(t.db, t.auth, { email: OWNER, fullName: 'Ana Owner', password: TEST_PASSWORD }));
});

type Mail = { kind: 'sign-in-attempts'; userId: string; failures: number };

/** An alert whose queued mails are recorded once their transaction commits; `queue` may fail or take its time. */
function alertWith(queue: (tx: Executor) => Promise<void> = async () => {}) {
  const queued: Mail[] = [];
  const errors: unknown[] = [];
  const alert = createSignInAlert({
    db: t.db,
    sendMail: async (mail, tx) => {
      await queue(tx);
      // The mail job's row: there only if the transaction commits, as a queued job is.
      await tx.execute(sql`INSERT INTO rate_limit_counters (key, count, expires_at)
        VALUES (${`test-mail:${mail.failures}`}, 1, now() + interval '1 hour')`);
      queued.push(mail);
    },
    everySeconds: 6 * HOUR,
    logError: (error) => errors.push(error),
  });
  return { alert, queued, errors };
}

/** The mails whose transactions committed. */
async function committedMails() {
  const { rows } = await t.pool.query<{ key: string }>(
    `SELECT key FROM rate_limit_counters WHERE key LIKE 'test-mail:%' ORDER BY key`,
  );
  return rows.map((row) => row.key);
}

describe('the owner’s alert of an account under attack', () => {
  it('is queued once however many failures past the alert arrive at once', async () => {
    // Each queueing takes a moment inside its transaction, so the claims overlap.
    const { alert, errors } = alertWith((tx) => tx.execute(sql`SELECT pg_sleep(0.05)`).then(() => {}));
    await Promise.all(Array.from({ length: 60 }, (_, i) => alert(OWNER, 20 + i)));
    expect(errors).toEqual([]);
    expect(await committedMails()).toHaveLength(1);
  });

  it('is queued by the next failure when queueing the first one failed', async () => {
    let fail = true;
    const { alert, queued, errors } = alertWith(async () => {
      if (fail) {
        fail = false;
        throw new Error('timeout exceeded when trying to connect');
      }
    });
    await alert(OWNER, 20);
    expect(errors).toHaveLength(1);
    expect(queued).toEqual([]);
    await alert(OWNER, 21);
    expect(queued).toEqual([{ kind: 'sign-in-attempts', userId: ownerId, failures: 21 }]);
    await alert(OWNER, 22);
    expect(await committedMails()).toEqual(['test-mail:21']);
  });

  it('is queued again once the episode has ended, and never for an address without an account', async () => {
    const { alert, queued } = alertWith();
    await alert(OWNER, 20);
    await alert('ghost@example.com', 20);
    await t.pool.query(
      `UPDATE rate_limit_counters SET expires_at = now() - interval '1 second' WHERE key LIKE 'signin-alert:%'`,
    );
    await alert(OWNER, 30);
    await alert(OWNER, 31);
    expect(queued.map((mail) => [mail.userId, mail.failures])).toEqual([
      [ownerId, 20],
      [ownerId, 30],
    ]);
  });
});
