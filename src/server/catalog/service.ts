import { and, asc, count, desc, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { Language } from '../../shared/languages';
import type { Category, CategoryDetail, Product, ProductListQuery, ProductPage } from '../../shared/schemas/catalog';
import type { Database } from '../db/client';
import { NotFoundError } from '../domain-errors';
import { categories, products } from '../db/schema/catalog';
import { containsPattern } from '../db/listing';
import { cardImageKey } from '../images/product-image';
import { publicUrlOf } from '../storage/public-url';
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
  brand: products.brand,
  model: products.model,
  categoryId: products.categoryId,
  image: products.image,
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

/** Every answer is in the language asked for (catalog/localized.ts), English where a text is missing. */
export function createCatalogService(db: Database) {
  return {
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

    /** One page of products; a category also matches its children's products. */
    async listProducts(query: ProductListQuery, language: Language = 'en'): Promise<ProductPage> {
      const filters: SQL[] = [];
      if (query.categoryId !== undefined) {
        const childIds = db
          .select({ id: categories.id })
          .from(categories)
          .where(eq(categories.parentId, query.categoryId));
        filters.push(or(eq(products.categoryId, query.categoryId), inArray(products.categoryId, childIds))!);
      }
      if (query.q) filters.push(productNameMatches(containsPattern(query.q)));
      if (query.ids) filters.push(inArray(products.id, query.ids));
      const where = filters.length > 0 ? and(...filters) : undefined;

      const order =
        query.sort === 'price_asc'
          ? [asc(products.dailyPrice), asc(products.id)]
          : query.sort === 'price_desc'
            ? [desc(products.dailyPrice), asc(products.id)]
            : [asc(products.id)];

      const [rows, [totalRow]] = await Promise.all([
        db
          .select(productColumns(language))
          .from(products)
          .where(where)
          .orderBy(...order)
          .limit(query.limit)
          .offset(query.offset),
        db.select({ total: count() }).from(products).where(where),
      ]);
      return { items: rows.map(toProduct), total: totalRow?.total ?? 0 };
    },

    async getProduct(id: number, language: Language = 'en'): Promise<Product> {
      const [row] = await db.select(productColumns(language)).from(products).where(eq(products.id, id));
      if (!row) throw new NotFoundError('Product');
      return toProduct(row);
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
