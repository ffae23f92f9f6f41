import type { AdminUser } from '@shared/schemas/user';
import type { UserRole } from '@shared/staff-roles';
import { ApiError } from '@/lib/api-client';

/** The roles a person can be given on the staff screen, the owner first; `customer` takes them off the staff. */
export const assignableRoles = [
  'owner',
  'manager',
  'counter',
  'accountant',
  'customer',
] as const satisfies readonly UserRole[];

/** A change the owner asked for on the staff screen, before it is sent. */
export type RoleChange = { person: AdminUser; role: UserRole };

/**
 * What a change asks first: taking someone off the staff (`remove`), or the owner giving up
 * their own owner's role (`self`, including leaving the staff themselves); null for a change sent at once.
 */
export function confirmationOf(change: RoleChange, selfId: string): 'remove' | 'self' | null {
  if (change.person.id === selfId && change.person.role === 'owner' && change.role !== 'owner') return 'self';
  if (change.role === 'customer') return 'remove';
  return null;
}

/** The refusals the screen says in its own words, above the list: the last owner, or a role that may not. */
export function roleChangeRefusal(error: unknown): 'lastOwner' | 'roleForbidden' | null {
  if (!(error instanceof ApiError)) return null;
  if (error.status === 409 && error.code === 'LAST_OWNER') return 'lastOwner';
  if (error.status === 403 && error.code === 'ROLE_FORBIDDEN') return 'roleForbidden';
  return null;
}
