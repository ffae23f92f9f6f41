/**
 * The dashboard's customers' query keys. Kept beside the feature until lib/query-keys.ts (the
 * app's one key factory) takes them in: nothing outside this feature reads or refreshes them.
 */
export const customerKeys = {
  all: ['customers'] as const,
  /** GET /api/admin/users, one list per search. */
  list: (query: { q?: string }) => ['customers', 'list', query] as const,
};
