import { randomBytes, randomUUID } from 'node:crypto';
import type { Language } from '../../shared/languages';
import type { Auth, AccountMail } from '../auth/auth';
import type { Executor } from '../db/client';
import { verification } from '../db/schema/auth';
import { createJobQueue } from '../jobs';
import { queueMail } from '../mail/mail-jobs';
import type { InvitedStaff } from '../users';

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
 * A link that sets the first password of the account `userId`: a token of better-auth's password
 * reset, written in the caller's transaction as its request-password-reset writes one but valid
 * for INVITATION_DAYS. The link is the reset's (/api/auth/reset-password/{token} →
 * /reset-password?token=…): setting the password there adds the account's credential. With the
 * shop's host, which the staff's invitation names.
 */
async function setPasswordLink(auth: Auth, tx: Executor, userId: string) {
  const token = randomBytes(18).toString('base64url');
  await tx.insert(verification).values({
    id: randomUUID(),
    identifier: `reset-password:${token}`,
    value: userId,
    expiresAt: new Date(Date.now() + INVITATION_DAYS * 24 * 60 * 60 * 1000),
  });
  const { baseURL } = await auth.$context;
  return {
    url: `${baseURL}/reset-password/${token}?callbackURL=${encodeURIComponent('/reset-password')}`,
    host: new URL(baseURL).host,
  };
}

/**
 * The invitation of a customer whose account staff opened (decision 065): the set-password link
 * and the mail with it queued, both in the caller's transaction.
 */
export function customerInvitation(auth: Auth) {
  return async (
    tx: Executor,
    customer: { id: string; email: string; name: string; language: Language },
  ): Promise<void> => {
    const link = await setPasswordLink(auth, tx, customer.id);
    await queueMail(
      createJobQueue(tx),
      {
        kind: 'account-invitation',
        language: customer.language,
        to: { email: customer.email, name: customer.name },
        setPasswordUrl: link.url,
        days: INVITATION_DAYS,
      },
      tx,
    );
  };
}

/**
 * The invitation of someone the owner invited into the staff with a new account (decision 092):
 * the same set-password link, in a mail that says who invited them, to which shop and in which
 * role; queued in the caller's transaction.
 */
export function staffInvitation(auth: Auth) {
  return async (tx: Executor, person: InvitedStaff): Promise<void> => {
    const link = await setPasswordLink(auth, tx, person.id);
    await queueMail(
      createJobQueue(tx),
      {
        kind: 'staff-invitation',
        language: person.language,
        to: { email: person.email, name: person.name },
        invitedBy: person.invitedBy,
        role: person.role,
        shop: link.host,
        setPasswordUrl: link.url,
        days: INVITATION_DAYS,
      },
      tx,
    );
  };
}
