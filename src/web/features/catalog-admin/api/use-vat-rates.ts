import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/**
 * The shop's VAT rates, which a product's rate is chosen from: read from the shop's settings
 * (GET /api/admin/settings, the settings page's own query), undefined until they arrive.
 */
export function useVatRates() {
  const settings = useQuery({
    queryKey: queryKeys.adminSettings,
    queryFn: () => unwrap(api.GET('/api/admin/settings')),
  });
  return settings.data?.vat;
}
