import { type Algorithm, hash, verify } from '@node-rs/argon2';
import { verifyPassword as verifyScrypt } from 'better-auth/crypto';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { account } from '../db/schema/auth';

/**
 * argon2id at OWASP's first recommended setting (Password Storage Cheat Sheet): 19 MiB of memory,
 * 2 passes, 1 lane. The cost in time and memory on a small server is in decision 024.
 */
export const ARGON2ID = { algorithm: 2 as Algorithm, memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, ARGON2ID);

/** A hash made before argon2id: better-auth's default scrypt, stored as `salt:key` in hex. */
export const isLegacyHash = (stored: string) => !stored.startsWith('$argon2');

/**
 * Checks a password against its stored hash, argon2id or (an account from before) scrypt. When
 * an older hash matches, `upgrade` is given the argon2id one to store in its place: the password
 * is known only at this moment, so this is when an account moves to the new hash.
 */
export async function verifyPassword(
  { hash: stored, password }: { hash: string; password: string },
  upgrade: (from: string, to: string) => Promise<void>,
) {
  if (!isLegacyHash(stored)) return verify(stored, password);
  const matches = await verifyScrypt({ hash: stored, password });
  if (matches) await upgrade(stored, await hashPassword(password));
  return matches;
}

/** better-auth's `emailAndPassword.password`: argon2id for new hashes, old ones rewritten on a correct password. */
export function passwordHasher(db: Executor) {
  const upgrade = async (from: string, to: string) => {
    await db
      .update(account)
      .set({ password: to, updatedAt: new Date() })
      .where(and(eq(account.providerId, 'credential'), eq(account.password, from)));
  };
  return { hash: hashPassword, verify: (data: { hash: string; password: string }) => verifyPassword(data, upgrade) };
}
