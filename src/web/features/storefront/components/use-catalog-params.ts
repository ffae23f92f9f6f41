import { useSearchParams } from 'react-router';
import { isProductSort, type ProductSort } from '@shared/limits';

export const PAGE_SIZE = 24;

/** The sort order lives in the URL (?sort=price_asc) so a view can be shared and restored. */
/** The price order a catalogue page's address asks for, if any. */
export function catalogSort(params: URLSearchParams): ProductSort | undefined {
  const requested = params.get('sort');
  return isProductSort(requested) ? requested : undefined;
}

export function useCatalogParams() {
  const [params, setParams] = useSearchParams();
  const sort = catalogSort(params);

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
