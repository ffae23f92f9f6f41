import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NewApiToken } from '@shared/schemas/api-tokens';
import { api, unwrap } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** Every administrator's API tokens, newest first (never the secrets). */
export function useApiTokens() {
  return useQuery({
    queryKey: queryKeys.apiTokens,
    queryFn: () => unwrap(api.GET('/api/admin/api-tokens')),
  });
}

/** Makes a token; its secret is in this answer only, so the caller shows it at once. */
export function useCreateApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NewApiToken) => unwrap(api.POST('/api/admin/api-tokens', { body })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.apiTokens }),
  });
}

/** Revokes a token: the next request with it is refused. */
export function useRevokeApiToken() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => unwrap(api.DELETE('/api/admin/api-tokens/{id}', { params: { path: { id } } })),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.apiTokens }),
  });
}
