import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  categoryDetailSchema,
  categorySchema,
  productListQuerySchema,
  productPageSchema,
  productSchema,
} from '../../shared/schemas/catalog';
import { idParams } from '../../shared/schemas/input';
import { errorBodySchema } from '../http/errors';
import { answerLanguage } from './localized';
import type { CatalogService } from './service';

export function catalogRoutes(catalog: CatalogService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/categories',
      {
        config: { access: 'public' },
        schema: { tags: ['catalog'], summary: 'All categories', response: { 200: z.array(categorySchema) } },
      },
      async (request, reply) => catalog.listCategories(answerLanguage(request, reply)),
    );

    app.get(
      '/api/categories/:id',
      {
        config: { access: 'public' },
        schema: {
          tags: ['catalog'],
          summary: 'A category with its children',
          params: idParams,
          response: { 200: categoryDetailSchema, 400: errorBodySchema, 404: errorBodySchema },
        },
      },
      async (request, reply) => catalog.getCategory(request.params.id, answerLanguage(request, reply)),
    );

    app.get(
      '/api/products',
      {
        config: { access: 'public' },
        schema: {
          tags: ['catalog'],
          summary: 'Products, filtered, sorted and paged',
          description:
            'categoryId also matches products of its child categories; q is a case-insensitive "contains" on the name in any of en, es and de. Names and descriptions answer in the Accept-Language (en, es or de), English where a translation is missing.',
          querystring: productListQuerySchema,
          response: { 200: productPageSchema, 400: errorBodySchema },
        },
      },
      async (request, reply) => catalog.listProducts(request.query, answerLanguage(request, reply)),
    );

    app.get(
      '/api/products/:id',
      {
        config: { access: 'public' },
        schema: {
          tags: ['catalog'],
          summary: 'One product',
          params: idParams,
          response: { 200: productSchema, 400: errorBodySchema, 404: errorBodySchema },
        },
      },
      async (request, reply) => catalog.getProduct(request.params.id, answerLanguage(request, reply)),
    );
  };
}
