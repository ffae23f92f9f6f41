import type { AccountMail } from '../auth/auth';
import type { Executor } from '../db/client';
import { createJobQueue } from '../jobs/queue';
import { queueMail } from '../mail/mail-jobs';

/**
 * The account mails better-auth asks for (auth/auth.ts), queued as mail jobs: signing up never
 * waits for the mail server. auth/ sits below mail/ (mail reads the domains, which use auth/), so
 * whoever makes the auth hands it this.
 */
export function accountMailQueue(db: Executor): (mail: AccountMail) => Promise<void> {
  const jobs = createJobQueue(db);
  return (mail) => queueMail(jobs, mail);
}
