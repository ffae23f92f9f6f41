import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { invalidateCatalog } from './invalidate-catalog';

function uploadProductImage({ id, file }: { id: number; file: File }) {
  const form = new FormData();
  form.append('file', file);
  return unwrap(
    api.POST('/api/admin/products/{id}/image', {
      params: { path: { id } },
      // The schema types the binary field as text; the serializer sends the form with the file itself.
      body: { file: file.name },
      bodySerializer: () => form,
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
