import { skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QuoteRevision, StaffQuote } from '@shared/schemas/quote';
import { api, unwrap } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/admin/quotes: the newest quotes (one page of 100). */
export function useStaffQuoteList() {
  return useQuery({
    queryKey: queryKeys.quotes.adminList,
    queryFn: () => unwrap(api.GET('/api/admin/quotes', { params: { query: { limit: 100 } } })),
    staleTime: 0,
  });
}

/** GET /api/admin/quotes/{id}. */
export function useStaffQuote(id: number | null) {
  return useQuery({
    queryKey: queryKeys.quotes.adminDetail(id ?? 0),
    queryFn: id !== null ? () => unwrap(api.GET('/api/admin/quotes/{id}', { params: { path: { id } } })) : skipToken,
    staleTime: 0,
  });
}

/** POST /api/admin/quotes: a quote for the customer with this e-mail. */
export function useMakeQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StaffQuote) => unwrap(api.POST('/api/admin/quotes', { body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.quotes.all }),
  });
}

/** POST /api/admin/quotes/{id}/revise: its next version. */
export function useReviseQuote(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: QuoteRevision) =>
      unwrap(api.POST('/api/admin/quotes/{id}/revise', { params: { path: { id } }, body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.quotes.all }),
  });
}
