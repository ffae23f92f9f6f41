import { and, asc, desc, eq, gt, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Language } from '../../shared/languages';
import { EXACT_COUNT_MAX, type ProductSort } from '../../shared/limits';
import type { Category, CategoryDetail, Product, ProductListQuery, ProductPage } from '../../shared/schemas/catalog';
import type { Database } from '../db/client';
import { NotFoundError } from '../domain-errors';
import { catalogueVersion, categories, products } from '../db/schema/catalog';
import { containsPattern } from '../db/listing';
import { decodeProductCursor, encodeProductCursor, type ProductCursor } from './product-cursor';
import { cardImageKey } from '../images/product-image';
import { publicUrlOf } from '../storage/public-url';
import { kitPartsColumn } from './kit-parts';
import { categoryDescription, categoryName, productDescription, productName, productNameMatches } from './localized';

const categoryColumns = (language: Language) => ({
  id: categories.id,
  name: categoryName(language),
  description: categoryDescription(language),
  parentId: categories.parentId,
});

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
});

type ProductRow = Omit<Product, 'imageUrl' | 'cardImageUrl'> & { image: string | null };

/** Stored image keys become public URLs here, so the storage layout can change behind them. */
export const productImageUrl = (image: string | null) => (image ? publicUrlOf(image) : null);

/** The page-size and card-size addresses of a product's picture. */
export const productImageUrls = (image: string | null) => ({
  imageUrl: productImageUrl(image),
  cardImageUrl: image ? publicUrlOf(cardImageKey(image)) : null,
});

export function toProduct(row: ProductRow): Product {
  const { image, ...rest } = row;
  return { ...rest, ...productImageUrls(image) };
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

function pastCursor(after: ProductCursor, sort: ProductSort | undefined): SQL {
  if (sort === 'price_asc') return sql`(${products.dailyPrice}, ${products.id}) > (${after.price}::numeric, ${after.id})`;
  if (sort === 'price_desc') return sql`(${products.dailyPrice}, ${products.id}) < (${after.price}::numeric, ${after.id})`;
  return gt(products.id, after.id);
}

/** An estimate to two significant figures (12,345 → 12,000): the digits after those mean nothing. */
function roughly(estimate: number): number {
  const unit = 10 ** Math.max(0, Math.floor(Math.log10(estimate)) - 1);
  return Math.max(EXACT_COUNT_MAX + 1, Math.round(estimate / unit) * unit);
}

/** Every answer is in the language asked for (catalog/localized.ts), English where a text is missing. */
export function createCatalogService(db: Database) {
  /** A category and its children: the ids resolved first, so the products' category index narrows the list. */
  async function withChildren(categoryId: number): Promise<number[]> {
    const rows = await db
      .select({ id: categories.id })
      .from(categories)
      .where(or(eq(categories.id, categoryId), eq(categories.parentId, categoryId)));
    return rows.map((row) => row.id);
  }

  /**
   * A count that never reads much of the table. Up to EXACT_COUNT_MAX matches are counted (in
   * id order, so the planner walks the first matches along an index, never the table end to
   * end). Past that, where PostgreSQL's estimate is good, it is the answer ("about 22,000"),
   * rounded to two figures: the whole catalogue's size as autovacuum's ANALYZE last saw it, or
   * the planner's estimate for a category (from the column's statistics). A search says "more
   * than 100": the planner's guess for a word in three name columns is no better than that
   * (2.5 times too many for "canon"), and asking costs another planning of three ILIKEs.
   */
  async function countProducts(
    where: SQL | undefined,
    estimable: boolean,
  ): Promise<Pick<ProductPage, 'total' | 'totalKind'>> {
    if (where === undefined) {
      const [estimate] = await db
        .select({ rows: sql<number>`greatest(reltuples, 0)::bigint::int` })
        .from(sql`pg_class`)
        .where(sql`oid = 'products'::regclass`);
      if ((estimate?.rows ?? 0) > 2 * EXACT_COUNT_MAX) return { total: roughly(estimate!.rows), totalKind: 'about' };
    }
    const matches = db
      .select({ one: sql`1` })
      .from(products)
      .where(where)
      .orderBy(asc(products.id))
      .limit(EXACT_COUNT_MAX + 1)
      .as('matches');
    const [row] = await db.select({ counted: sql<number>`count(*)::int` }).from(matches);
    const counted = row?.counted ?? 0;
    if (counted <= EXACT_COUNT_MAX) return { total: counted, totalKind: 'exact' };
    if (!estimable) return { total: EXACT_COUNT_MAX, totalKind: 'moreThan' };
    const plan = await db.execute<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>(
      sql`EXPLAIN (FORMAT JSON) ${db.select({ one: sql`1` }).from(products).where(where)}`,
    );
    const estimated = plan.rows[0]?.['QUERY PLAN'][0].Plan['Plan Rows'] ?? 0;
    if (estimated > EXACT_COUNT_MAX) return { total: roughly(estimated), totalKind: 'about' };
    return { total: EXACT_COUNT_MAX, totalKind: 'moreThan' };
  }

  return {
    /** The catalogue's version: it moves with every change to a category or a product. */
    async version(): Promise<number> {
      const [row] = await db.select({ version: catalogueVersion.version }).from(catalogueVersion);
      return row?.version ?? 0;
    },

    async listCategories(language: Language = 'en'): Promise<Category[]> {
      return db.select(categoryColumns(language)).from(categories).orderBy(asc(categories.id));
    },

    async getCategory(id: number, language: Language = 'en'): Promise<CategoryDetail> {
      const [category] = await db.select(categoryColumns(language)).from(categories).where(eq(categories.id, id));
      if (!category) throw new NotFoundError('Category');
      const children = await db
        .select(categoryColumns(language))
        .from(categories)
        .where(eq(categories.parentId, id))
        .orderBy(asc(categoryName(language)), asc(categories.id));
      return { ...category, children };
    },

    /**
     * One page of products, after the `after` key in the list's order; a category also matches
     * its children's products. Each page reads one index range, however deep (keyset paging).
     */
    async listProducts(query: ProductListQuery, language: Language = 'en'): Promise<ProductPage> {
      const filters: SQL[] = [];
      if (query.categoryId !== undefined) filters.push(inArray(products.categoryId, await withChildren(query.categoryId)));
      if (query.q) filters.push(productNameMatches(containsPattern(query.q)));
      if (query.ids) filters.push(inArray(products.id, query.ids));
      const where = filters.length > 0 ? and(...filters) : undefined;
      const after = query.after === undefined ? undefined : decodeProductCursor(query.after, query.sort);

      const [rows, total] = await Promise.all([
        db
          .select(productColumns(language))
          .from(products)
          .where(and(where, after && pastCursor(after, query.sort)))
          .orderBy(...productOrder(query.sort))
          .limit(query.limit + 1),
        countProducts(where, !query.q),
      ]);
      const items = rows.slice(0, query.limit);
      const last = items.at(-1);
      const next = rows.length > query.limit && last ? encodeProductCursor(last, query.sort) : null;
      return { items: items.map(toProduct), next, ...total };
    },

    async getProduct(id: number, language: Language = 'en'): Promise<Product> {
      const [row] = await db.select(productColumns(language)).from(products).where(eq(products.id, id));
      if (!row) throw new NotFoundError('Product');
      return toProduct(row);
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
