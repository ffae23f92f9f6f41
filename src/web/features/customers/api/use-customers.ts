import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import type { InvoiceTermsInput } from '@shared/schemas/business';
import type { Page } from '@shared/schemas/paging';
import type { AdminUser } from '@shared/schemas/user';
import { api, unwrap } from '@/lib/api-client';
import { listQuery, type ListFilters } from '@/lib/list-filters';
import { usePagedList } from '@/lib/use-paged-list';
import { customerKeys } from './customer-keys';

/** GET /api/admin/users: customers and administrators in e-mail order, searched, a page at a time. */
export function useCustomers(filters: ListFilters<never>) {
  const query = listQuery(filters);
  return usePagedList(customerKeys.list(query), (after) =>
    unwrap(api.GET('/api/admin/users', { params: { query: { q: query.q, after } } })),
  );
}

/** One customer of the pages kept, with the business the server answered. */
const withUser = (saved: AdminUser) => (data: InfiniteData<Page<AdminUser>> | undefined) =>
  data && {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      items: page.items.map((user) => (user.id === saved.id ? saved : user)),
    })),
  };

/**
 * PATCH /api/admin/users/{id}: whether a business customer may pay on invoice, and its payment
 * terms. The answer (the account with its business) replaces the customer's in the lists at once; the lists are
 * asked again after, also after a refusal (a customer who removed their business shows as private).
 */
export function useSaveInvoiceTerms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, terms }: { id: string; terms: InvoiceTermsInput }) =>
      unwrap(api.PATCH('/api/admin/users/{id}', { params: { path: { id } }, body: terms })),
    onSuccess: (saved) =>
      queryClient.setQueriesData<InfiniteData<Page<AdminUser>>>({ queryKey: customerKeys.all }, withUser(saved)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: customerKeys.all }),
  });
}
