import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminReviewListQuerySchema, adminReviewSchema } from '../../shared/schemas/review';
import { adminListRoute, adminRecordRoute } from '../http/admin-reads';
import type { ReviewService } from './service';

/** Every customer's reviews, as administrators read them. */
export function adminReviewRoutes(reviews: ReviewService): FastifyPluginAsyncZod {
  return async (app) => {
    adminListRoute(
      app,
      '/api/admin/reviews',
      {
        tags: ['reviews', 'admin'],
        summary: 'Every review, newest first, one page at a time',
        description:
          'Filter by product, or search the author, product or comments (q). Pass `next` as `after` for the following page.',
        querystring: adminReviewListQuerySchema,
        item: adminReviewSchema,
      },
      (query) => reviews.listPage(query),
    );

    adminRecordRoute(
      app,
      '/api/admin/reviews/:id',
      { tags: ['reviews', 'admin'], summary: 'Any review by id', item: adminReviewSchema },
      (id) => reviews.getAny(id),
    );
  };
}
