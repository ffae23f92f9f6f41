import fastifyMultipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MAX_AVATAR_BYTES } from '../../shared/limits';
import { currentUserSchema } from '../../shared/schemas/user';
import { requireUser } from '../auth/access';
import { errorAnswers } from '../http/errors';
import { readUploadedFile, oneFileLimits, refuseDeclaredOversize } from '../http/file-upload';
import type { BusinessAccounts } from '../business';
import type { AvatarService } from './avatar-service';
import { toCurrentUser } from './service';

/**
 * What the OpenAPI document shows of the form. The multipart parser leaves the body unset (null):
 * the handler reads the file from the stream. So the schema lets an absent body through, and
 * documents the form without marking it nullable.
 */
const avatarFormSchema = z.preprocess(
  (body) => body ?? undefined,
  z
    .object({ file: z.file().describe('The picture: JPEG, PNG, WebP, GIF, AVIF or HEIF, at most 5 MB') })
    .optional()
    .describe(
      'A form with one file field, `file`. The server decodes the picture whatever its name or declared type, turns it upright, crops it to a 256×256 square, drops its metadata and stores it as WebP.',
    ),
);

export function avatarRoutes(avatars: AvatarService, businesses: BusinessAccounts): FastifyPluginAsyncZod {
  return async (app) => {
    // Registered in this plugin only: no other route accepts a multipart body.
    await app.register(fastifyMultipart, {
      limits: oneFileLimits(MAX_AVATAR_BYTES),
    });

    app.post(
      '/api/me/avatar',
      {
        // Runs after the session and origin checks: a visitor is told to log in, not that the file is big.
        onRequest: refuseDeclaredOversize(MAX_AVATAR_BYTES),
        config: { perUserLimit: 'uploadsPerUser' },
        schema: {
          tags: ['users'],
          summary: "Replace the signed-in user's profile picture",
          description:
            'The answer is the updated user, whose `avatarUrl` is the new picture. 413 for a file over 5 MB or a picture over 50 megapixels, 415 for a file that is not a picture; the old picture stays in both cases.',
          consumes: ['multipart/form-data'],
          body: avatarFormSchema,
          response: { 200: currentUserSchema, ...errorAnswers(400, 401, 403, 413, 415, 429) },
        },
      },
      async (request, reply) => {
        const user = requireUser(request);
        const upload = await readUploadedFile(request, reply, { field: 'file', maxBytes: MAX_AVATAR_BYTES });
        const image = await avatars.replace(user.id, upload);
        return toCurrentUser({ ...user, image }, await businesses.read(user.id));
      },
    );
  };
}
