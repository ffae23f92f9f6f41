import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProfileUpdate } from '@shared/schemas/profile';
import type { CurrentUser } from '@shared/schemas/user';
import { api, unwrap } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** PATCH /api/me with the fields that changed; the answer is the saved user, shown at once everywhere. */
export function useUpdateProfile({ onSuccess }: { onSuccess?: (user: CurrentUser) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileUpdate) => unwrap(api.PATCH('/api/me', { body })),
    onSuccess: (user) => {
      queryClient.setQueryData(queryKeys.me, user);
      onSuccess?.(user);
    },
  });
}
