import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { languageSchema } from '../../shared/auth-rules';
import { currentUserSchema } from '../../shared/schemas/user';
import { requireUser } from '../auth/access';
import { errorBodySchema } from '../http/errors';

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/me',
    {
      schema: {
        tags: ['users'],
        summary: 'The signed-in user',
        response: { 200: currentUserSchema, 401: errorBodySchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const language = languageSchema.safeParse(user.language);
      return {
        id: user.id,
        fullName: user.name,
        email: user.email,
        phoneNumber: user.phoneNumber ?? null,
        isAdmin: user.isAdmin,
        avatarUrl: user.image ?? null,
        language: language.success ? language.data : 'en',
      };
    },
  );
};
