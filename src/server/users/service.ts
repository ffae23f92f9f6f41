import { and, asc, eq, gt, ilike, or } from 'drizzle-orm';
import { isAcceptedProfilePhone, PROFILE_PHONE_MESSAGE } from '../../shared/auth-rules';
import { asLanguage } from '../../shared/languages';
import { billingAddressOf } from '../../shared/schemas/billing-address';
import type { ProfileUpdate } from '../../shared/schemas/profile';
import type { Page } from '../../shared/schemas/paging';
import type { AdminUser, AdminUserListQuery, CurrentUser } from '../../shared/schemas/user';
import { containsPattern, toPage } from '../db/listing';
import type { SessionUser } from '../auth/access';
import type { Database } from '../db/client';
import { publicUrlOf } from '../storage/public-url';
import { user } from '../db/schema/auth';
import { InvalidInputError } from '../domain-errors';

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
    billingAddress: billingAddressOf(sessionUser),
  };
}

export function createUserService(db: Database) {
  return {
    /** Customers and administrators in e-mail order (its unique index), one page at a time. */
    async listPage(query: AdminUserListQuery): Promise<Page<AdminUser>> {
      const pattern = query.q ? containsPattern(query.q) : undefined;
      const rows = await db
        .select({
          id: user.id,
          fullName: user.name,
          email: user.email,
          phoneNumber: user.phoneNumber,
          isAdmin: user.isAdmin,
          createdAt: user.createdAt,
        })
        .from(user)
        .where(
          and(
            query.after === undefined ? undefined : gt(user.email, query.after),
            pattern ? or(ilike(user.name, pattern), ilike(user.email, pattern)) : undefined,
          ),
        )
        .orderBy(asc(user.email))
        .limit(query.limit + 1);
      const users = rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
      return toPage(users, query.limit, (row) => row.email);
    },

    async exists(email: string): Promise<boolean> {
      const [found] = await db.select({ id: user.id }).from(user).where(eq(user.email, email.toLowerCase()));
      return found !== undefined;
    },

    /**
     * The profile's fields, each checked by the server's rules; a field left out keeps its value.
     * The phone rule applies to a changed phone only (decision 014), so a number saved at sign-up
     * never stops its owner saving their name. The billing address is replaced whole, or removed by null.
     */
    async updateProfile(current: SessionUser, input: ProfileUpdate): Promise<CurrentUser> {
      const changes: Partial<typeof user.$inferInsert> = {};
      if (input.fullName !== undefined) changes.name = input.fullName;
      if (input.language !== undefined) changes.language = input.language;
      if (input.billingAddress !== undefined) {
        const address = input.billingAddress;
        changes.billingStreet = address?.street ?? null;
        changes.billingPostcode = address?.postcode ?? null;
        changes.billingCity = address?.city ?? null;
        changes.billingCountry = address?.country ?? null;
      }
      if (input.phoneNumber !== undefined) {
        if (!isAcceptedProfilePhone(input.phoneNumber, current.phoneNumber)) {
          throw new InvalidInputError('INVALID_PHONE', PROFILE_PHONE_MESSAGE, 'phoneNumber');
        }
        changes.phoneNumber = input.phoneNumber === '' ? null : input.phoneNumber;
      }
      if (Object.keys(changes).length === 0) return toCurrentUser(current);
      const [updated] = await db
        .update(user)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(user.id, current.id))
        .returning();
      return toCurrentUser(updated!);
    },
  };
}

export type UserService = ReturnType<typeof createUserService>;
