import { and, asc, count, desc, eq, ilike, inArray, or, type SQL } from 'drizzle-orm';
import type { Category, CategoryDetail, Product, ProductListQuery, ProductPage } from '../../shared/schemas/catalog';
import type { Database } from '../db/client';
import { NotFoundError } from '../domain-errors';
import { categories, products } from '../db/schema/catalog';
import { containsPattern } from '../db/listing';

const categoryColumns = {
  id: categories.id,
  name: categories.name,
  description: categories.description,
  parentId: categories.parentId,
};

const productColumns = {
  id: products.id,
  name: products.name,
  description: products.description,
  dailyPrice: products.dailyPrice,
  brand: products.brand,
  model: products.model,
  categoryId: products.categoryId,
  image: products.image,
};

type ProductRow = Omit<Product, 'imageUrl'> & { image: string | null };

/** Stored image keys become public URLs here, so the storage layout can change behind them. */
export const productImageUrl = (image: string | null) => (image ? `/uploads/${image}` : null);

export function toProduct(row: ProductRow): Product {
  const { image, ...rest } = row;
  return { ...rest, imageUrl: productImageUrl(image) };
}

export function createCatalogService(db: Database) {
  return {
    async listCategories(): Promise<Category[]> {
      return db.select(categoryColumns).from(categories).orderBy(asc(categories.id));
    },

    async getCategory(id: number): Promise<CategoryDetail> {
      const [category] = await db.select(categoryColumns).from(categories).where(eq(categories.id, id));
      if (!category) throw new NotFoundError('Category');
      const children = await db
        .select(categoryColumns)
        .from(categories)
        .where(eq(categories.parentId, id))
        .orderBy(asc(categories.name));
      return { ...category, children };
    },

    /** One page of products; a category also matches its children's products. */
    async listProducts(query: ProductListQuery): Promise<ProductPage> {
      const filters: SQL[] = [];
      if (query.categoryId !== undefined) {
        const childIds = db.select({ id: categories.id }).from(categories).where(eq(categories.parentId, query.categoryId));
        filters.push(or(eq(products.categoryId, query.categoryId), inArray(products.categoryId, childIds))!);
      }
      if (query.q) filters.push(ilike(products.name, containsPattern(query.q)));
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
          .select(productColumns)
          .from(products)
          .where(where)
          .orderBy(...order)
          .limit(query.limit)
          .offset(query.offset),
        db.select({ total: count() }).from(products).where(where),
      ]);
      return { items: rows.map(toProduct), total: totalRow?.total ?? 0 };
    },

    async getProduct(id: number): Promise<Product> {
      const [row] = await db.select(productColumns).from(products).where(eq(products.id, id));
      if (!row) throw new NotFoundError('Product');
      return toProduct(row);
    },
  };
}

export type CatalogService = ReturnType<typeof createCatalogService>;
