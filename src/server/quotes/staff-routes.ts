import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '../../shared/schemas/input';
import { pageQuerySchema } from '../../shared/schemas/paging';
import { quoteRevisionSchema, quoteSchema, staffQuoteSchema } from '../../shared/schemas/quote';
import { requireUser } from '../auth/access';
import { answerLanguage } from '../catalog/localized';
import { adminListRoute, adminRecordRoute } from '../http/admin-reads';
import { errorAnswers } from '../http/errors';
import type { QuoteService } from './service';

/* Staff's quotes (decision 090): made for a customer by e-mail, listed, read, revised. */
export function staffQuoteRoutes(quotes: QuoteService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/admin/quotes',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['quotes', 'admin'],
          summary: 'Make a quote for a customer, found by e-mail (an account opened when there is none)',
          description:
            "Priced as the customer's own quote would be. A customer without an account gets one without a password and an invitation mail, as staff orders do (400 without `customer.fullName` then).",
          body: staffQuoteSchema,
          response: { 201: quoteSchema, ...errorAnswers(400, 401, 403, 404, 409) },
        },
      },
      async (request, reply) =>
        reply
          .status(201)
          .send(await quotes.createForCustomer(requireUser(request), request.body, answerLanguage(request, reply))),
    );

    adminListRoute(
      app,
      '/api/admin/quotes',
      {
        tags: ['quotes', 'admin'],
        summary: 'Every quote, newest first, every version',
        querystring: pageQuerySchema,
        item: quoteSchema,
      },
      (query) => quotes.list(query),
    );

    adminRecordRoute(
      app,
      '/api/admin/quotes/:id',
      { tags: ['quotes', 'admin'], summary: 'Any quote by id', item: quoteSchema },
      (id) => quotes.get(id),
    );

    app.post(
      '/api/admin/quotes/:id/revise',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['quotes', 'admin'],
          summary: 'Revise a quote: a new version with the same number, priced today',
          description:
            "The quote revised is kept, superseded (it can no longer be accepted); the new version (201) is valid for the shop's quotes.validDays from today. 409 QUOTE_NOT_OPEN for a quote accepted or superseded already; an expired one may be revised.",
          params: idParams,
          body: quoteRevisionSchema,
          response: { 201: quoteSchema, ...errorAnswers(400, 401, 403, 404, 409) },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await quotes.revise(requireUser(request), request.params.id, request.body)),
    );
  };
}
