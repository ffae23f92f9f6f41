import { z } from 'zod';
import { MONEY_PATTERN } from '../money';
import { PRODUCT_PAGE_MAX, productSorts, SEARCH_MAX } from '../limits';
import { idListParamSchema, idParamSchema, textSchema, wholeNumberParamSchema } from './input';

export const moneySchema = z.string().regex(MONEY_PATTERN);

export const categorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  parentId: z.number().int().nullable(),
});
export type Category = z.infer<typeof categorySchema>;

export const categoryDetailSchema = categorySchema.extend({
  children: z.array(categorySchema),
});
export type CategoryDetail = z.infer<typeof categoryDetailSchema>;

export const productSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  dailyPrice: moneySchema,
  brand: z.string(),
  model: z.string(),
  categoryId: z.number().int(),
  /** The product page's picture (up to 1200 px across); null until one is uploaded. */
  imageUrl: z.string().nullable(),
  /** The same picture for a card in a grid (up to 480 px across). */
  cardImageUrl: z.string().nullable(),
});
export type Product = z.infer<typeof productSchema>;

const productSortSchema = z.enum(productSorts);

export const productListQuerySchema = z.object({
  categoryId: idParamSchema.optional(),
  /** A case-insensitive "contains" on the name. */
  q: textSchema(SEARCH_MAX).trim().optional(),
  /** Exactly these products (comma-separated ids, at most 100), e.g. to refresh a saved wishlist. */
  ids: idListParamSchema(PRODUCT_PAGE_MAX).optional(),
  sort: productSortSchema.optional(),
  limit: wholeNumberParamSchema(1, PRODUCT_PAGE_MAX).default(24),
  offset: wholeNumberParamSchema(0, 1_000_000).default(0),
});
export type ProductListQuery = z.infer<typeof productListQuerySchema>;

export const productPageSchema = z.object({
  items: z.array(productSchema),
  total: z.number().int(),
});
export type ProductPage = z.infer<typeof productPageSchema>;
