import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '../../shared/schemas/input';
import { pageSchema } from '../../shared/schemas/paging';
import { adminReviewListQuerySchema, adminReviewSchema } from '../../shared/schemas/review';
import { errorAnswers } from '../http/errors';
import type { ReviewService } from './service';

/** Every customer's reviews, as administrators read them. */
export function adminReviewRoutes(reviews: ReviewService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/admin/reviews',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['reviews', 'admin'],
          summary: 'Every review, newest first, one page at a time',
          description:
            'Filter by product, or search the author, product or comments (q). Pass `next` as `after` for the following page.',
          querystring: adminReviewListQuerySchema,
          response: {
            200: pageSchema(adminReviewSchema),
            ...errorAnswers(400, 401, 403),
          },
        },
      },
      async (request) => reviews.listPage(request.query),
    );

    app.get(
      '/api/admin/reviews/:id',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['reviews', 'admin'],
          summary: 'Any review by id',
          params: idParams,
          response: {
            200: adminReviewSchema,
            ...errorAnswers(400, 401, 403, 404),
          },
        },
      },
      async (request) => reviews.getAny(request.params.id),
    );
  };
}
