import { and, asc, eq, gt, ilike, or } from 'drizzle-orm';
import { isAcceptedProfilePhone, PROFILE_PHONE_MESSAGE } from '../../shared/auth-rules';
import { asLanguage } from '../../shared/languages';
import { billingAddressOf } from '../../shared/schemas/billing-address';
import type { ProfileUpdate } from '../../shared/schemas/profile';
import type { Page } from '../../shared/schemas/paging';
import type { Business } from '../../shared/schemas/business';
import type { AdminUser, AdminUserListQuery, CurrentUser } from '../../shared/schemas/user';
import type { BusinessAccounts } from '../business';
import { containsPattern, toPage } from '../db/listing';
import type { SessionUser } from '../auth/access';
import type { Database } from '../db/client';
import { publicUrlOf } from '../storage/public-url';
import { user } from '../db/schema/auth';
import { InvalidInputError, NotFoundError } from '../domain-errors';

/** The signed-in user as the API shows it, with their business: never the session's other fields. */
export function toCurrentUser(sessionUser: SessionUser, business: Business | null): CurrentUser {
  return {
    id: sessionUser.id,
    fullName: sessionUser.name,
    email: sessionUser.email,
    phoneNumber: sessionUser.phoneNumber ?? null,
    isAdmin: sessionUser.isAdmin,
    role: sessionUser.role,
    // `image` holds the storage key of the latest upload (users/avatar-service.ts).
    avatarUrl: sessionUser.image ? publicUrlOf(sessionUser.image) : null,
    language: asLanguage(sessionUser.language),
    billingAddress: billingAddressOf(sessionUser),
    business,
  };
}

/** An account as the staff's lists show it, its business read beside it. */
const adminColumns = {
  id: user.id,
  fullName: user.name,
  email: user.email,
  phoneNumber: user.phoneNumber,
  isAdmin: user.isAdmin,
  role: user.role,
  createdAt: user.createdAt,
};

/** Whether an account with this e-mail exists. */
export async function accountExists(db: Database, email: string): Promise<boolean> {
  const [found] = await db.select({ id: user.id }).from(user).where(eq(user.email, email.toLowerCase()));
  return found !== undefined;
}

export function createUserService(db: Database, businesses: BusinessAccounts) {
  /** The user as GET /api/me answers: with their business, read now. */
  const withBusiness = async (sessionUser: SessionUser) =>
    toCurrentUser(sessionUser, await businesses.read(sessionUser.id));

  return {
    /** GET /api/me: the signed-in user with their business. */
    current: withBusiness,

    /** Customers and administrators in e-mail order (its unique index), one page at a time. */
    async listPage(query: AdminUserListQuery): Promise<Page<AdminUser>> {
      const pattern = query.q ? containsPattern(query.q) : undefined;
      const rows = await db
        .select(adminColumns)
        .from(user)
        .where(
          and(
            query.after === undefined ? undefined : gt(user.email, query.after),
            pattern ? or(ilike(user.name, pattern), ilike(user.email, pattern)) : undefined,
            query.staff ? eq(user.isAdmin, true) : undefined,
          ),
        )
        .orderBy(asc(user.email))
        .limit(query.limit + 1);
      const owned = await businesses.readMany(rows.map((row) => row.id));
      const users = rows.map((row) => ({
        ...row,
        createdAt: row.createdAt.toISOString(),
        business: owned.get(row.id) ?? null,
      }));
      return toPage(users, query.limit, (row) => row.email);
    },

    exists: (email: string) => accountExists(db, email),

    /** One account as the staff's lists show it; 404 when there is none. */
    async adminUser(userId: string): Promise<AdminUser> {
      const [row] = await db.select(adminColumns).from(user).where(eq(user.id, userId));
      if (!row) throw new NotFoundError('User');
      const owned = await businesses.readMany([row.id]);
      return { ...row, createdAt: row.createdAt.toISOString(), business: owned.get(row.id) ?? null };
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
      // Every field checked first (a refused phone changes nothing, the business included); the
      // business is saved on its own, after VIES answered, outside the profile's update.
      if (input.business === null) await businesses.remove(current.id);
      else if (input.business !== undefined) await businesses.save(current.id, input.business);
      if (Object.keys(changes).length === 0) return withBusiness(current);
      const [updated] = await db
        .update(user)
        .set({ ...changes, updatedAt: new Date() })
        .where(eq(user.id, current.id))
        .returning();
      return withBusiness(updated!);
    },
  };
}

export type UserService = ReturnType<typeof createUserService>;
