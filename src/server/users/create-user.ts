import { randomUUID } from 'node:crypto';
import type { Language } from '../../shared/languages';
import type { UserRole } from '../../shared/staff-roles';
import type { Auth } from '../auth/auth';
import type { Executor } from '../db/client';
import { account, user } from '../db/schema/auth';

export type NewUser = {
  email: string;
  fullName: string;
  password: string;
  isAdmin?: boolean;
  /** A staff role; `isAdmin` alone makes an owner (the database's trigger, migration 0037). */
  role?: UserRole;
  verified?: boolean;
  phoneNumber?: string | null;
  language?: Language;
};

/**
 * Writes a user with an e-mail/password account directly, hashing with the hasher better-auth
 * signs in with (argon2id, decision 024) so the user can sign in normally. Used by the demo seed and by test fixtures; real
 * people sign up through /api/auth/sign-up/email.
 */
export async function createUser(
  db: Executor,
  auth: Auth,
  input: NewUser,
  /** `input.password`'s hash, made before by the same hasher (the tests hash their one password once). */
  hashed?: { passwordHash: string },
) {
  const hash = hashed?.passwordHash ?? (await (await auth.$context).password.hash(input.password));
  const id = randomUUID();
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(user)
      .values({
        id,
        name: input.fullName,
        email: input.email.toLowerCase(),
        emailVerified: input.verified ?? true,
        isAdmin: input.isAdmin ?? (input.role !== undefined && input.role !== 'customer'),
        ...(input.role ? { role: input.role } : {}),
        phoneNumber: input.phoneNumber ?? null,
        language: input.language ?? 'en',
      })
      .returning({ id: user.id, email: user.email, name: user.name, isAdmin: user.isAdmin });
    await tx
      .insert(account)
      .values({ id: randomUUID(), accountId: id, providerId: 'credential', userId: id, password: hash });
    return created!;
  });
}
