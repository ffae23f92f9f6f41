import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { invalidateCatalog } from './invalidate-catalog';

/** multipart/form-data with the one field `file`; the browser writes the boundary into its Content-Type. */
function uploadProductImage({ id, file }: { id: number; file: File }) {
  return unwrap(
    api.POST('/api/admin/products/{id}/image', {
      params: { path: { id } },
      body: { file },
      bodySerializer: (body) => {
        const form = new FormData();
        form.append('file', body.file);
        return form;
      },
    }),
  );
}

/** Replaces a product's picture; the answer carries its new addresses. */
export function useUploadProductImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadProductImage,
    onSettled: () => invalidateCatalog(queryClient),
  });
}
