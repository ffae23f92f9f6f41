/*
 * Limits the server enforces and the web shows (a counter, a disabled button). Kept apart from
 * the zod schemas that enforce them, so storefront code can read them without loading zod.
 */

/** Units of one product in one rental request. */
export const RENTAL_MAX_QUANTITY = 20;
export const REVIEW_COMMENTS_MAX = 2000;
export const INCIDENT_DESCRIPTION_MAX = 2000;
export const SEARCH_MAX = 100;
export const PRODUCT_PAGE_MAX = 100;
/** A catalogue list counts its products up to this many; past it the count is PostgreSQL's estimate. */
export const EXACT_COUNT_MAX = 100;
/** The largest profile picture a customer may upload; the web refuses a bigger file before sending it. */
export const MAX_AVATAR_BYTES = 5 * 1024 * 1024;

export const productSorts = ['price_asc', 'price_desc'] as const;
export type ProductSort = (typeof productSorts)[number];
export const isProductSort = (value: unknown): value is ProductSort =>
  (productSorts as readonly unknown[]).includes(value);
