import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  revenueQuerySchema,
  revenueReportSchema,
  utilisationQuerySchema,
  utilisationReportSchema,
} from '../../shared/schemas/reports';
import { errorAnswers } from '../http/errors';
import { requestLanguage } from '../http/request-language';
import { csvDelimiters, csvFormatOf, resolvePeriod } from '../invoices';
import type { ShopCalendar } from '../shop-calendar';
import { revenueCsv, utilisationCsv } from './csv';
import type { Reports } from './queries';

/*
 * The owner's reports (issue 47, decision 093): JSON for the dashboard's charts and tables, and
 * the same rows as CSV beside each. A period is the shop's days, at most a year, as the
 * accountant's lists take it.
 */

const csvOption = {
  delimiter: z.enum(csvDelimiters).optional().meta({
    description: "`comma` (decimal point) or `semicolon` (decimal comma); left out, the request's language decides.",
  }),
};

const csvFile = {
  description: 'The CSV, as an attachment named by the report and the period',
  content: { 'text/csv': { schema: z.any().meta({ type: 'string', format: 'binary' }) } },
};

const refusals = errorAnswers(400, 401, 403);

type CsvWriter = (format: ReturnType<typeof csvFormatOf>) => string;

/** A report's CSV as an attachment named `filename`: in the delimiter asked for, else the request's language's. */
function sendCsv(request: FastifyRequest, reply: FastifyReply, filename: string, csv: CsvWriter) {
  const { delimiter } = request.query as { delimiter?: (typeof csvDelimiters)[number] };
  const format = csvFormatOf(delimiter, requestLanguage(request.headers['accept-language']) ?? 'en');
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .send(csv(format));
}

export function reportRoutes(reports: Reports, calendar: ShopCalendar): FastifyPluginAsyncZod {
  return async (app) => {
    const revenueDescription =
      "Money invoiced in the period (by the documents' issue days): invoices less credit notes, net, VAT and gross apart, grouped `by` day, week (ISO, keyed by its Monday), month, product, category or customer. Lines of no product (late fees, adjustments) are the group with an empty key. A product or category row's VAT is its lines' own, so those rows may add up to a cent away from `total`, which is the documents'. 400 BAD_PERIOD for a period backwards or over 366 days.";
    app.get(
      '/api/admin/reports/revenue',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['reports', 'admin'],
          summary: 'Revenue as invoiced, by period, product, category or customer',
          description: revenueDescription,
          querystring: revenueQuerySchema,
          response: { 200: revenueReportSchema, ...refusals },
        },
      },
      async (request) => reports.revenue(resolvePeriod(request.query, calendar.today()), request.query.by),
    );
    app.get(
      '/api/admin/reports/revenue.csv',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['reports', 'admin'],
          summary: 'Revenue as invoiced, as CSV',
          description: `${revenueDescription} Columns: group, label, net, vat, gross, documents.`,
          querystring: revenueQuerySchema.extend(csvOption),
          response: { 200: csvFile, ...refusals },
        },
      },
      async (request, reply) => {
        const period = resolvePeriod(request.query, calendar.today());
        const report = await reports.revenue(period, request.query.by);
        const filename = `revenue_${request.query.by}_${period.from}_${period.to}.csv`;
        return sendCsv(request, reply, filename, (format) => revenueCsv(report, format));
      },
    );

    const utilisationDescription =
      "Per product and per unit: days booked out within the period over the days it could have been out (the period's days: units keep no day they were added); `utilisation` is that fraction, 0 to 1. Products the most used first, up to `limit`, then idle ones (at 0) by name to fill it, with the units of those listed; `totals` are the whole shop's. The CSV lists every product with units. Each product also counts its rentals due back in the period that came back late (or are still out), and the incidents reported on its rentals in the period.";
    app.get(
      '/api/admin/reports/utilisation',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['reports', 'admin'],
          summary: 'How much of the time each product and unit was out',
          description: utilisationDescription,
          querystring: utilisationQuerySchema,
          response: { 200: utilisationReportSchema, ...refusals },
        },
      },
      async (request) => reports.utilisation(resolvePeriod(request.query, calendar.today()), request.query.limit),
    );
    app.get(
      '/api/admin/reports/utilisation.csv',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['reports', 'admin'],
          summary: 'Utilisation per product, as CSV',
          description: `${utilisationDescription} Columns: product_id, product, category, units, days_out, days_possible, utilisation, late_returns, incidents.`,
          querystring: utilisationQuerySchema.omit({ limit: true }).extend(csvOption),
          response: { 200: csvFile, ...refusals },
        },
      },
      async (request, reply) => {
        const period = resolvePeriod(request.query, calendar.today());
        const rows = await reports.utilisationRows(period);
        const filename = `utilisation_${period.from}_${period.to}.csv`;
        return sendCsv(request, reply, filename, (format) => utilisationCsv(rows, format));
      },
    );
  };
}
