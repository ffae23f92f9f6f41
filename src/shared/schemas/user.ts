import { z } from 'zod';
import { billingAddressSchema } from './billing-address';
import { businessSchema } from './business';
import { languageSchema } from './language';
import { listSearchSchema, pageQuerySchema } from './paging';

export const currentUserSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  email: z.string(),
  phoneNumber: z.string().nullable(),
  isAdmin: z.boolean(),
  avatarUrl: z.string().nullable(),
  language: languageSchema,
  /** Printed on the invoices issued while saved; null when none is (PATCH /api/me sets it). */
  billingAddress: billingAddressSchema.nullable(),
  /** The business the customer rents for, with VIES's answer and what the shop allows it; null for a private customer. */
  business: businessSchema.nullable(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

/** A customer as an administrator sees them: who they are, never their credentials or sessions. */
export const adminUserSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  email: z.string(),
  phoneNumber: z.string().nullable(),
  isAdmin: z.boolean(),
  createdAt: z.string(),
  /** The business the customer rents for, and what the shop allows it; null for a private customer. */
  business: businessSchema.nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUserListQuerySchema = pageQuerySchema.extend({
  /** Contains, in the name or e-mail. */
  q: listSearchSchema,
});
export type AdminUserListQuery = z.infer<typeof adminUserListQuerySchema>;
