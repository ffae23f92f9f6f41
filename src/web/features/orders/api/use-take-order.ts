import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { StaffOrder } from '@shared/schemas/order';
import { api, unwrap } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * Staff take an order for a customer: POST /api/admin/orders with the form's
 * Idempotency-Key, so a double press or a retry after a lost answer books once.
 */
export function useTakeOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: StaffOrder; key: string }) =>
      unwrap(api.POST('/api/admin/orders', { body, params: { header: { 'idempotency-key': key } } })),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.orders.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.rentals.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.availability.all }),
        queryClient.invalidateQueries({ queryKey: queryKeys.adminOverview }),
      ]),
  });
}

/** The customer with exactly this e-mail (any case), or null; undefined while unknown (no address yet, or asking). */
export function useCustomerByEmail(email: string) {
  const address = email.trim().toLowerCase();
  const valid = /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(address);
  const { data, isFetching } = useQuery({
    queryKey: [...queryKeys.orders.all, 'new', 'customer', address],
    queryFn: () => unwrap(api.GET('/api/admin/users', { params: { query: { q: address, limit: 10 } } })),
    enabled: valid,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
  if (!valid || isFetching || !data) return undefined;
  return data.items.find((user) => user.email.toLowerCase() === address) ?? null;
}

/** Products whose name contains `q`, for the line's product select (the first page, in name order). */
export function useProductChoices(q: string) {
  const { data } = useQuery({
    queryKey: [...queryKeys.orders.all, 'new', 'products', q],
    queryFn: () => unwrap(api.GET('/api/admin/products', { params: { query: { q: q || undefined, limit: 25 } } })),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
  return data?.items ?? [];
}
