import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { userRoles } from '../../../shared/staff-roles';

/** A customer, or staff in one of four roles (shared/staff-roles.ts, decision 092). */
export const userRole = pgEnum('user_role', userRoles);

/*
 * Shared records (decision 078): every module may read these; better-auth writes them, and so do
 * auth/ (a rehashed password), users/ (accounts staff create, avatars, profile changes), orders/
 * (the customer a phone order creates) and app/account-mails.ts (a link's verification token).
 */

/*
 * better-auth's four tables (plus its rate-limit table), written by hand because its schema
 * CLI needs Node 22. Column names follow better-auth's field names; additional user fields
 * (phoneNumber, isAdmin, language, the billing address) are declared in auth/auth.ts as well.
 */
export const user = pgTable(
  'user',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull().unique(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    phoneNumber: text('phone_number'),
    // Staff: any role but customer. Kept equal to `role` by the user_role_staff trigger and check
    // (migration 0037): a writer that sets only is_admin (npm run admin) makes an owner.
    isAdmin: boolean('is_admin').notNull().default(false),
    role: userRole('role').notNull().default('customer'),
    language: text('language').notNull().default('en'),
    /** The billing address printed on invoices: all four set, or none. Country: ISO 3166-1 alpha-2. */
    billingStreet: text('billing_street'),
    billingPostcode: text('billing_postcode'),
    billingCity: text('billing_city'),
    billingCountry: text('billing_country'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('user_role_staff', sql`${table.isAdmin} = (${table.role} <> 'customer')`),
    check(
      'user_billing_address_whole',
      sql`num_nonnulls(${table.billingStreet}, ${table.billingPostcode}, ${table.billingCity}, ${table.billingCountry}) IN (0, 4)`,
    ),
  ],
);

/** The account a row belongs to: deleting the account (a customer's erasure) deletes the row. */
export function accountOwner() {
  return text('user_id')
    .notNull()
    .references(() => user.id, { onDelete: 'cascade' });
}

export const session = pgTable(
  'session',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: accountOwner(),
  },
  (table) => [index('session_user_id_idx').on(table.userId)],
);

export const account = pgTable(
  'account',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: accountOwner(),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('account_user_id_idx').on(table.userId)],
);

export const verification = pgTable(
  'verification',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('verification_identifier_idx').on(table.identifier)],
);

export const rateLimit = pgTable('rate_limit', {
  id: text('id').primaryKey(),
  key: text('key').notNull().unique(),
  count: integer('count').notNull(),
  lastRequest: bigint('last_request', { mode: 'number' }).notNull(),
});
