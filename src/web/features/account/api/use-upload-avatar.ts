import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** multipart/form-data with the one field `file`; the browser writes the boundary into its Content-Type. */
function uploadAvatar(file: File) {
  return unwrap(
    api.POST('/api/me/avatar', {
      body: { file },
      bodySerializer: (body) => {
        const form = new FormData();
        form.append('file', body.file);
        return form;
      },
    }),
  );
}

/**
 * Makes the file the signed-in user's picture. The answer is the user with the new `avatarUrl`,
 * put straight into the cache, so the profile and the header's account button both show it.
 */
export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadAvatar,
    onSuccess: (user) => {
      queryClient.setQueryData(queryKeys.me, user);
    },
  });
}
