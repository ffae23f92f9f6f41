import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams } from '../../shared/schemas/input';
import { newWaitlistRequestSchema, waitlistRequestSchema } from '../../shared/schemas/waitlist';
import { requireUser } from '../auth/access';
import { answerLanguage } from '../catalog/localized';
import { errorAnswers, errorBodySchema } from '../http/errors';
import type { WaitlistService } from './service';

export function waitlistRoutes(waitlist: WaitlistService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/waitlist',
      {
        schema: {
          tags: ['waitlist'],
          summary: 'Ask to be told when a unit of a booked-out product frees up on these dates',
          description:
            'Answers 201 with the new request, or 200 with the one already waiting for the same product and dates. ' +
            'Refused with 409 UNITS_FREE while a unit is free on those dates (book it instead).',
          body: newWaitlistRequestSchema,
          response: {
            200: waitlistRequestSchema,
            201: waitlistRequestSchema,
            ...errorAnswers(400, 401, 404, 409),
          },
        },
      },
      async (request, reply) => {
        const { request: made, created } = await waitlist.create(
          requireUser(request).id,
          request.body,
          answerLanguage(request, reply),
        );
        return reply.status(created ? 201 : 200).send(made);
      },
    );

    app.get(
      '/api/waitlist',
      {
        schema: {
          tags: ['waitlist'],
          summary: "The signed-in customer's waitlist requests, waiting and ended, newest first",
          response: { 200: z.array(waitlistRequestSchema), 401: errorBodySchema },
        },
      },
      async (request, reply) => waitlist.listForUser(requireUser(request).id, answerLanguage(request, reply)),
    );

    app.delete(
      '/api/waitlist/:id',
      {
        schema: {
          tags: ['waitlist'],
          summary: "Withdraw one of your waitlist requests (another customer's answers 404)",
          params: idParams,
          response: { 200: waitlistRequestSchema, ...errorAnswers(400, 401, 404, 409) },
        },
      },
      async (request, reply) =>
        waitlist.withdraw(requireUser(request).id, request.params.id, answerLanguage(request, reply)),
    );
  };
}
