import { mayDo, type StaffPermission } from '@shared/staff-roles';
import { useCurrentUser } from '../api/use-current-user';

/**
 * What the signed-in person's role allows (decision 092), as a check to ask of each permission a
 * screen's actions need: the dashboard leaves out a button, form or link whose request the server
 * would refuse (403 ROLE_FORBIDDEN) rather than offer it and show the refusal. Nobody signed in,
 * or a customer, may do none of staff's work. The server still decides.
 */
export function useMayDoCheck(): (permission: StaffPermission) => boolean {
  const { user } = useCurrentUser();
  return (permission) => user !== null && mayDo(user.role, permission);
}

/** Whether the signed-in person's role allows `permission` (see useMayDoCheck). */
export function useMayDo(permission: StaffPermission): boolean {
  return useMayDoCheck()(permission);
}
