import { Readable } from 'node:stream';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParams } from '../../shared/schemas/input';
import { invoiceListSchema } from '../../shared/schemas/invoice';
import { requireUser } from '../auth/access';
import { ConflictError, NotFoundError } from '../domain-errors';
import { errorAnswers, errorBodySchema } from '../http/errors';
import { requestLanguage } from '../http/request-language';
import type { SettingsService } from '../settings';
import type { ShopCalendar } from '../shop-calendar';
import { csvDelimiters, csvFormatOf, csvLines } from './csv';
import { checkDatevAccounts, checkDatevPeriod, datevCreated, datevLines } from './datev';
import { fileNameOf, invoicePdf, invoiceXml, isBusinessDocument } from './files';
import { type InvoiceListing, MAX_LISTED_INVOICES } from './listing';
import { MAX_PERIOD_DAYS, type Period, periodQuerySchema, resolvePeriod } from './period';
import type { InvoiceStore } from './store';
import { invoicesZip } from './zip';

/*
 * Invoices and credit notes handed out: a document's PDF and e-invoice to its order's
 * customer and to administrators, and the accountant's list and exports of a period. Each answer
 * is about someone, so http/security-headers.ts sends it with `Cache-Control: no-store` (which
 * already keeps it out of every cache, shared or the browser's), as every personal answer.
 */

/** A file's bytes in the OpenAPI document; any() so a handler may send a Buffer or a stream. */
const file = (type: string, description: string) => ({
  description,
  content: { [type]: { schema: z.any().meta({ type: 'string', format: 'binary' }) } },
});

const attachment = (name: string) => `attachment; filename="${name}"`;

const periodName = (period: Period) => `${period.from}_${period.to}`;

const documentRefusals = { ...errorAnswers(400, 401, 404) };
const listRefusals = { ...errorAnswers(400, 401, 403) };

/** The CSV's query: the period, and the delimiter (a semicolon comes with a decimal comma). */
const csvQuerySchema = periodQuerySchema.extend({
  delimiter: z.enum(csvDelimiters).optional().meta({
    description:
      "`comma` (decimal point) or `semicolon` (decimal comma); left out, the request's language decides: a comma in English, a semicolon in German and Spanish.",
  }),
});

export function invoiceRoutes(deps: {
  store: InvoiceStore;
  listing: InvoiceListing;
  calendar: ShopCalendar;
  settings: SettingsService;
  logError: (error: unknown, message: string) => void;
}): FastifyPluginAsyncZod {
  const { store, listing, calendar, settings, logError } = deps;

  /**
   * The document, if the caller may read it: the order's customer or an administrator. Anyone
   * else is told it does not exist, as for a number that was never issued (404, never 403).
   */
  async function readable(user: { id: string; isAdmin: boolean }, id: number) {
    const owner = await store.ownerOf(id);
    if (!owner || (!user.isAdmin && owner.userId !== user.id)) throw new NotFoundError('Invoice');
    const doc = await store.read(id);
    if (!doc) throw new NotFoundError('Invoice');
    return doc;
  }

  return async (app) => {
    app.get(
      '/api/invoices/:id/pdf',
      {
        config: { access: 'user' },
        schema: {
          tags: ['invoices'],
          summary: "An invoice's or credit note's PDF, for its order's customer and administrators",
          description:
            "The document as issued, in the customer's language. For an order placed for a business it is the Factur-X PDF: the same pages with the EN 16931 XML inside (a plain PDF if the shop's legal details were incomplete when it was issued). Another customer's document answers 404, as one that does not exist.",
          params: idParams,
          response: {
            200: file('application/pdf', 'The PDF, as an attachment named by its number'),
            ...documentRefusals,
          },
        },
      },
      async (request, reply) => {
        const doc = await readable(requireUser(request), request.params.id);
        const pdf = await invoicePdf(doc);
        return reply
          .type('application/pdf')
          .header('content-disposition', attachment(fileNameOf(doc, 'pdf')))
          .send(pdf);
      },
    );

    app.get(
      '/api/invoices/:id/e-invoice',
      {
        config: { access: 'user' },
        schema: {
          tags: ['invoices'],
          summary: "A business order's document as an EN 16931 e-invoice (UN/CEFACT CII XML)",
          description:
            "Only for documents issued to a business (a company and VAT number entered at checkout): 404 for any other, and for another customer's. Same access as the PDF. 409 E_INVOICE_UNAVAILABLE for a document issued while the shop's legal details (name, country, VAT number) were incomplete: documents never change, so it stays a PDF.",
          params: idParams,
          response: {
            200: file('application/xml', 'The CII XML, as an attachment named by its number'),
            ...documentRefusals,
            409: errorBodySchema,
          },
        },
      },
      async (request, reply) => {
        const doc = await readable(requireUser(request), request.params.id);
        if (!isBusinessDocument(doc)) throw new NotFoundError('E-invoice');
        const xml = await invoiceXml(doc);
        if (xml === null) {
          throw new ConflictError(
            'E_INVOICE_UNAVAILABLE',
            "This document was issued before the shop's legal details (name, country, VAT number) or the buyer's country were complete, so it has no e-invoice; its PDF is the invoice.",
          );
        }
        return reply
          .type('application/xml; charset=utf-8')
          .header('content-disposition', attachment(fileNameOf(doc, 'xml')))
          .send(xml);
      },
    );

    app.get(
      '/api/admin/invoices',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['invoices', 'admin'],
          summary: 'Invoices and credit notes issued in a period, newest first, with the totals per VAT rate',
          description: `For the accountant: the documents whose issue date (the shop's) is from \`from\` to \`to\`, both included; without them, this month. Each with its net, VAT and amounts per rate, summed from its lines. \`totalsByRate\` and \`totals\` cover the whole period, credit notes subtracting (they may be negative). \`items\` holds at most the newest ${MAX_LISTED_INVOICES} documents; the totals and the exports (export.csv, export.zip) always have every one. A period backwards or longer than ${MAX_PERIOD_DAYS} days is 400 BAD_PERIOD.`,
          querystring: periodQuerySchema,
          response: { 200: invoiceListSchema, ...listRefusals },
        },
      },
      async (request) => listing.list(resolvePeriod(request.query, calendar.today())),
    );

    app.get(
      '/api/admin/invoices/export.csv',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['invoices', 'admin'],
          summary: "A period's invoices and credit notes as CSV, one row per document and VAT rate",
          description: `The period as in GET /api/admin/invoices (at most ${MAX_PERIOD_DAYS} days), oldest first. Columns: number, kind, issue_date, order_reference, corrects, customer, company, buyer_vat_id, vat_rate, net, vat, gross, payment_method (stripe, cash, terminal, bank_transfer), payment_date (the shop's day), amount_paid (the document's payment, or its refund as a negative amount, repeated on each of its rows); a credit note's amounts are negative. UTF-8 with a byte order mark, CRLF, quoted as RFC 4180; separated by commas with decimal points, or by semicolons with decimal commas (\`delimiter\`, else the request's language). A text starting, after any spaces, with = + - @ or their full-width forms (＝ ＋ － ＠), or with a tab or a carriage return, gets a leading apostrophe, so no spreadsheet runs it as a formula.`,
          querystring: csvQuerySchema,
          response: { 200: file('text/csv', 'The CSV, as an attachment named by the period'), ...listRefusals },
        },
      },
      async (request, reply) => {
        const period = resolvePeriod(request.query, calendar.today());
        reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', attachment(`invoices_${periodName(period)}.csv`));
        const format = csvFormatOf(
          request.query.delimiter,
          requestLanguage(request.headers['accept-language']) ?? 'en',
        );
        return reply.send(Readable.from(csvLines(listing.exportRows(period), format)));
      },
    );

    app.get(
      '/api/admin/invoices/export.datev.csv',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['invoices', 'admin'],
          summary: "A period's invoices and credit notes as a DATEV booking batch (EXTF Buchungsstapel)",
          description: `The period as in GET /api/admin/invoices, within one fiscal year (\`accounting.datev.fiscalYearStartMonth\`; else 400 BAD_PERIOD). DATEV's EXTF format 700, category 21 (Buchungsstapel), version 13: a header line with the settings' consultant and client numbers, the fiscal year's first day, the account length and the period; the names of the first 14 booking columns; then one booking per document and VAT rate, its gross on the debtor account against the rate's revenue account (Settings, Accounting), an invoice on the debit side (S), a credit note on the credit side (H), dated by its issue date (DDMM), its number as Belegfeld 1. Semicolons, decimal commas, CRLF, Windows-1252. 409 DATEV_ACCOUNT_MISSING when a rate of the period has no revenue account.`,
          querystring: periodQuerySchema,
          response: {
            200: file('text/csv', 'The batch, as an attachment named EXTF_Buchungsstapel_<from>_<to>.csv'),
            ...listRefusals,
            ...errorAnswers(409),
          },
        },
      },
      async (request, reply) => {
        const period = resolvePeriod(request.query, calendar.today());
        const { datev } = (await settings.read()).accounting;
        checkDatevPeriod(period, datev);
        checkDatevAccounts(await listing.ratesIn(period), datev);
        reply
          .type('text/csv; charset=windows-1252')
          .header('content-disposition', attachment(`EXTF_Buchungsstapel_${periodName(period)}.csv`));
        const created = datevCreated(calendar.now(), calendar.timeZone);
        return reply.send(Readable.from(datevLines(listing.exportRows(period), period, datev, created)));
      },
    );

    app.get(
      '/api/admin/invoices/export.zip',
      {
        config: { access: 'admin' },
        schema: {
          tags: ['invoices', 'admin'],
          summary: "Every PDF of a period's invoices and credit notes in one ZIP",
          description: `The period as in GET /api/admin/invoices (at most ${MAX_PERIOD_DAYS} days). One \`<number>.pdf\` per document (the Factur-X PDF for a business buyer) and, for a business buyer, its \`<number>.xml\` (CII). Streamed while the documents are rendered: a download cut short has no ZIP directory at its end, so no reader takes it for a whole one.`,
          querystring: periodQuerySchema,
          response: { 200: file('application/zip', 'The ZIP, as an attachment named by the period'), ...listRefusals },
        },
      },
      async (request, reply) => {
        const period = resolvePeriod(request.query, calendar.today());
        reply.type('application/zip').header('content-disposition', attachment(`invoices_${periodName(period)}.zip`));
        // Fastify's HEAD twin would render every document to drop them: the headers are the answer.
        if (request.method === 'HEAD') return reply.send('');
        return reply.send(await invoicesZip(listing.documentIds(period), (id) => store.read(id), logError));
      },
    );
  };
}
