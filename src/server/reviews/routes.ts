import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams } from '../../shared/schemas/input';
import {
  newReviewSchema,
  ownReviewSchema,
  reviewEditSchema,
  reviewEligibilitySchema,
  reviewSchema,
} from '../../shared/schemas/review';
import { actingAs, requireUser } from '../auth/access';
import { answerLanguage } from '../catalog/localized';
import { errorAnswers, errorBodySchema } from '../http/errors';
import type { ReviewService } from './service';

export function reviewRoutes(reviews: ReviewService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/products/:id/reviews',
      {
        config: { access: 'public' },
        schema: {
          tags: ['reviews'],
          summary: "A product's reviews, newest first",
          params: idParams,
          response: { 200: z.array(reviewSchema), ...errorAnswers(400, 404) },
        },
      },
      async (request) => reviews.listForProduct(request.params.id),
    );

    app.get(
      '/api/products/:id/review-eligibility',
      {
        schema: {
          tags: ['reviews'],
          summary: 'Whether the signed-in user may review the product, and why not',
          params: idParams,
          response: { 200: reviewEligibilitySchema, ...errorAnswers(400, 401, 404) },
        },
      },
      async (request) => reviews.eligibility(requireUser(request).id, request.params.id),
    );

    app.post(
      '/api/products/:id/reviews',
      {
        schema: {
          tags: ['reviews'],
          summary: 'Review a product after a rental of it has ended',
          params: idParams,
          body: newReviewSchema,
          response: { 201: reviewSchema, ...errorAnswers(400, 401, 403, 404, 409) },
        },
      },
      async (request, reply) => {
        const review = await reviews.create(requireUser(request).id, request.params.id, request.body);
        return reply.status(201).send(review);
      },
    );

    app.get(
      '/api/reviews',
      {
        schema: {
          tags: ['reviews'],
          summary: "The signed-in user's reviews with their products, newest first",
          response: { 200: z.array(ownReviewSchema), 401: errorBodySchema },
        },
      },
      async (request, reply) => reviews.listForUser(requireUser(request).id, answerLanguage(request, reply)),
    );

    app.get(
      '/api/reviews/:id',
      {
        schema: {
          tags: ['reviews'],
          summary: "One of the signed-in user's reviews (another customer's answers 404, as a missing one)",
          params: idParams,
          response: { 200: ownReviewSchema, ...errorAnswers(400, 401, 404) },
        },
      },
      async (request, reply) =>
        reviews.getForUser(requireUser(request).id, request.params.id, answerLanguage(request, reply)),
    );

    app.put(
      '/api/reviews/:id',
      {
        schema: {
          tags: ['reviews'],
          summary: 'Edit your own review: its rating and comments',
          params: idParams,
          body: reviewEditSchema,
          response: { 200: ownReviewSchema, ...errorAnswers(400, 401, 404) },
        },
      },
      async (request, reply) =>
        reviews.update(requireUser(request).id, request.params.id, request.body, answerLanguage(request, reply)),
    );

    app.delete(
      '/api/reviews/:id',
      {
        schema: {
          tags: ['reviews'],
          summary: 'Delete a review (customers: their own; administrators: any)',
          params: idParams,
          response: { 204: z.null(), ...errorAnswers(400, 401, 404) },
        },
      },
      async (request, reply) => {
        await reviews.remove(actingAs(requireUser(request), 'reviews'), request.params.id);
        return reply.status(204).send(null);
      },
    );
  };
}
