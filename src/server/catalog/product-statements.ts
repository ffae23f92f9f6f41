import { and, asc, desc, eq, gt, or, type SQL, sql } from 'drizzle-orm';
import { PgDialect, QueryBuilder } from 'drizzle-orm/pg-core';
import type { Language } from '../../shared/languages';
import type { ProductSort } from '../../shared/limits';
import type { Category, KitPart, Product } from '../../shared/schemas/catalog';
import { categories, products, type StoredDurationPrice } from '../db/schema/catalog';
import { catalogueVersion } from './schema';
import { preparedRead } from '../db/prepared';
import { cardImageKey } from '../storage/public-url';
import { publicUrlOf } from '../storage/public-url';
import { durationPricesOf } from './product-prices';
import { kitPartsColumn } from './kit-parts';
import { categoryDescription, categoryName, productDescription, productName, productNameMatches } from './localized';

/*
 * The catalogue's reads as statements built once per shape and language (db/prepared.ts), then
 * run with new values on every request: the storefront's hottest queries, built by Drizzle from
 * the same column expressions as before (localized.ts, kit-parts.ts), so the SQL is what it was.
 * `npm run bench` runs these same texts in its floor server (bench/floor.ts).
 */

const builder = new QueryBuilder();
const dialect = new PgDialect();
const placeholder = (name: string) => sql.placeholder(name);

/** Prepared-statement names: one per text, at most 63 bytes (PostgreSQL's limit). */
const statementName = (...parts: (string | undefined)[]) => `catalog_${parts.filter(Boolean).join('_')}`;

/** Built on first use, then the same object every time. */
function memo<Key, Value>(build: (key: Key) => Value): (key: Key) => Value {
  const built = new Map<Key, Value>();
  return (key) => {
    let value = built.get(key);
    if (value === undefined) {
      value = build(key);
      built.set(key, value);
    }
    return value;
  };
}

/** A product's columns in the order productFromRow reads them. */
const productColumns = (language: Language) => ({
  id: products.id,
  name: productName(language),
  description: productDescription(language),
  dailyPrice: products.dailyPrice,
  deposit: products.deposit,
  brand: products.brand,
  model: products.model,
  categoryId: products.categoryId,
  image: products.image,
  kitParts: kitPartsColumn(language),
  durationPrices: products.durationPrices,
});

export type ProductRow = [
  id: number,
  name: string,
  description: string,
  dailyPrice: string,
  deposit: string,
  brand: string,
  model: string,
  categoryId: number,
  image: string | null,
  kitParts: KitPart[],
  durationPrices: StoredDurationPrice[],
];

/** The answer's object, its keys in the schema's order, built once from the row. */
export function productFromRow(row: ProductRow): Product {
  const image = row[8];
  return {
    id: row[0],
    name: row[1],
    description: row[2],
    dailyPrice: row[3],
    deposit: row[4],
    brand: row[5],
    model: row[6],
    categoryId: row[7],
    imageUrl: image ? publicUrlOf(image) : null,
    cardImageUrl: image ? publicUrlOf(cardImageKey(image)) : null,
    kitParts: row[9],
    durationPrices: durationPricesOf(row[10]),
  };
}

const categoryColumns = (language: Language) => ({
  id: categories.id,
  name: categoryName(language),
  description: categoryDescription(language),
  parentId: categories.parentId,
});

export type CategoryRow = [id: number, name: string, description: string, parentId: number | null];

export const categoryFromRow = (row: CategoryRow): Category => ({
  id: row[0],
  name: row[1],
  description: row[2],
  parentId: row[3],
});

/** The catalogue's version (migration 0010): read before every catalogue answer, for its ETag. */
export const catalogueVersionRead = preparedRead(
  statementName('version'),
  builder.select({ version: catalogueVersion.version }).from(catalogueVersion).toSQL(),
);

/** The whole catalogue's size as ANALYZE last saw it. */
export const catalogueSizeRead = preparedRead(
  statementName('size'),
  builder
    .select({ rows: sql<number>`greatest(reltuples, 0)::bigint::int` })
    .from(sql`pg_class`)
    .where(sql`oid = 'products'::regclass`)
    .toSQL(),
);

export const categoriesRead = memo((language: Language) =>
  preparedRead(
    statementName('categories', language),
    builder.select(categoryColumns(language)).from(categories).orderBy(asc(categories.id)).toSQL(),
  ),
);

export const categoryRead = memo((language: Language) =>
  preparedRead(
    statementName('category', language),
    builder
      .select(categoryColumns(language))
      .from(categories)
      .where(eq(categories.id, placeholder('id')))
      .toSQL(),
  ),
);

export const categoryChildrenRead = memo((language: Language) =>
  preparedRead(
    statementName('category_children', language),
    builder
      .select(categoryColumns(language))
      .from(categories)
      .where(eq(categories.parentId, placeholder('id')))
      .orderBy(asc(categoryName(language)), asc(categories.id))
      .toSQL(),
  ),
);

/** A category and its children: the ids resolved first, so the products' category index narrows the list. */
export const categoryWithChildrenRead = preparedRead(
  statementName('category_ids'),
  builder
    .select({ id: categories.id })
    .from(categories)
    .where(or(eq(categories.id, placeholder('categoryId')), eq(categories.parentId, placeholder('categoryId'))))
    .toSQL(),
);

export const productByIdRead = memo((language: Language) =>
  preparedRead(
    statementName('product', language),
    builder
      .select(productColumns(language))
      .from(products)
      .where(eq(products.id, placeholder('id')))
      .toSQL(),
  ),
);

/**
 * Which filters a list has: its statement's text depends on these, never on their values.
 * Values: `categoryIds` (the category and its children), `pattern` (containsPattern of the
 * search), `productIds`, `afterId` and `afterPrice` (a price order's cursor), `limit`.
 */
export type ProductFilters = { category: boolean; search: boolean; ids: boolean };
export type ProductListShape = ProductFilters & { after: boolean; sort: ProductSort | undefined };

const filterKey = (f: ProductFilters) => `${f.category ? 'c' : ''}${f.search ? 'q' : ''}${f.ids ? 'i' : ''}`;

/**
 * A category's or a search's best plan turns on how many products match (a small category reads
 * its index and sorts, a large one walks the id order), so those are planned for their values each
 * time; the rest read one index range whatever the values, and are named.
 */
const nameable = (f: ProductFilters) => !f.category && !f.search;

function productWhere(f: ProductFilters): SQL | undefined {
  const filters: SQL[] = [];
  if (f.category) filters.push(sql`${products.categoryId} = ANY(${placeholder('categoryIds')}::int[])`);
  if (f.search) filters.push(productNameMatches(placeholder('pattern')));
  if (f.ids) filters.push(sql`${products.id} = ANY(${placeholder('productIds')}::int[])`);
  return filters.length > 0 ? and(...filters) : undefined;
}

/**
 * The price orders break ties by id in the same direction, so one row comparison on the
 * (daily_price, id) index is the keyset condition, read forwards or backwards.
 */
function productOrder(sort: ProductSort | undefined) {
  if (sort === 'price_asc') return [asc(products.dailyPrice), asc(products.id)];
  if (sort === 'price_desc') return [desc(products.dailyPrice), desc(products.id)];
  return [asc(products.id)];
}

function pastCursor(sort: ProductSort | undefined): SQL {
  const id = placeholder('afterId');
  const price = placeholder('afterPrice');
  if (sort === 'price_asc') return sql`(${products.dailyPrice}, ${products.id}) > (${price}::numeric, ${id})`;
  if (sort === 'price_desc') return sql`(${products.dailyPrice}, ${products.id}) < (${price}::numeric, ${id})`;
  return gt(products.id, id);
}

const shapeKey = (shape: ProductListShape, language: Language) =>
  `${filterKey(shape)}|${shape.after ? 'a' : ''}|${shape.sort ?? ''}|${language}`;

const listReads = memo((key: string) => {
  const [filters = '', after, sort, language] = key.split('|') as [string, string, string, Language];
  const shape: ProductListShape = {
    category: filters.includes('c'),
    search: filters.includes('q'),
    ids: filters.includes('i'),
    after: after === 'a',
    sort: (sort || undefined) as ProductSort | undefined,
  };
  return preparedRead(
    nameable(shape) ? statementName('list', filters, after, sort, language) : undefined,
    builder
      .select(productColumns(language))
      .from(products)
      .where(and(productWhere(shape), shape.after ? pastCursor(shape.sort) : undefined))
      .orderBy(...productOrder(shape.sort))
      .limit(placeholder('limit'))
      .toSQL(),
  );
});

/** One page of products: `limit` is the page's size plus one (the extra row tells a next page exists). */
export const productListRead = (shape: ProductListShape, language: Language) => listReads(shapeKey(shape, language));

const countReads = memo((key: string) => {
  const filters: ProductFilters = { category: key.includes('c'), search: key.includes('q'), ids: key.includes('i') };
  const matches = builder
    .select({ one: sql`1` })
    .from(products)
    .where(productWhere(filters))
    .orderBy(asc(products.id))
    .limit(placeholder('countLimit'))
    .as('matches');
  return preparedRead(
    nameable(filters) ? statementName('count', key) : undefined,
    builder
      .select({ counted: sql<number>`count(*)::int` })
      .from(matches)
      .toSQL(),
  );
});

/** The matches counted up to `countLimit`, in id order (catalog/service.ts says why). */
export const productCountRead = (filters: ProductFilters) => countReads(filterKey(filters));

const estimateReads = memo((key: string) => {
  const filters: ProductFilters = { category: key.includes('c'), search: key.includes('q'), ids: key.includes('i') };
  const select = builder
    .select({ one: sql`1` })
    .from(products)
    .where(productWhere(filters));
  return preparedRead(undefined, dialect.sqlToQuery(sql`EXPLAIN (FORMAT JSON) ${select}`));
});

/** The planner's estimate of the matches, from its plan. */
export const productEstimateRead = (filters: ProductFilters) => estimateReads(filterKey(filters));
