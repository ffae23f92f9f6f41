import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { user } from '../db/schema/auth';
import type { SignInAlert } from './auth-limits';
import type { RateLimiter } from './counters';

/**
 * Mails an account's owner that its sign-in is under attack (decision 035), at most once per
 * `everySeconds` per account, counted in the shared counters so several processes send one.
 * An address without an account gets nothing. The mail is a job: the sign-in never waits for it,
 * and a failure to queue it is logged, never turned into the sign-in's answer.
 */
export function createSignInAlert(deps: {
  db: Database;
  limiter: RateLimiter;
  /** Queues the mail (app.ts: a mail job); rate-limit/ sits below mail/, so it is handed this. */
  sendMail: (mail: { kind: 'sign-in-attempts'; userId: string; failures: number }) => Promise<void>;
  everySeconds: number;
  logError: (error: unknown, message: string) => void;
}): SignInAlert {
  return async (address, failures) => {
    try {
      const [owner] = await deps.db.select({ id: user.id }).from(user).where(eq(user.email, address));
      if (!owner) return;
      const first = await deps.limiter.hit(`signin-alert:${owner.id}`, 1, deps.everySeconds);
      if (!first.allowed) return;
      await deps.sendMail({ kind: 'sign-in-attempts', userId: owner.id, failures });
    } catch (error) {
      deps.logError(error, 'could not queue the failed sign-ins mail');
    }
  };
}
