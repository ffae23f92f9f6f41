import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams } from '../../shared/schemas/input';
import { requireUser } from '../auth/access';
import { answerLanguage } from '../catalog/localized';
import { errorAnswers } from '../http/errors';
import type { OrderService } from '../orders/service';
import type { SettingsService } from '../settings';
import { renderAgreementPdf, renderQuotePdf } from './pdf';
import type { QuoteService } from './service';

/* A quote's PDF and an order's rental agreement (decision 090), for the customer and staff. */

const pdfAnswer = {
  description: 'The PDF',
  content: { 'application/pdf': { schema: z.any().meta({ type: 'string', format: 'binary' }) } },
};

export function quoteDocumentRoutes(deps: {
  quotes: QuoteService;
  orders: OrderService;
  settings: SettingsService;
}): FastifyPluginAsyncZod {
  const { quotes, orders, settings } = deps;
  return async (app) => {
    app.get(
      '/api/quotes/:id/pdf',
      {
        config: { access: 'user' },
        schema: {
          tags: ['quotes'],
          summary: "A quote's PDF, for its customer and staff",
          description:
            "Number, version, customer and company, lines, totals with VAT (or the reverse-charge note), valid until, and the rental terms. Another customer's quote answers 404.",
          params: idParams,
          response: { 200: pdfAnswer, ...errorAnswers(400, 401, 404) },
        },
      },
      async (request, reply) => {
        const user = requireUser(request);
        const quote = user.isAdmin
          ? await quotes.get(request.params.id)
          : await quotes.getForUser(user.id, request.params.id);
        const pdf = await renderQuotePdf(quote, await settings.read(), quote.language);
        return reply
          .type('application/pdf')
          .header('content-disposition', `attachment; filename="${quote.number}-v${quote.version}.pdf"`)
          .send(pdf);
      },
    );

    app.get(
      '/api/orders/:id/agreement.pdf',
      {
        config: { access: 'user' },
        schema: {
          tags: ['orders', 'quotes'],
          summary: "An order's rental agreement as a PDF, for its customer and staff",
          description:
            "The order's lines, the rental terms (the version accepted, for an order placed from a quote; the shop's of today otherwise) and, from a quote, its acceptance: the name typed, the time, the IP and the terms' version. Another customer's order answers 404.",
          params: idParams,
          response: { 200: pdfAnswer, ...errorAnswers(400, 401, 404) },
        },
      },
      async (request, reply) => {
        const user = requireUser(request);
        const order = user.isAdmin
          ? await orders.get(request.params.id)
          : await orders.getForUser(user.id, request.params.id);
        const accepted = await quotes.acceptanceOf(order.id);
        const language = accepted?.language ?? answerLanguage(request, reply);
        const pdf = await renderAgreementPdf(order, accepted, await settings.read(), language);
        return reply
          .type('application/pdf')
          .header('content-disposition', `attachment; filename="agreement-${order.reference}.pdf"`)
          .send(pdf);
      },
    );
  };
}
