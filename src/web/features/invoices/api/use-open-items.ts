import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** The invoices on account still owed, oldest due first (administrators). */
export function useOpenItems() {
  return useQuery({
    queryKey: queryKeys.invoices.openItems(),
    queryFn: () => unwrap(api.GET('/api/admin/invoices/open-items')),
    staleTime: 0,
  });
}
