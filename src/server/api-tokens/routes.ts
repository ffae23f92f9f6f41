import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  API_TOKEN_MAX_DAYS,
  apiTokenListSchema,
  createdApiTokenSchema,
  newApiTokenSchema,
} from '../../shared/schemas/api-tokens';
import { idParams } from '../../shared/schemas/input';
import { actorOf } from '../audit';
import { requireUser } from '../auth/access';
import { errorAnswers, errorBodySchema } from '../http/errors';
import type { ApiTokenService } from './service';

/*
 * Administrators' personal API tokens (decision 055). Managing them needs a signed-in
 * session (`sessionOnly`): a token cannot mint, list or revoke tokens, so a leaked one cannot
 * make itself a successor that outlives its revocation.
 */

const refusals = { ...errorAnswers(401, 403) };

export function apiTokenRoutes(tokens: ApiTokenService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/admin/api-tokens',
      {
        config: { access: 'admin', sessionOnly: true },
        schema: {
          tags: ['api-tokens', 'admin'],
          summary: 'Make a personal API token that acts as you',
          description: `Answers 201 with the token in \`token\`, shown this once: only its SHA-256 is kept. Send it as \`Authorization: Bearer <token>\` on the API; a "read" token may only GET, a "read-write" one may also change. It works while you are an administrator, until it expires (\`expiresInDays\`, 1 to ${API_TOKEN_MAX_DAYS}; never if left out) or is revoked. Tokens cannot be used here, nor on /api/auth.`,
          body: newApiTokenSchema,
          response: { 201: createdApiTokenSchema, 400: errorBodySchema, ...refusals },
        },
      },
      async (request, reply) => reply.status(201).send(await tokens.create(requireUser(request), request.body)),
    );

    app.get(
      '/api/admin/api-tokens',
      {
        config: { access: 'admin', sessionOnly: true },
        schema: {
          tags: ['api-tokens', 'admin'],
          summary: "Every administrator's API tokens, newest first, with when each was last used",
          description:
            'Never the tokens themselves: `hint` shows their first and last characters. `lastUsedAt` is written at most once a minute.',
          response: { 200: apiTokenListSchema, ...refusals },
        },
      },
      async () => ({ tokens: await tokens.list() }),
    );

    app.delete(
      '/api/admin/api-tokens/:id',
      {
        config: { access: 'admin', sessionOnly: true },
        schema: {
          tags: ['api-tokens', 'admin'],
          summary: 'Revoke an API token (any administrator may revoke any token)',
          description: 'The next request with it is refused (401), in every server process at once.',
          params: idParams,
          response: { 204: z.null(), ...errorAnswers(400, 404), ...refusals },
        },
      },
      async (request, reply) => {
        await tokens.revoke(actorOf(requireUser(request)), request.params.id);
        return reply.status(204).send(null);
      },
    );
  };
}
