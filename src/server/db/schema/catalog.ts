import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
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
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { itemStatuses } from '../../../shared/schemas/catalog-admin';
import { user } from './auth';
import { identity, translatedTexts } from './columns';

/** A duration price as the products table keeps it: whole cents, never a decimal string. */
export type StoredDurationPrice = { minDays: number; dailyPriceCents: number };

/*
 * Shared records (decision 078): every module may read the catalogue; catalog-admin/ writes it,
 * and check-in (flows/check-in.ts) takes a unit that came back damaged out of service.
 */

export const itemStatus = pgEnum('item_status', itemStatuses);

/** A price template's tier: from `minDays` charged days on, `percent` of the product's daily price. */
export type StoredTemplateTier = { minDays: number; percent: number };

/**
 * Duration prices as percentages of the daily price, shared by many products (docs/pricing.md).
 * A product that follows one has its duration prices written from it by the database (the
 * triggers of migration 0030): when it is assigned, when the product's daily price changes, and
 * when the template changes. What was booked keeps its booked price.
 */
export const priceTemplates = pgTable(
  'price_templates',
  {
    id: identity(),
    name: text('name').notNull().unique(),
    tiers: jsonb('tiers').$type<StoredTemplateTier[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('price_templates_tiers_valid', sql`price_template_tiers_valid(${table.tiers})`)],
);

export const categories = pgTable(
  'categories',
  {
    id: identity(),
    ...translatedTexts(),
    // A parent with children cannot be deleted: its children would be orphaned.
    parentId: integer('parent_id').references((): AnyPgColumn => categories.id, { onDelete: 'restrict' }),
  },
  (table) => [
    index('categories_parent_id_idx').on(table.parentId),
    // "Lenses" and "lenses" are one name to a customer: unique whatever the case.
    uniqueIndex('categories_name_lower_key').on(sql`lower(${table.name})`),
    check('categories_not_own_parent', sql`${table.parentId} IS NULL OR ${table.parentId} <> ${table.id}`),
  ],
);

export const products = pgTable(
  'products',
  {
    id: identity(),
    ...translatedTexts(),
    dailyPrice: numeric('daily_price', { precision: 12, scale: 2 }).notNull(),
    // Asked per unit when it is handed over and returned unless kept against damage.
    deposit: numeric('deposit', { precision: 12, scale: 2 }).notNull().default('0'),
    // Its VAT rate in percent when it is not the shop's standard rate (null): one of the reduced rates.
    // Days after each rental its units are kept back (cleaning, a sensor check), counted in the
    // shop's open days: the exclusion constraint blocks the rental plus this (decision 046).
    bufferDays: smallint('buffer_days').notNull().default(0),
    // A kit: booked as units of its parts (kit_parts), never of its own; triggers of
    // migration 0019 keep units off a kit and kits out of kits.
    isKit: boolean('is_kit').notNull().default(false),
    vatRate: numeric('vat_rate', { precision: 5, scale: 2 }),
    brand: text('brand').notNull(),
    model: text('model').notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    image: text('image'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    // Cheaper by the week (docs/pricing.md): from `minDays` charged days on, `dailyPriceCents` a
    // day, sorted by days. A column of the product's own row, so a list reads it for nothing;
    // duration_prices_valid (migration 0027) keeps each one a lower price at 2 to 365 days.
    durationPrices: jsonb('duration_prices').$type<StoredDurationPrice[]>().notNull().default([]),
    // The price template its duration prices follow, if any (written from it by the database).
    priceTemplateId: integer('price_template_id').references((): AnyPgColumn => priceTemplates.id, {
      onDelete: 'set null',
    }),
    // Maintenance (decision 094): its units need a service every so many rentals or days (a
    // sensor clean, firmware, calibration); null, never for that reason.
    serviceEveryRentals: smallint('service_every_rentals'),
    serviceEveryDays: smallint('service_every_days'),
  },
  (table) => [
    index('products_category_id_idx').on(table.categoryId),
    // The few products with a service interval: the overview's count of units due for a service
    // reads them, not the whole catalogue (decision 094).
    index('products_serviced_idx')
      .on(table.id)
      .where(sql`${table.serviceEveryRentals} IS NOT NULL OR ${table.serviceEveryDays} IS NOT NULL`),
    uniqueIndex('products_name_lower_key').on(sql`lower(${table.name})`),
    // The kits by name (the utilisation report lists them all): a few rows, not every product read.
    index('products_kits_name_idx')
      .on(sql`lower(${table.name})`, table.id)
      .where(sql`${table.isKit}`),
    // The price orders' keyset (daily price, then id to break ties): any page is one index range.
    index('products_daily_price_id_idx').on(table.dailyPrice, table.id),
    // The storefront's "contains" search, in each language: trigram indexes answer ILIKE '%canon%'.
    index('products_name_trgm_idx').using('gin', sql`${table.name} gin_trgm_ops`),
    index('products_name_es_trgm_idx').using('gin', sql`${table.nameEs} gin_trgm_ops`),
    index('products_name_de_trgm_idx').using('gin', sql`${table.nameDe} gin_trgm_ops`),
    check('products_daily_price_not_negative', sql`${table.dailyPrice} >= 0`),
    check('products_buffer_days_range', sql`${table.bufferDays} BETWEEN 0 AND 30`),
    check('products_deposit_not_negative', sql`${table.deposit} >= 0`),
    check('products_vat_rate_range', sql`${table.vatRate} BETWEEN 0 AND 100`),
    check('products_duration_prices_valid', sql`duration_prices_valid(${table.durationPrices}, ${table.dailyPrice})`),
    check(
      'products_service_intervals',
      sql`(${table.serviceEveryRentals} IS NULL OR ${table.serviceEveryRentals} BETWEEN 1 AND 1000) AND
        (${table.serviceEveryDays} IS NULL OR ${table.serviceEveryDays} BETWEEN 1 AND 3650)`,
    ),
  ],
);

/** The product a row is about; `onDelete` says whether deleting the product takes the row along or is refused. */
export function productOf(onDelete: 'cascade' | 'restrict') {
  return integer('product_id')
    .notNull()
    .references(() => products.id, { onDelete });
}

export const items = pgTable(
  'items',
  {
    id: identity(),
    serialNumber: text('serial_number').notNull().unique(),
    // Units of a deleted product go with it; a unit that was ever rented blocks that (rental_items).
    productId: productOf('cascade'),
    status: itemStatus('status').notNull().default('Operational'),
    // Its last service (or when it was added): its product's intervals count from here.
    servicedAt: timestamp('serviced_at', { withTimezone: true }).notNull().defaultNow(),
    // Taken out of service because a service was due (the shop's setting): back when it is recorded.
    outForService: boolean('out_for_service').notNull().default(false),
  },
  (table) => [
    check('items_out_for_service', sql`NOT ${table.outForService} OR ${table.status} = 'NonOperational'`),
    index('items_product_id_idx').on(table.productId),
    uniqueIndex('items_serial_number_lower_key').on(sql`lower(${table.serialNumber})`),
    // The dashboard home's units out of service and rentals needing a replacement: few rows, read often.
    index('items_non_operational_idx')
      .on(table.id)
      .where(sql`${table.status} = 'NonOperational'`),
  ],
);

/**
 * What one kit holds: `count` units of each part product per kit. Booking a kit books
 * units of every part in the same transaction, under rental_items' exclusion constraint, so a
 * part can never be double-booked through a kit. An edit here changes future bookings only: a
 * booked kit's units are its rental_items, and its units per kit are kept on the rental.
 */
export const kitParts = pgTable(
  'kit_parts',
  {
    kitId: integer('kit_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    // A product that is part of a kit cannot be deleted while it is.
    partId: integer('part_id')
      .notNull()
      .references(() => products.id, { onDelete: 'restrict' }),
    count: smallint('count').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.kitId, table.partId] }),
    index('kit_parts_part_id_idx').on(table.partId),
    check('kit_parts_count_range', sql`${table.count} BETWEEN 1 AND 20`),
    check('kit_parts_not_own_part', sql`${table.kitId} <> ${table.partId}`),
  ],
);

/** A unit's services (decision 094): what was done, what it cost, who did it. Kept with the unit. */
export const itemServices = pgTable(
  'item_services',
  {
    id: identity(),
    itemId: integer('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    performedAt: timestamp('performed_at', { withTimezone: true }).notNull().defaultNow(),
    note: text('note').notNull(),
    costCents: integer('cost_cents'),
    performedBy: text('performed_by').references(() => user.id, { onDelete: 'set null' }),
    performedByName: text('performed_by_name').notNull(),
  },
  (table) => [
    index('item_services_item_idx').on(table.itemId, table.performedAt),
    check('item_services_cost_not_negative', sql`${table.costCents} IS NULL OR ${table.costCents} >= 0`),
  ],
);
