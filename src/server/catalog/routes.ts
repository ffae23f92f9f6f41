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
import type { CatalogService } from './service';

export function catalogRoutes(catalog: CatalogService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/categories',
      {
        config: { access: 'public' },
        schema: { tags: ['catalog'], summary: 'All categories', response: { 200: z.array(categorySchema) } },
      },
      async () => catalog.listCategories(),
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
      async (request) => catalog.getCategory(request.params.id),
    );

    app.get(
      '/api/products',
      {
        config: { access: 'public' },
        schema: {
          tags: ['catalog'],
          summary: 'Products, filtered, sorted and paged',
          description:
            'categoryId also matches products of its child categories; q is a case-insensitive "contains" on the name.',
          querystring: productListQuerySchema,
          response: { 200: productPageSchema, 400: errorBodySchema },
        },
      },
      async (request) => catalog.listProducts(request.query),
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
      async (request) => catalog.getProduct(request.params.id),
    );
  };
}
