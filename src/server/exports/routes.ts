import type pg from 'pg';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  type ExportName,
  exportNames,
  exportQuerySchema,
  noQuerySchema,
  periodExports,
} from '../../shared/schemas/exports';
import type { LateFeeRule } from '../../shared/late-fee';
import { HttpError, errorAnswers } from '../http/errors';
import type { ShopCalendar } from '../shop-calendar';
import { copyCsv, exportsRunning, MAX_EXPORTS_AT_ONCE } from './copy-csv';
import { exportCopy } from './queries';

/*
 * The administrators' CSV exports (decision 054): rentals, orders, units and
 * customers, streamed from PostgreSQL's COPY. Each answer is personal data, sent like every
 * answer about someone with `Cache-Control: no-store` (http/security-headers.ts).
 */

const WHAT: Record<ExportName, string> = {
  rentals:
    'One row per rental line (a kit is one line, its units listed by serial number), oldest first; with a period, the rentals whose dates overlap it. Columns: order_reference, rental_id, placed_at, customer, email, product, kit, units, date_from, date_to, charged_days, quantity, daily_price, total, deposit_per_unit, vat_rate, status (as in the rental JSON: Requested, InProgress, Completed, Overdue while a unit is out past its last day, Cancelled), order_status, payment_method, payment_status, cancelled_at, state (booked, awaitingPayment, out, overdue, returned, cancelled), days_late, late_fee (charged at check-in, and growing while overdue).',
  orders:
    "One row per order, oldest first; with a period, the orders placed on its days (the shop's calendar). Columns: reference, placed_at, customer, email, company, vat_id, status, payment_method, payment_status, lines (live ones), total (of its live lines), paid, refunded, deposit_taken, deposit_returned, deposit_kept, late_fees, balance_due (what the customer still owes; negative: what the shop owes back), cancelled_at.",
  units:
    'One row per unit, by product and serial number. Columns: unit_id, serial_number, product, brand, model, category, status, out_now, rentals (times booked), last_rented_until.',
  customers:
    "One row per account, administrators included: personal data (names, e-mail addresses, phone numbers), for the shop's own records only. Columns: customer_id, name, email, email_confirmed, phone, language, administrator, signed_up_at, orders (placed), last_order_at.",
};

const FORMAT =
  'UTF-8 with a byte order mark (so Excel reads accents), comma-separated, header row first, lines ended by LF, quoted as RFC 4180. Money in euros with a dot and two decimals (12.50), dates YYYY-MM-DD, moments ISO 8601 in UTC. A text starting, after any spaces, with = + - @ or their full-width forms (＝ ＋ － ＠), or with a tab or a carriage return, gets a leading apostrophe, so no spreadsheet runs it as a formula. Streamed as it is read, so its size has no limit; at most ' +
  `${MAX_EXPORTS_AT_ONCE} exports run at once per server process (429 TOO_MANY_EXPORTS past that).`;

const csvFile = {
  description: 'The CSV, as an attachment named by the export and the day',
  content: { 'text/csv': { schema: z.any().meta({ type: 'string', format: 'binary' }) } },
};

export function exportRoutes(deps: {
  pool: pg.Pool;
  calendar: ShopCalendar;
  /** The shop's late fee as it is now (its settings): the rentals' fees so far grow by it. */
  lateFeeRule: () => Promise<LateFeeRule>;
  logError: (error: unknown, message: string) => void;
}): FastifyPluginAsyncZod {
  const { pool, calendar, logError, lateFeeRule } = deps;
  return async (app) => {
    for (const name of exportNames) {
      const withPeriod = periodExports.includes(name);
      app.get(
        `/api/admin/exports/${name}.csv`,
        {
          config: { access: 'admin' },
          // gzip, not brotli: brotli holds the first megabytes of a stream before it writes a byte
          // (the first row of a million rentals after 1.5 s), gzip sends them within 0.1 s.
          compress: { encodings: ['gzip'] },
          schema: {
            tags: ['exports', 'admin'],
            summary: `The shop's ${name} as a CSV file`,
            description: `${WHAT[name]} ${FORMAT}`,
            querystring: withPeriod ? exportQuerySchema : noQuerySchema,
            response: { 200: csvFile, ...errorAnswers(400, 401, 403, 429) },
          },
        },
        async (request, reply) => {
          const today = calendar.today();
          const query = request.query as z.infer<typeof exportQuerySchema>;
          const day = query.from || query.to ? `${query.from ?? 'start'}_${query.to ?? today}` : today;
          reply
            .type('text/csv; charset=utf-8')
            .header('content-disposition', `attachment; filename="framehire-${name}-${day}.csv"`);
          // Fastify's HEAD twin: the headers are the answer, no COPY is started for them.
          if (request.method === 'HEAD') return reply.send('');
          if (exportsRunning() >= MAX_EXPORTS_AT_ONCE) {
            reply.header('retry-after', '30');
            throw new HttpError(429, 'TOO_MANY_EXPORTS', 'Other exports are running. Please try again in 30 seconds.');
          }
          const statement = exportCopy(name, query, {
            today,
            timeZone: calendar.timeZone,
            lateFeeRule: await lateFeeRule(),
          });
          return reply.send(await copyCsv(pool, statement, (error) => logError(error, `The ${name} export failed`)));
        },
      );
    }
  };
}
