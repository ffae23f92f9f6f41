import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { Page } from '@shared/schemas/paging';
import type { AdminUser, StaffInvitation } from '@shared/schemas/user';
import { api, ApiError, unwrap } from '@/lib/api-client';
import { listQuery, type ListFilters } from '@/lib/list-filters';
import { queryKeys } from '@/lib/query-keys';
import { usePagedList } from '@/lib/use-paged-list';
import { openedJustNow } from '../lib/invitation';
import type { RoleChange } from '../lib/role-change';

/** GET /api/admin/users?staff=true: the shop's staff in e-mail order, searched by name or e-mail, a page at a time. */
export function useStaff(filters: ListFilters<never>) {
  const query = listQuery(filters);
  return usePagedList(queryKeys.staff.list(query), (after) =>
    unwrap(api.GET('/api/admin/users', { params: { query: { staff: 'true', q: query.q, after } } })),
  );
}

/** The staff's pages with `saved` as the server answered it (out of them once no longer staff). */
const withPerson = (saved: AdminUser) => (data: InfiniteData<Page<AdminUser>> | undefined) =>
  data && {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      items: page.items.flatMap((person) => (person.id !== saved.id ? [person] : saved.isAdmin ? [saved] : [])),
    })),
  };

/** A refusal for the role: the signed-in person's own role changed meanwhile (another owner changed it). */
const roleRefused = (error: unknown) => error instanceof ApiError && error.status === 403;

/**
 * Who is staff and in which role changed: the staff and the customers (who marks staff) are asked
 * again, and the signed-in person too when it was them (their menu and this screen follow their role).
 */
function useAfterStaffChange() {
  const queryClient = useQueryClient();
  return (changedSelf: boolean) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.staff.all }),
      queryClient.invalidateQueries({ queryKey: queryKeys.customers.all }),
      changedSelf ? queryClient.invalidateQueries({ queryKey: queryKeys.me }) : undefined,
    ]);
}

/**
 * PATCH /api/admin/users/{id} `{role}`: the owner changes someone's role (`customer` takes them
 * off the staff). The answer replaces the person in the list at once. 409 LAST_OWNER for the
 * shop's last owner; 403 ROLE_FORBIDDEN for anyone but an owner.
 */
export function useChangeRole(selfId: string | undefined) {
  const queryClient = useQueryClient();
  const refresh = useAfterStaffChange();
  return useMutation({
    mutationFn: ({ person, role }: RoleChange) =>
      unwrap(api.PATCH('/api/admin/users/{id}', { params: { path: { id: person.id } }, body: { role } })),
    onSuccess: (saved) =>
      queryClient.setQueriesData<InfiniteData<Page<AdminUser>>>({ queryKey: queryKeys.staff.all }, withPerson(saved)),
    onSettled: (_saved, error, { person }) => refresh(person.id === selfId || roleRefused(error)),
  });
}

/** What an invitation did: `invited`, an account opened and the invitation mailed; otherwise an existing account got the role. */
export type InvitationResult = { person: AdminUser; invited: boolean };

/**
 * POST /api/admin/staff: the owner invites someone by e-mail in a role. The server answers the
 * account either way; one it opened just now (by its own clock, the answer's Date) was mailed
 * an invitation, an older one just got the role.
 */
export function useInviteStaff() {
  const refresh = useAfterStaffChange();
  return useMutation({
    mutationFn: async (invitation: StaffInvitation): Promise<InvitationResult> => {
      const call = api.POST('/api/admin/staff', { body: invitation });
      const person = await unwrap(call);
      const { response } = await call;
      return { person, invited: openedJustNow(person.createdAt, response.headers.get('date')) };
    },
    onSettled: (_result, error) => refresh(roleRefused(error)),
  });
}
