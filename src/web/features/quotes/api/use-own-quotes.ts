import { skipToken, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QuoteAcceptance } from '@shared/schemas/quote';
import { api, unwrap } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/quotes: the signed-in customer's quotes, newest first. */
export function useOwnQuotes(userId: string | undefined) {
  return useQuery({
    queryKey: queryKeys.quotes.own(userId ?? ''),
    queryFn: userId !== undefined ? () => unwrap(api.GET('/api/quotes')) : skipToken,
    staleTime: 0,
  });
}

/** GET /api/quotes/{id}: one of theirs (another's, or a missing one, fails with a 404). */
export function useOwnQuote(userId: string | undefined, id: number | null) {
  return useQuery({
    queryKey: queryKeys.quotes.ownDetail(userId ?? '', id ?? 0),
    queryFn:
      userId !== undefined && id !== null
        ? () => unwrap(api.GET('/api/quotes/{id}', { params: { path: { id } } }))
        : skipToken,
    staleTime: 0,
  });
}

/** POST /api/quotes/{id}/accept: the order placed at the quote's prices; what it moved is asked again. */
export function useAcceptQuote(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: QuoteAcceptance) =>
      unwrap(api.POST('/api/quotes/{id}/accept', { params: { path: { id } }, body })),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.quotes.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.orders.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.rentals.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.availability.all }),
      ]),
  });
}
