import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParams } from '../../shared/schemas/input';
import { orderSchema } from '../../shared/schemas/order';
import { newQuoteSchema, quoteAcceptanceSchema, quoteListSchema, quoteSchema } from '../../shared/schemas/quote';
import { requireUser } from '../auth/access';
import { answerLanguage } from '../catalog/localized';
import { errorAnswers } from '../http/errors';
import { answerPlaced } from '../orders/placed-answer';
import type { QuoteAcceptanceService } from './acceptance';
import type { QuoteService } from './service';

/* The customer's quotes (decision 090): asked for from the cart, read, listed, accepted. */
export function quoteRoutes(quotes: QuoteService, acceptance: QuoteAcceptanceService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/quotes',
      {
        config: { access: 'user', perUserLimit: 'bookingsPerUser' },
        schema: {
          tags: ['quotes'],
          summary: "Ask for a quote of the cart's lines, priced as the cart prices them today",
          description:
            "Prices `lines` (as POST /api/orders takes them, without `dailyPrice`) with the shop's rules of the day (duration prices, seasons, `couponCode`, `damageWaiver`, reverse charge for a business in another member state) and keeps them: 201 with its `number` (its own series), `version` 1, `validUntil` (today + the shop's quotes.validDays), `url` (the page the customer opens it at) and `pdfUrl`. Nothing is booked or held.",
          body: newQuoteSchema,
          response: { 201: quoteSchema, ...errorAnswers(400, 401, 404, 409, 429) },
        },
      },
      async (request, reply) =>
        reply.status(201).send(await quotes.create(requireUser(request), request.body, answerLanguage(request, reply))),
    );

    app.get(
      '/api/quotes',
      {
        config: { access: 'user' },
        schema: {
          tags: ['quotes'],
          summary: "The signed-in customer's quotes, newest first, every version",
          response: { 200: quoteListSchema, ...errorAnswers(401) },
        },
      },
      async (request) => quotes.listForUser(requireUser(request).id),
    );

    app.get(
      '/api/quotes/:id',
      {
        config: { access: 'user' },
        schema: {
          tags: ['quotes'],
          summary: "One of the signed-in customer's quotes (another customer's answers 404)",
          description:
            "`status` is open, accepted, superseded (a newer version was made) or expired (open past `validUntil` in the shop's calendar). `terms` and `termsVersion`: the rental terms the customer accepts with it.",
          params: idParams,
          response: { 200: quoteSchema, ...errorAnswers(400, 401, 404) },
        },
      },
      async (request) => quotes.getForUser(requireUser(request).id, request.params.id),
    );

    app.post(
      '/api/quotes/:id/accept',
      {
        config: { access: 'user', perUserLimit: 'bookingsPerUser' },
        schema: {
          tags: ['quotes'],
          summary: 'Accept a quote: sign with a name, accept the rental terms, place the order at the quoted prices',
          description:
            "Places the order (201, as POST /api/orders answers) at the quote's prices if its units are still free, paid as `payment` says (`invoice` for a business the shop allows it: 400 PAY_ON_INVOICE_NOT_ALLOWED otherwise). The acceptance (`name`, the time, the client's IP, the terms' version) is stored in the order's transaction. 409 ORDER_REFUSED with `error.lines` when units are gone, QUOTE_EXPIRED after `validUntil`, QUOTE_NOT_OPEN when accepted or superseded already, QUOTE_VAT_CHANGED when the business's VAT standing changed since; 400 without `acceptTerms: true` or a name.",
          params: idParams,
          body: quoteAcceptanceSchema,
          response: { 201: orderSchema, ...errorAnswers(400, 401, 404, 409, 429, 503) },
        },
      },
      async (request, reply) =>
        answerPlaced(reply, () =>
          acceptance.accept(
            requireUser(request),
            request.params.id,
            request.body,
            request.ip,
            answerLanguage(request, reply),
          ),
        ),
    );
  };
}
