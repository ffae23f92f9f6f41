import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgEnum,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { IsoDate } from '../../shared/calendar-date';
import type { InvoiceBuyer, InvoicePaymentNote } from '../../shared/schemas/invoice';
import type { LegalSettings } from '../../shared/schemas/settings';
import { payments } from '../db/schema/payments';
import { orders, vatTreatment } from '../db/schema/orders';
import { invoiceKinds } from '../../shared/schemas/invoice';

/*
 * Invoices and credit notes. A document is written once, in the transaction of the
 * money it is about, and never changes: the trigger of migration 0015 refuses any UPDATE or
 * DELETE of an issued document or its lines (an order deleted with its customer only unlinks it).
 * It holds everything it prints (the seller's and buyer's details, each line's description,
 * dates, units, amounts and rate) as they were on the day of issue.
 */

export const invoiceKind = pgEnum('invoice_kind', invoiceKinds);

/**
 * The last number issued per series (a prefix) and year, one row each. Issuing increments it in
 * the issuing transaction: the row stays locked until that commits, so two issues at once take
 * consecutive numbers, and a rolled-back issue gives its number back. A sequence would leave gaps.
 */
export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    series: text('series').notNull(),
    year: smallint('year').notNull(),
    last: integer('last').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.series, table.year] }),
    check('invoice_counters_last_positive', sql`${table.last} > 0`),
  ],
);

export const invoices = pgTable(
  'invoices',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    kind: invoiceKind('kind').notNull(),
    series: text('series').notNull(),
    year: smallint('year').notNull(),
    sequence: integer('sequence').notNull(),
    // SERIES-YEAR-00001, as printed.
    number: text('number').notNull().unique(),
    // Null once the order is gone (its customer deleted): the document stays, with the reference.
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    orderReference: text('order_reference').notNull(),
    // The money movement it is about: the charge, the deposit kept, the refund.
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    // The invoice a credit note corrects.
    correctsId: integer('corrects_id').references((): AnyPgColumn => invoices.id),
    issueDate: date('issue_date', { mode: 'string' }).$type<IsoDate>().notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    // The customer's language on the day of issue: the PDF's.
    language: text('language').notNull(),
    seller: jsonb('seller').$type<LegalSettings>().notNull(),
    buyer: jsonb('buyer').$type<InvoiceBuyer>().notNull(),
    payment: jsonb('payment').$type<InvoicePaymentNote>().notNull(),
    netCents: integer('net_cents').notNull(),
    vatCents: integer('vat_cents').notNull(),
    grossCents: integer('gross_cents').notNull(),
    // The order's VAT (shared/vat-treatment.ts): reverse charge prints the legal wording, both
    // VAT numbers and category AE, and charges no VAT.
    vatTreatment: vatTreatment('vat_treatment').notNull().default('standard'),
    // An invoice on account (the order is paid on invoice): the day its amount is due by. Null for
    // an invoice issued with its payment, and for credit notes.
    dueDate: date('due_date', { mode: 'string' }).$type<IsoDate>(),
  },
  (table) => [
    // A reverse-charged document charges no VAT (its lines are at 0 %).
    check('invoices_reverse_charge_no_vat', sql`${table.vatTreatment} = 'standard' OR ${table.vatCents} = 0`),
    unique('invoices_series_year_sequence').on(table.series, table.year, table.sequence),
    index('invoices_order_id_idx').on(table.orderId),
    // One document per money movement: issuing twice for one payment fails.
    uniqueIndex('invoices_one_per_payment').on(table.paymentId),
    index('invoices_issue_date_idx').on(table.issueDate, table.id),
    // The invoices on account (open items, reminders): a few among all documents.
    index('invoices_on_account_idx')
      .on(table.dueDate)
      .where(sql`${table.dueDate} IS NOT NULL`),
    check(
      'invoices_sums',
      sql`${table.netCents} + ${table.vatCents} = ${table.grossCents} AND ${table.grossCents} > 0`,
    ),
    check('invoices_due_date_of_invoice', sql`${table.dueDate} IS NULL OR ${table.kind} = 'invoice'`),
    check('invoices_credit_note_corrects', sql`(${table.kind} = 'credit_note') = (${table.correctsId} IS NOT NULL)`),
  ],
);

export const invoiceLines = pgTable(
  'invoice_lines',
  {
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id),
    position: smallint('position').notNull(),
    description: text('description').notNull(),
    // What it was about, for reading back (no keys: the document outlives them).
    rentalId: integer('rental_id'),
    productId: integer('product_id'),
    dateFrom: date('date_from', { mode: 'string' }).$type<IsoDate>(),
    dateTo: date('date_to', { mode: 'string' }).$type<IsoDate>(),
    days: integer('days'),
    quantity: integer('quantity').notNull(),
    // The units' serial numbers.
    units: text('units')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    // Per day and unit, VAT included, when the line is a rental.
    unitPriceCents: integer('unit_price_cents'),
    vatRate: numeric('vat_rate', { precision: 5, scale: 2 }).notNull(),
    netCents: integer('net_cents').notNull(),
    vatCents: integer('vat_cents').notNull(),
    grossCents: integer('gross_cents').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.invoiceId, table.position] }),
    // A line may be free (a product at 0.00 a day), or below zero (a coupon's discount, per VAT
    // rate: docs/pricing.md); a document never is.
    check('invoice_lines_sums', sql`${table.netCents} + ${table.vatCents} = ${table.grossCents}`),
  ],
);

export type InvoiceRow = typeof invoices.$inferSelect;
export type InvoiceLineRow = typeof invoiceLines.$inferSelect;

/**
 * The reminders of an overdue invoice on account, one row per step of the shop's reminder days
 * (invoices.reminderDays) it was sent for: written in the transaction of its mail job, so a step's
 * reminder goes out once however many workers sweep (invoices/reminders.ts).
 */
export const invoiceReminders = pgTable(
  'invoice_reminders',
  {
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id),
    /** Days after the due date this step is. */
    stepDays: smallint('step_days').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.invoiceId, table.stepDays] })],
);
