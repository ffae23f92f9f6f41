import { SEARCH_MAX } from '@shared/limits';

/**
 * What an administrator's list is narrowed to: one status (null: every status) and a search
 * text ('' : none). They live in the page's address (`?status=Open&q=nora`), so reloading, going
 * back or sharing the link shows the same list.
 */
export type ListFilters<Status extends string> = { status: Status | null; q: string };

/** A search as the server runs it: trimmed and bounded, so a blank one (or a single space, SPEC 5) is none. */
export function searchText(typed: string): string {
  return typed.trim().slice(0, SEARCH_MAX);
}

/** The filters in an address's query; a status the list does not have counts as none. */
export function readListFilters<Status extends string>(
  params: URLSearchParams,
  statuses: readonly Status[],
): ListFilters<Status> {
  const status = params.get('status');
  return {
    status: statuses.find((known) => known === status) ?? null,
    q: searchText(params.get('q') ?? ''),
  };
}

/** The address's query with these filters (its other parameters kept); an empty filter is left out. */
export function withListFilters(params: URLSearchParams, filters: ListFilters<string>): URLSearchParams {
  const next = new URLSearchParams(params);
  const q = searchText(filters.q);
  if (filters.status === null) next.delete('status');
  else next.set('status', filters.status);
  if (q === '') next.delete('q');
  else next.set('q', q);
  return next;
}

/**
 * The API's query for these filters: only what narrows the list, so that "no filter" is one
 * cache key however it was reached.
 */
export function listQuery<Status extends string>(filters: ListFilters<Status>): { status?: Status; q?: string } {
  return {
    ...(filters.status === null ? {} : { status: filters.status }),
    ...(filters.q === '' ? {} : { q: filters.q }),
  };
}

/** Whether the list shows less than everything, so an empty one reads "nothing matches", not "nothing yet". */
export function isFiltered(filters: ListFilters<string>): boolean {
  return filters.status !== null || filters.q !== '';
}
