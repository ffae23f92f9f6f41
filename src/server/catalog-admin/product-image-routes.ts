import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminProductSchema } from '../../shared/schemas/catalog-admin';
import { idParams } from '../../shared/schemas/input';
import { actorOf } from '../audit';
import { requireUser } from '../auth/access';
import { errorAnswers } from '../http/errors';
import { readUploadedFile, oneFileLimits, refuseDeclaredOversize } from '../http/file-upload';
import { removeProductImage, storeProductImage } from '../images/product-image';
import type { Storage } from '../storage/storage';
import type { ProductAdmin } from './products';

/** The largest product photo an administrator may upload: a camera's full-size JPEG fits. */
export const MAX_PRODUCT_IMAGE_BYTES = 15 * 1024 * 1024;

/** The multipart parser leaves the body unset; the schema documents the form (see avatar-routes.ts). */
const imageFormSchema = z.preprocess(
  (body) => body ?? undefined,
  z
    .object({ file: z.file().describe('The photo: JPEG, PNG, WebP, GIF, AVIF or HEIF, at most 15 MB') })
    .optional()
    .describe(
      'A form with one file field, `file`. The server decodes the picture whatever its name or declared type, turns it upright, drops its metadata and stores it as WebP in a card size (480 px) and a page size (1200 px).',
    ),
);

export function productImageRoutes(
  products: ProductAdmin,
  storage: Storage,
  logError: (error: unknown, message: string) => void,
): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(fastifyMultipart, {
      limits: oneFileLimits(MAX_PRODUCT_IMAGE_BYTES),
    });

    app.post(
      '/api/admin/products/:id/image',
      {
        config: { access: 'admin', perUserLimit: 'uploadsPerUser' },
        onRequest: refuseDeclaredOversize(MAX_PRODUCT_IMAGE_BYTES),
        schema: {
          tags: ['catalogue', 'admin'],
          summary: "Replace a product's picture",
          description:
            'The answer is the product with its new `imageUrl` and `cardImageUrl`. 413 for a file over 15 MB or a picture over 50 megapixels, 415 for a file that is not a picture; the old picture stays in both cases.',
          consumes: ['multipart/form-data'],
          params: idParams,
          body: imageFormSchema,
          response: { 200: adminProductSchema, ...errorAnswers(400, 401, 403, 404, 413, 415, 429) },
        },
      },
      async (request, reply) => {
        await products.get(request.params.id);
        const upload = await readUploadedFile(request, reply, { field: 'file', maxBytes: MAX_PRODUCT_IMAGE_BYTES });
        const key = await storeProductImage(storage, upload);
        let saved: Awaited<ReturnType<ProductAdmin['setImage']>>;
        try {
          saved = await products.setImage(actorOf(requireUser(request)), request.params.id, key);
        } catch (error) {
          await removeProductImage(storage, key).catch((cleanup: unknown) =>
            logError(cleanup, `could not remove ${key}`),
          );
          throw error;
        }
        // The old files go once the new picture is saved; one left behind only costs disk space.
        if (saved.previous) {
          await removeProductImage(storage, saved.previous).catch((error: unknown) =>
            logError(error, `could not remove the old picture ${saved.previous}`),
          );
        }
        return saved.product;
      },
    );
  };
}
