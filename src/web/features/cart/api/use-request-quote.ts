import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NewQuote } from '@shared/schemas/quote';
import { api, unwrap } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** POST /api/quotes: a quote of the cart's lines, priced by the server today (decision 090). */
export function useRequestQuote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NewQuote) => unwrap(api.POST('/api/quotes', { body })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.quotes.all }),
  });
}
