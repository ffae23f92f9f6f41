import { skipToken, useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * One of the signed-in customer's orders (`id` null: not asked); another customer's, or a
 * missing one, fails with a 404. Refetched on visit: a line may have been cancelled meanwhile.
 */
export function useOrder(userId: string | undefined, id: number | null) {
  return useQuery({
    queryKey: queryKeys.orders.own(userId ?? '', id ?? 0),
    queryFn:
      userId !== undefined && id !== null
        ? () => unwrap(api.GET('/api/orders/{id}', { params: { path: { id } } }))
        : skipToken,
    staleTime: 0,
    // While it waits for payment, asked again every few seconds: Stripe's webhook confirms it meanwhile.
    refetchInterval: (query) => (query.state.data?.status === 'AwaitingPayment' ? 3000 : false),
  });
}
