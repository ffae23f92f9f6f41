import type { FastifyReply, FastifyRequest } from 'fastify';
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
import type { Language } from '../../shared/languages';
import { catalogueETag, clientHasCurrent } from './catalogue-etag';
import { answerLanguage } from './localized';
import type { CatalogService } from './service';

export function catalogRoutes(catalog: CatalogService): FastifyPluginAsyncZod {
  /** Answers from `read`, or a 304 without calling it when the client holds the current catalogue. */
  async function revalidated<T>(
    request: FastifyRequest,
    reply: FastifyReply,
    read: (language: Language) => Promise<T>,
  ): Promise<T | undefined> {
    const language = answerLanguage(request, reply);
    const etag = catalogueETag(await catalog.version(), language);
    if (!clientHasCurrent(request, reply, etag)) return read(language);
    await reply.code(304).send();
    return undefined;
  }

  return async (app) => {
    app.get(
      '/api/categories',
      {
        config: { access: 'public' },
        schema: { tags: ['catalog'], summary: 'All categories', response: { 200: z.array(categorySchema) } },
      },
      (request, reply) => revalidated(request, reply, (language) => catalog.listCategories(language)),
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
      (request, reply) => revalidated(request, reply, (language) => catalog.getCategory(request.params.id, language)),
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
      (request, reply) => revalidated(request, reply, (language) => catalog.listProducts(request.query, language)),
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
      (request, reply) => revalidated(request, reply, (language) => catalog.getProduct(request.params.id, language)),
    );
  };
}
