import { z } from 'zod';

/** Money travels as a decimal string ("12.50") so no float ever touches a price. */
export const moneySchema = z.string().regex(/^\d+\.\d{2}$/);

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
  imageUrl: z.string().nullable(),
});
export type Product = z.infer<typeof productSchema>;

export const productSortSchema = z.enum(['price_asc', 'price_desc']);
export type ProductSort = z.infer<typeof productSortSchema>;

export const productListQuerySchema = z.object({
  categoryId: z.coerce.number().int().positive().optional(),
  q: z.string().trim().max(100).optional(),
  /** Exactly these products (comma-separated ids, at most 100), e.g. to refresh a saved wishlist. */
  ids: z
    .string()
    .regex(/^\d+(,\d+){0,99}$/, 'must be up to 100 comma-separated product ids')
    .transform((value) => value.split(',').map(Number))
    .optional(),
  sort: productSortSchema.optional(),
  limit: z.coerce.number().int().min(1).max(100).default(24),
  offset: z.coerce.number().int().min(0).default(0),
});
export type ProductListQuery = z.infer<typeof productListQuerySchema>;

export const productPageSchema = z.object({
  items: z.array(productSchema),
  total: z.number().int(),
});
export type ProductPage = z.infer<typeof productPageSchema>;
