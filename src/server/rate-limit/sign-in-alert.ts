import { eq, sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/client';
import { user } from '../db/schema/auth';
import type { SignInAlert } from './auth-limits';

/**
 * Mails an account's owner that its sign-in is under attack (decision 035), once per episode:
 * at most once every `everySeconds` per account, however many failures past the alert arrive at
 * once, in however many processes. An address without an account gets nothing. The mail is a
 * job: the sign-in never waits for it to be sent, and a failure to queue it is logged, never
 * turned into the sign-in's answer.
 *
 * The episode is claimed and its mail queued in one transaction. Claimed first and queued after
 * (as before issue 48), a queueing that failed under the attack's load (the pool's bounded wait)
 * left the episode claimed with no mail, and the owner heard nothing for hours; now a failed
 * queueing takes its claim back, and the next failure sends the mail.
 */
export function createSignInAlert(deps: {
  db: Database;
  /** Queues the mail in `tx` (app.ts: a mail job); rate-limit/ sits below mail/, so it is handed this. */
  sendMail: (mail: { kind: 'sign-in-attempts'; userId: string; failures: number }, tx: Executor) => Promise<void>;
  everySeconds: number;
  logError: (error: unknown, message: string) => void;
}): SignInAlert {
  return async (address, failures) => {
    try {
      const [owner] = await deps.db.select({ id: user.id }).from(user).where(eq(user.email, address));
      if (!owner) return;
      await deps.db.transaction(async (tx) => {
        if (await claimEpisode(tx, owner.id, deps.everySeconds)) {
          await deps.sendMail({ kind: 'sign-in-attempts', userId: owner.id, failures }, tx);
        }
      });
    } catch (error) {
      deps.logError(error, 'could not queue the failed sign-ins mail');
    }
  };
}

/**
 * Whether this caller starts the account's alert episode: one statement that inserts its row, or
 * restarts it once the last episode has ended, and returns it only then. A concurrent claim waits
 * on the row until this transaction ends, then sees the episode running (or, rolled back, free).
 * The row sits with the rate-limit counters (the database's clock, removed once expired by them).
 */
async function claimEpisode(tx: Executor, userId: string, everySeconds: number): Promise<boolean> {
  const window = `${everySeconds} seconds`;
  const { rows } = await tx.execute(sql`
    INSERT INTO rate_limit_counters AS counter (key, count, expires_at)
    VALUES (${`signin-alert:${userId}`}, 1, now() + ${window}::interval)
    ON CONFLICT (key) DO UPDATE SET count = 1, expires_at = now() + ${window}::interval
      WHERE counter.expires_at <= now()
    RETURNING key
  `);
  return rows.length === 1;
}
