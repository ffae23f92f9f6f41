import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export const itemStatus = pgEnum('item_status', ['Operational', 'NonOperational']);

export const categories = pgTable(
  'categories',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull().unique(),
    description: text('description').notNull().default(''),
    // Spanish and German texts; NULL falls back to the English (see catalog/localized.ts).
    nameEs: text('name_es'),
    nameDe: text('name_de'),
    descriptionEs: text('description_es'),
    descriptionDe: text('description_de'),
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
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    name: text('name').notNull().unique(),
    description: text('description').notNull().default(''),
    // Spanish and German texts; NULL falls back to the English (see catalog/localized.ts).
    nameEs: text('name_es'),
    nameDe: text('name_de'),
    descriptionEs: text('description_es'),
    descriptionDe: text('description_de'),
    dailyPrice: numeric('daily_price', { precision: 12, scale: 2 }).notNull(),
    brand: text('brand').notNull(),
    model: text('model').notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'restrict' }),
    image: text('image'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('products_category_id_idx').on(table.categoryId),
    uniqueIndex('products_name_lower_key').on(sql`lower(${table.name})`),
    index('products_daily_price_idx').on(table.dailyPrice),
    check('products_daily_price_not_negative', sql`${table.dailyPrice} >= 0`),
  ],
);

export const items = pgTable(
  'items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    serialNumber: text('serial_number').notNull().unique(),
    // Units of a deleted product go with it; a unit that was ever rented blocks that (rental_items).
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    status: itemStatus('status').notNull().default('Operational'),
  },
  (table) => [
    index('items_product_id_idx').on(table.productId),
    uniqueIndex('items_serial_number_lower_key').on(sql`lower(${table.serialNumber})`),
    // The dashboard home's units out of service and rentals needing a replacement: few rows, read often.
    index('items_non_operational_idx')
      .on(table.id)
      .where(sql`${table.status} = 'NonOperational'`),
  ],
);
