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

/** One part of a kit: `count` units of the part product in each kit, its name in the reader's language. */
export const kitPartSchema = z.object({
  productId: z.number().int(),
  name: z.string(),
  count: z.number().int().min(1),
});
export type KitPart = z.infer<typeof kitPartSchema>;

/** From `minDays` charged days on, each day of a line costs `dailyPrice` (docs/pricing.md). */
export const durationPriceSchema = z.object({
  minDays: z.number().int(),
  dailyPrice: moneySchema,
});

export const productSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
  dailyPrice: moneySchema,
  /** Asked per unit (per kit for a kit) at pick-up and given back on return unless kept against damage; 0.00 for none. */
  deposit: moneySchema,
  brand: z.string(),
  model: z.string(),
  categoryId: z.number().int(),
  /** The product page's picture (up to 1200 px across); null until one is uploaded. */
  imageUrl: z.string().nullable(),
  /** The same picture for a card in a grid (up to 480 px across). */
  cardImageUrl: z.string().nullable(),
  /**
   * What is in the box when it is a kit: its parts, each with its count per kit, by
   * product id; empty for a product that is no kit. A kit's stock is the smallest, over its parts,
   * of the part's free units divided by its count.
   */
  kitParts: z.array(kitPartSchema),
  /**
   * Cheaper by the week: lower daily prices from a number of charged days on, sorted by `minDays`;
   * `dailyPrice` applies below the first. Empty for a product with one price.
   */
  durationPrices: z.array(durationPriceSchema),
});
export type Product = z.infer<typeof productSchema>;

const productSortSchema = z.enum(productSorts);

// A parameter this list does not take (`offset`, from before keyset paging) is refused, not ignored.
export const productListQuerySchema = z.strictObject({
  categoryId: idParamSchema.optional(),
  /** A case-insensitive "contains" on the name. */
  q: textSchema(SEARCH_MAX).trim().optional(),
  /** Exactly these products (comma-separated ids, at most 100), e.g. to refresh a saved wishlist. */
  ids: idListParamSchema(PRODUCT_PAGE_MAX).optional(),
  sort: productSortSchema.optional(),
  limit: wholeNumberParamSchema(1, PRODUCT_PAGE_MAX).default(24),
  /** The `next` of the page before, in the same order: keyset paging, as cheap on page 2,000 as on page 1. */
  after: textSchema(40).optional(),
});
export type ProductListQuery = z.infer<typeof productListQuerySchema>;

/**
 * How `total` was found: counted (`exact`, up to EXACT_COUNT_MAX); PostgreSQL's estimate, past
 * that (`about`); or, when the estimate falls below what was counted, EXACT_COUNT_MAX and more
 * (`moreThan`).
 */
export const totalKinds = ['exact', 'about', 'moreThan'] as const;

export const productPageSchema = z.object({
  items: z.array(productSchema),
  /** Pass as `after` for the next page; null on the last one. */
  next: z.string().nullable(),
  total: z.number().int(),
  totalKind: z.enum(totalKinds),
});
export type ProductPage = z.infer<typeof productPageSchema>;
