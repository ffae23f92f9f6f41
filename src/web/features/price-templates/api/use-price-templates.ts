import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { PriceTemplateInput } from '@shared/schemas/price-template';
import { api, unwrap } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { priceTemplateKeys } from './price-template-keys';

/** GET /api/admin/price-templates: every template, in name order; asked again on every visit. */
export function usePriceTemplates() {
  return useQuery({
    queryKey: priceTemplateKeys.list,
    queryFn: async () => (await unwrap(api.GET('/api/admin/price-templates'))).items,
    staleTime: 0,
  });
}

/**
 * After a template changed or went: the list, and the products the database re-priced with it
 * (the dashboard's catalogue and the shop's cached products show their new duration prices).
 */
const refresh = (queryClient: QueryClient) =>
  Promise.all(
    [priceTemplateKeys.all, queryKeys.catalogAdmin.all, queryKeys.products.all].map((queryKey) =>
      queryClient.invalidateQueries({ queryKey }),
    ),
  );

/** POST /api/admin/price-templates (`id` null) or PUT /api/admin/price-templates/{id}. */
export function useSavePriceTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number | null; input: PriceTemplateInput }) =>
      id === null
        ? unwrap(api.POST('/api/admin/price-templates', { body: input }))
        : unwrap(api.PUT('/api/admin/price-templates/{id}', { params: { path: { id } }, body: input })),
    onSettled: () => refresh(queryClient),
  });
}

/** DELETE /api/admin/price-templates/{id}: its products keep the duration prices it gave them. */
export function useDeletePriceTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => unwrap(api.DELETE('/api/admin/price-templates/{id}', { params: { path: { id } } })),
    onSettled: () => refresh(queryClient),
  });
}
