import { useQuery } from '@tanstack/react-query';
import { useDebouncedValue } from '@mantine/hooks';
import { api, unwrap } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** A form's unique field: a category's or product's name, an item's serial number. */
export type UniqueField = 'categories' | 'products' | 'items';

/** Pause after the last key press before asking. */
const TYPING_PAUSE_MS = 300;

async function idsWith(field: UniqueField, value: string): Promise<number[]> {
  // The list's exact filter (any case); two rows at most tell "someone else" from "only me".
  const limit = 2;
  const page =
    field === 'categories'
      ? await unwrap(api.GET('/api/admin/categories', { params: { query: { name: value, limit } } }))
      : field === 'products'
        ? await unwrap(api.GET('/api/admin/products', { params: { query: { name: value, limit } } }))
        : await unwrap(api.GET('/api/admin/items', { params: { query: { serialNumber: value, limit } } }));
  return page.items.map((row) => row.id);
}

/**
 * Whether another record already has `value` (SPEC section 5 "already exists"), checked while
 * typing: once typing pauses, with the list's exact-match filter, ignoring the record being
 * edited (`ownId`). Not taken while the value is empty or the answer for it has not come yet.
 */
export function useValueTaken(field: UniqueField, value: string, ownId: number | null) {
  const trimmed = value.trim();
  const [settled] = useDebouncedValue(trimmed, TYPING_PAUSE_MS);
  const ids = useQuery({
    queryKey: queryKeys.catalogAdmin.list(field, { exact: settled }),
    queryFn: () => idsWith(field, settled),
    enabled: settled !== '',
    staleTime: 0,
  });
  const current = settled === trimmed && settled !== '';
  return {
    taken: current && (ids.data ?? []).some((id) => id !== ownId),
    /** The check itself failed (the server will still refuse a duplicate). */
    checkError: current && ids.isError ? ids.error : null,
  };
}
