import { eq } from 'drizzle-orm';
import { asLanguage } from '../../shared/languages';
import type { CurrentUser } from '../../shared/schemas/user';
import type { SessionUser } from '../auth/access';
import type { Database } from '../db/client';
import { publicUrlOf } from '../storage/public-url';
import { user } from '../db/schema/auth';

/** The signed-in user as the API shows it: never the session's other fields. */
export function toCurrentUser(sessionUser: SessionUser): CurrentUser {
  return {
    id: sessionUser.id,
    fullName: sessionUser.name,
    email: sessionUser.email,
    phoneNumber: sessionUser.phoneNumber ?? null,
    isAdmin: sessionUser.isAdmin,
    // `image` holds the storage key of the latest upload (users/avatar-service.ts).
    avatarUrl: sessionUser.image ? publicUrlOf(sessionUser.image) : null,
    language: asLanguage(sessionUser.language),
  };
}

export function createUserService(db: Database) {
  return {
    async exists(email: string): Promise<boolean> {
      const [found] = await db.select({ id: user.id }).from(user).where(eq(user.email, email.toLowerCase()));
      return found !== undefined;
    },
  };
}
