import { useSearchParams } from 'react-router';
import { isProductSort, type ProductSort } from '@shared/limits';

export const PAGE_SIZE = 24;

/** The sort order lives in the URL (?sort=price_asc) so a view can be shared and restored. */
export function useCatalogParams() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('sort');
  const sort: ProductSort | undefined = isProductSort(requested) ? requested : undefined;

  const update = (changes: Record<string, string | null>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value === null) next.delete(key);
        else next.set(key, value);
      }
      return next;
    });

  return {
    sort,
    setSort: (value: ProductSort | null) => update({ sort: value }),
  };
}
