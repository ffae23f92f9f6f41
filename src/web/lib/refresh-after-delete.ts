import { hashKey, type QueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * After a record is deleted: refreshes every query under `scope` except the deleted record's own,
 * which is only marked stale. A page showing that record then leaves for the list, instead of
 * fetching it again into a 404 and flashing "not found" on its way out.
 */
export function refreshAfterDelete(queryClient: QueryClient, scope: QueryKey, deleted: QueryKey) {
  const deletedHash = hashKey(deleted);
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: scope, predicate: (query) => query.queryHash !== deletedHash }),
    queryClient.invalidateQueries({ queryKey: deleted, exact: true, refetchType: 'none' }),
  ]);
}
