import { useSearchParams } from 'react-router';
import { isProductSort, type ProductSort } from '@shared/limits';

export const PAGE_SIZE = 24;

/** Sort order and page live in the URL (?sort=price_asc&page=2) so a view can be shared and restored. */
export function useCatalogParams() {
  const [params, setParams] = useSearchParams();
  const requested = params.get('sort');
  const sort: ProductSort | undefined = isProductSort(requested) ? requested : undefined;
  const page = Math.max(1, Math.floor(Number(params.get('page')) || 1));

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
    page,
    setSort: (value: ProductSort | null) => update({ sort: value, page: null }),
    setPage: (value: number) => update({ page: value > 1 ? String(value) : null }),
  };
}
