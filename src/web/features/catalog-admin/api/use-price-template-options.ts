import { useQuery } from '@tanstack/react-query';
import { api, unwrap } from '@/lib/api-client';

/**
 * The price templates a product may follow (GET /api/admin/price-templates), for the product form.
 * features/price-templates owns the templates, but the feature rules (eslint.config.js) let
 * catalog-admin use only catalog and kits: this small copy of its list query reads the same
 * answer under the same key (its `priceTemplateKeys.list`), so a template saved or deleted there
 * refreshes these choices, and a product saved here refreshes its counts.
 */
export const priceTemplateListKey = ['price-templates', 'list'] as const;

export function usePriceTemplateOptions() {
  return useQuery({
    queryKey: priceTemplateListKey,
    queryFn: async () => (await unwrap(api.GET('/api/admin/price-templates'))).items,
  });
}
