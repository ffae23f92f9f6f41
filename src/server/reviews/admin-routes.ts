import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '../../shared/schemas/input';
import { pageSchema } from '../../shared/schemas/paging';
import { adminReviewListQuerySchema, adminReviewSchema } from '../../shared/schemas/review';
import { errorBodySchema } from '../http/errors';
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
            400: errorBodySchema,
            401: errorBodySchema,
            403: errorBodySchema,
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
            400: errorBodySchema,
            401: errorBodySchema,
            403: errorBodySchema,
            404: errorBodySchema,
          },
        },
      },
      async (request) => reviews.getAny(request.params.id),
    );
  };
}
