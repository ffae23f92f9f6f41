import { randomBytes, randomUUID } from 'node:crypto';
import type { Language } from '../../shared/languages';
import type { Auth, AccountMail } from '../auth/auth';
import type { Executor } from '../db/client';
import { verification } from '../db/schema/auth';
import { createJobQueue } from '../jobs';
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

/** How long the link of an invitation to set a first password holds (a reset's holds one hour). */
export const INVITATION_DAYS = 7;

/**
 * The invitation of a customer whose account staff opened (decision 065): a token of
 * better-auth's password reset, written as its request-password-reset writes one but valid for
 * INVITATION_DAYS, and the mail with its link queued, both in the caller's transaction. The link
 * is the reset's (/api/auth/reset-password/{token} → /reset-password?token=…): setting the
 * password there adds the account's credential.
 */
export function customerInvitation(auth: Auth) {
  return async (
    tx: Executor,
    customer: { id: string; email: string; name: string; language: Language },
  ): Promise<void> => {
    const token = randomBytes(18).toString('base64url');
    await tx.insert(verification).values({
      id: randomUUID(),
      identifier: `reset-password:${token}`,
      value: customer.id,
      expiresAt: new Date(Date.now() + INVITATION_DAYS * 24 * 60 * 60 * 1000),
    });
    const { baseURL } = await auth.$context;
    await queueMail(
      createJobQueue(tx),
      {
        kind: 'account-invitation',
        language: customer.language,
        to: { email: customer.email, name: customer.name },
        setPasswordUrl: `${baseURL}/reset-password/${token}?callbackURL=${encodeURIComponent('/reset-password')}`,
        days: INVITATION_DAYS,
      },
      tx,
    );
  };
}
