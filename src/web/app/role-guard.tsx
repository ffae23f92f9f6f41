import { Outlet, useLocation } from 'react-router';
import { useCurrentUser } from '@/features/auth';
import { RoleForbidden } from '@/features/staff';
import { mayOpen } from '@/lib/dashboard-access';

/**
 * The dashboard's pages by role (decision 092), past the route guard's staff check
 * (route-guard.tsx): a page the signed-in person's role may not use (lib/dashboard-access.ts, one
 * table for every page) shows which role they have and whom to ask, inside the dashboard's frame,
 * instead of a page whose every request the server would refuse. Decided on every navigation:
 * the root's loader has just asked who is signed in, role included.
 */
export function RoleOutlet() {
  const { user } = useCurrentUser();
  const { pathname } = useLocation();
  if (user && !mayOpen(user.role, pathname)) return <RoleForbidden role={user.role} />;
  return <Outlet />;
}
