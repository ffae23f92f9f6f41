/**
 * The coupons' query keys. Kept beside the feature until lib/query-keys.ts (the app's one key
 * factory) takes them in: nothing outside this feature reads or refreshes them.
 */
export const couponKeys = {
  all: ['coupons'] as const,
  /** GET /api/admin/coupons. */
  list: ['coupons', 'list'] as const,
};
