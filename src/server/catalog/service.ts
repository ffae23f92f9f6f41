import { EXACT_COUNT_MAX } from '../../shared/limits';
import type { Language } from '../../shared/languages';
import type { Category, CategoryDetail, Product, ProductListQuery, ProductPage } from '../../shared/schemas/catalog';
import type { Database } from '../db/client';
import { containsPattern } from '../db/listing';
import { runPrepared } from '../db/prepared';
import { NotFoundError } from '../domain-errors';
import { cardImageKey } from '../storage/public-url';
import { publicUrlOf } from '../storage/public-url';
import { decodeProductCursor, encodeProductCursor } from './product-cursor';
import {
  catalogueSizeRead,
  catalogueVersionRead,
  categoriesRead,
  categoryChildrenRead,
  categoryFromRow,
  type CategoryRow,
  categoryRead,
  categoryWithChildrenRead,
  productByIdRead,
  productCountRead,
  productEstimateRead,
  type ProductFilters,
  productFromRow,
  productListRead,
  type ProductRow,
} from './product-statements';

/** Stored image keys become public URLs here, so the storage layout can change behind them. */
export const productImageUrl = (image: string | null) => (image ? publicUrlOf(image) : null);

/** The page-size and card-size addresses of a product's picture. */
export const productImageUrls = (image: string | null) => ({
  imageUrl: productImageUrl(image),
  cardImageUrl: image ? publicUrlOf(cardImageKey(image)) : null,
});

/** An estimate to two significant figures (12,345 → 12,000): the digits after those mean nothing. */
function roughly(estimate: number): number {
  const unit = 10 ** Math.max(0, Math.floor(Math.log10(estimate)) - 1);
  return Math.max(EXACT_COUNT_MAX + 1, Math.round(estimate / unit) * unit);
}

type ListValues = {
  categoryIds?: number[];
  pattern?: string;
  productIds?: number[];
  afterId?: number;
  afterPrice?: string;
  limit?: number;
  countLimit?: number;
};

/**
 * Every answer is in the language asked for (catalog/localized.ts), English where a text is
 * missing. The statements are built once (product-statements.ts); a request only fills in values.
 */
export function createCatalogService(db: Database) {
  /** A category and its children: the ids resolved first, so the products' category index narrows the list. */
  async function withChildren(categoryId: number): Promise<number[]> {
    const rows = await runPrepared<[number]>(db, categoryWithChildrenRead, { categoryId });
    return rows.map((row) => row[0]);
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
    filters: ProductFilters,
    values: ListValues,
  ): Promise<Pick<ProductPage, 'total' | 'totalKind'>> {
    if (!filters.category && !filters.search && !filters.ids) {
      const [estimate] = await runPrepared<[number]>(db, catalogueSizeRead, {});
      const rows = estimate?.[0] ?? 0;
      if (rows > 2 * EXACT_COUNT_MAX) return { total: roughly(rows), totalKind: 'about' };
    }
    const [row] = await runPrepared<[number]>(db, productCountRead(filters), {
      ...values,
      countLimit: EXACT_COUNT_MAX + 1,
    });
    const counted = row?.[0] ?? 0;
    if (counted <= EXACT_COUNT_MAX) return { total: counted, totalKind: 'exact' };
    if (filters.search) return { total: EXACT_COUNT_MAX, totalKind: 'moreThan' };
    const [plan] = await runPrepared<[[{ Plan: { 'Plan Rows': number } }]]>(db, productEstimateRead(filters), values);
    const estimated = plan?.[0][0].Plan['Plan Rows'] ?? 0;
    if (estimated > EXACT_COUNT_MAX) return { total: roughly(estimated), totalKind: 'about' };
    return { total: EXACT_COUNT_MAX, totalKind: 'moreThan' };
  }

  return {
    /** The catalogue's version: it moves with every change to a category or a product. */
    async version(): Promise<number> {
      const [row] = await runPrepared<[number]>(db, catalogueVersionRead, {});
      return row?.[0] ?? 0;
    },

    async listCategories(language: Language = 'en'): Promise<Category[]> {
      return (await runPrepared<CategoryRow>(db, categoriesRead(language), {})).map(categoryFromRow);
    },

    async getCategory(id: number, language: Language = 'en'): Promise<CategoryDetail> {
      const [category] = await runPrepared<CategoryRow>(db, categoryRead(language), { id });
      if (!category) throw new NotFoundError('Category');
      const children = await runPrepared<CategoryRow>(db, categoryChildrenRead(language), { id });
      return { ...categoryFromRow(category), children: children.map(categoryFromRow) };
    },

    /**
     * One page of products, after the `after` key in the list's order; a category also matches
     * its children's products. Each page reads one index range, however deep (keyset paging).
     */
    async listProducts(query: ProductListQuery, language: Language = 'en'): Promise<ProductPage> {
      const filters: ProductFilters = {
        category: query.categoryId !== undefined,
        search: Boolean(query.q),
        ids: query.ids !== undefined,
      };
      const values: ListValues = {};
      if (query.categoryId !== undefined) values.categoryIds = await withChildren(query.categoryId);
      if (query.q) values.pattern = containsPattern(query.q);
      if (query.ids) values.productIds = query.ids;
      const after = query.after === undefined ? undefined : decodeProductCursor(query.after, query.sort);

      const [rows, total] = await Promise.all([
        runPrepared<ProductRow>(
          db,
          productListRead({ ...filters, after: after !== undefined, sort: query.sort }, language),
          {
            ...values,
            afterId: after?.id,
            afterPrice: after?.price,
            limit: query.limit + 1,
          },
        ),
        countProducts(filters, values),
      ]);
      const items = rows.length > query.limit ? rows.slice(0, query.limit) : rows;
      const last = items.at(-1);
      const next =
        rows.length > query.limit && last
          ? encodeProductCursor({ id: last[0], dailyPrice: last[3] }, query.sort)
          : null;
      return { items: items.map(productFromRow), next, ...total };
    },

    async getProduct(id: number, language: Language = 'en'): Promise<Product> {
      const [row] = await runPrepared<ProductRow>(db, productByIdRead(language), { id });
      if (!row) throw new NotFoundError('Product');
      return productFromRow(row);
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
