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
import { errorAnswers, errorBodySchema } from '../http/errors';
import type { RequestReads } from '../db/read-your-writes';
import type { Language } from '../../shared/languages';
import { catalogueETag, clientHasCurrent } from './catalogue-etag';
import { answerLanguage } from './localized';
import type { CatalogService } from './service';

/**
 * The catalogue's reads, from one service or, with a read replica, from the one each request
 * may read (decision 032).
 */
export function catalogRoutes(catalogue: CatalogService | RequestReads<CatalogService>): FastifyPluginAsyncZod {
  const reads: RequestReads<CatalogService> =
    typeof catalogue === 'function' ? catalogue : (_request, _reply, use) => use(catalogue);

  /**
   * Answers from `read`, or a 304 without calling it when the client holds the current
   * catalogue. The version and the answer come from one database: a replica's version on the
   * primary's data, or the other way round, would label an answer newer than it is, or answer
   * 304 for data the replica has not got.
   */
  function revalidated<T>(
    request: FastifyRequest,
    reply: FastifyReply,
    read: (catalog: CatalogService, language: Language) => Promise<T>,
  ): Promise<T | undefined> {
    const language = answerLanguage(request, reply);
    return reads(request, reply, async (catalog) => {
      const etag = catalogueETag(await catalog.version(), language);
      if (!clientHasCurrent(request, reply, etag)) return read(catalog, language);
      await reply.code(304).send();
      return undefined;
    });
  }

  return async (app) => {
    app.get(
      '/api/categories',
      {
        config: { access: 'public' },
        schema: { tags: ['catalog'], summary: 'All categories', response: { 200: z.array(categorySchema) } },
      },
      (request, reply) => revalidated(request, reply, (catalog, language) => catalog.listCategories(language)),
    );

    app.get(
      '/api/categories/:id',
      {
        config: { access: 'public' },
        schema: {
          tags: ['catalog'],
          summary: 'A category with its children',
          params: idParams,
          response: { 200: categoryDetailSchema, ...errorAnswers(400, 404) },
        },
      },
      (request, reply) =>
        revalidated(request, reply, (catalog, language) => catalog.getCategory(request.params.id, language)),
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
      (request, reply) =>
        revalidated(request, reply, (catalog, language) => catalog.listProducts(request.query, language)),
    );

    app.get(
      '/api/products/:id',
      {
        config: { access: 'public' },
        schema: {
          tags: ['catalog'],
          summary: 'One product',
          params: idParams,
          response: { 200: productSchema, ...errorAnswers(400, 404) },
        },
      },
      (request, reply) =>
        revalidated(request, reply, (catalog, language) => catalog.getProduct(request.params.id, language)),
    );
  };
}
