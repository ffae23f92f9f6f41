import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<unknown>('/api/auth/sign-out'),
    onSuccess: () => {
      queryClient.setQueryData(queryKeys.me, null);
    },
  });
}
