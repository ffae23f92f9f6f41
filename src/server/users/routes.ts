import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUserSchema } from '../../shared/schemas/user';
import { requireUser } from '../auth/access';
import { errorBodySchema } from '../http/errors';
import { toCurrentUser } from './service';

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
    async (request) => toCurrentUser(requireUser(request)),
  );
};
