import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUserSchema } from '../../shared/schemas/user';
import { toCurrentUser } from './service';

export const userRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/me',
    {
      // Public: "nobody" is an answer (null), not a 401 that every visitor's console would show.
      config: { access: 'public' },
      schema: {
        tags: ['users'],
        summary: 'The signed-in user, or null when nobody is signed in',
        response: { 200: currentUserSchema.nullable() },
      },
    },
    async (request) => (request.user ? toCurrentUser(request.user) : null),
  );
};
