import { useIsFetching, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NewWebhookEndpoint, WebhookEndpointChange } from '@shared/schemas/webhooks';
import { api, unwrap } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { usePagedList } from '@/lib/use-paged-list';

/** The shop's webhook endpoints, each with its last delivery; asked again on every visit. */
export function useWebhookEndpoints() {
  return useQuery({
    queryKey: queryKeys.webhooks.endpoints,
    queryFn: () => unwrap(api.GET('/api/admin/webhooks')),
    staleTime: 0,
  });
}

function useRefreshingMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.webhooks.all }),
  });
}

/** Registers an endpoint; the answer holds its signing secret, this once. */
export const useCreateWebhook = () =>
  useRefreshingMutation((body: NewWebhookEndpoint) => unwrap(api.POST('/api/admin/webhooks', { body })));

export const useUpdateWebhook = () =>
  useRefreshingMutation(({ id, change }: { id: number; change: WebhookEndpointChange }) =>
    unwrap(api.PATCH('/api/admin/webhooks/{id}', { params: { path: { id } }, body: change })),
  );

export const useDeleteWebhook = () =>
  useRefreshingMutation((id: number) => unwrap(api.DELETE('/api/admin/webhooks/{id}', { params: { path: { id } } })));

/** A new signing secret; the answer holds it, this once. */
export const useRotateWebhookSecret = () =>
  useRefreshingMutation((id: number) =>
    unwrap(api.POST('/api/admin/webhooks/{id}/rotate-secret', { params: { path: { id } } })),
  );

export const useResendDelivery = () =>
  useRefreshingMutation((id: number) =>
    unwrap(api.POST('/api/admin/webhooks/deliveries/{id}/resend', { params: { path: { id } } })),
  );

/** Gives up a failing delivery, so the ones behind it are sent (issue 48). */
export const useSkipDelivery = () =>
  useRefreshingMutation((id: number) =>
    unwrap(api.POST('/api/admin/webhooks/deliveries/{id}/skip', { params: { path: { id } } })),
  );

/** One endpoint's deliveries, newest first, a page at a time; null: not asked (no endpoint open). */
export function useWebhookDeliveries(endpointId: number | null) {
  return usePagedList(
    queryKeys.webhooks.deliveries(endpointId ?? 0),
    endpointId === null
      ? null
      : (after) =>
          unwrap(
            api.GET('/api/admin/webhooks/{id}/deliveries', {
              params: { path: { id: endpointId }, query: { limit: 20, ...(after ? { after } : {}) } },
            }),
          ),
  );
}

/** Asks an endpoint's deliveries again (the Refresh button), and whether they are being asked. */
export function useRefreshDeliveries(endpointId: number) {
  const queryClient = useQueryClient();
  const queryKey = queryKeys.webhooks.deliveries(endpointId);
  return {
    refresh: () => queryClient.invalidateQueries({ queryKey }),
    refreshing: useIsFetching({ queryKey }) > 0,
  };
}
