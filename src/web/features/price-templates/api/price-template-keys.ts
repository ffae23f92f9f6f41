/**
 * The price templates' query keys. Kept beside the feature until lib/query-keys.ts (the app's one
 * key factory) takes them in. The product form (features/catalog-admin) reads the same list under
 * the same key, so a change here refreshes its choices too.
 */
export const priceTemplateKeys = {
  all: ['price-templates'] as const,
  /** GET /api/admin/price-templates. */
  list: ['price-templates', 'list'] as const,
};
