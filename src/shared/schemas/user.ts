import { z } from 'zod';
import { billingAddressSchema } from './billing-address';
import { businessSchema } from './business';
import { emailSchema, fullNameSchema } from '../auth-rules';
import { staffRoles, userRoles } from '../staff-roles';
import { invoiceTermsFields } from './business';
import { languageSchema } from './language';
import { listSearchSchema, pageQuerySchema } from './paging';

// The roles as the API's schemas take them (shared/staff-roles.ts keeps zod out of the pages that only ask mayDo).
const userRoleSchema = z.enum(userRoles);
const staffRoleSchema = z.enum(staffRoles);

export const currentUserSchema = z.object({
  id: z.string(),
  fullName: z.string(),
  email: z.string(),
  phoneNumber: z.string().nullable(),
  /** Staff: any role but customer. */
  isAdmin: z.boolean(),
  /** What they may do in the shop (docs/staff.md). */
  role: userRoleSchema,
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
  role: userRoleSchema,
  createdAt: z.string(),
  /** The business the customer rents for, and what the shop allows it; null for a private customer. */
  business: businessSchema.nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUserListQuerySchema = pageQuerySchema.extend({
  /** Contains, in the name or e-mail. */
  q: listSearchSchema,
  /** `?staff=true`: only the shop's staff (any role but customer). */
  staff: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
});
export type AdminUserListQuery = z.infer<typeof adminUserListQuerySchema>;

/**
 * PATCH /api/admin/users/{id}: what the shop allows a business customer (payOnInvoice,
 * paymentTermsDays), and the owner's change of anyone's role.
 */
export const adminUserPatchSchema = z
  .strictObject({ ...invoiceTermsFields, role: userRoleSchema.optional() })
  .refine(
    (input) => input.payOnInvoice !== undefined || input.paymentTermsDays !== undefined || input.role !== undefined,
    { message: 'Send payOnInvoice, paymentTermsDays or role.' },
  );
export type AdminUserPatch = z.infer<typeof adminUserPatchSchema>;

/** POST /api/admin/staff: the owner invites someone by e-mail into a staff role. */
export const staffInvitationSchema = z.strictObject({
  email: emailSchema,
  role: staffRoleSchema,
  /** Their name, for a new account (otherwise the part of the address before the @). */
  fullName: fullNameSchema.optional(),
  /** The language of their invitation and account; the visit's when not given. */
  language: languageSchema.optional(),
});
export type StaffInvitation = z.infer<typeof staffInvitationSchema>;
