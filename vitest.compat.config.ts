import { defineConfig } from 'vitest/config';
import { common as base } from './vitest.common.config';

/**
 * The Node.js compatibility set (decision 027, docs/testing.md): what can differ between Node
 * lines, run by `.ci/run` on Node 22 (against PostgreSQL 15) and Node 24 (against the embedded
 * PostgreSQL 18). The whole suite runs once, on the machine's Node, in `npm test`.
 */
export const COMPATIBILITY_SET = [
  // The server's start and stop: a port, the embedded PostgreSQL, signals, a request while closing.
  'src/server/startup-faults.test.ts',
  'src/server/http/shutting-down.test.ts',
  'src/server/db/embedded-postgres.test.ts',
  'src/server/config.test.ts',
  // Native modules (Node-API): argon2 for passwords, sharp for images.
  'src/server/auth/password-hash.test.ts',
  'src/server/users/avatar.test.ts',
  'src/server/seed/product-image.test.ts',
  'src/server/images/hostile-uploads.test.ts',
  // Crypto: sessions and cookies (better-auth, `cookie` 2 declares Node 22), token hashes,
  // signatures sent (webhooks) and checked (Stripe's SDK).
  'src/server/auth/auth.test.ts',
  'src/server/api-tokens/api-tokens.test.ts',
  'src/server/webhooks/webhooks.test.ts',
  'src/server/stripe/webhook.test.ts',
  // Streams and compression: CSV exports, Brotli and gzip pages, the backup's tar and COPY streams,
  // the object store's SDK.
  'src/server/exports/exports.test.ts',
  'src/server/storefront/web-caching.test.ts',
  'src/server/storefront/page-cache.test.ts',
  'src/server/backup/backup-restore.test.ts',
  'src/server/storage/s3-storage.test.ts',
  // The documents: PDF (pdfkit, fonts), e-invoice XML, barcodes, calendars.
  'src/server/invoices/pdf.test.ts',
  'src/server/invoices/e-invoice.test.ts',
  'src/server/labels/labels.test.ts',
  'src/server/calendar-feeds/ical.test.ts',
  // The job queue and the mail it sends over SMTP.
  'src/server/jobs/mail-queue.test.ts',
  'src/server/mail/outbox-modes.test.ts',
  // The database: constraints, races on the booking path, the catalogue's named statements, a
  // read replica, and an order through to its money, on PostgreSQL 15 and 18.
  'src/server/db/constraints.test.ts',
  'src/server/orders/checkout-race.test.ts',
  'src/server/orders/orders.test.ts',
  'src/server/rentals/rentals.test.ts',
  'src/server/catalog/catalog.test.ts',
  'src/server/catalog/availability.test.ts',
  'src/server/db/read-replica.test.ts',
  'src/server/invoices/invoices.test.ts',
];

export default defineConfig({
  ...base,
  test: { ...base.test, include: COMPATIBILITY_SET, outputFile: { json: '.tmp/reports/compat.json' } },
});
