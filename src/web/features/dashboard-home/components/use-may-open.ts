import { useCurrentUser } from '@/features/auth';
import { mayOpen } from '@/lib/dashboard-access';

/** Whether the signed-in person's role opens a dashboard page (lib/dashboard-access.ts): links to others are left out. */
export function useMayOpen(): (href: string) => boolean {
  const { user } = useCurrentUser();
  const role = user?.role ?? 'customer';
  return (href) => mayOpen(role, href);
}
