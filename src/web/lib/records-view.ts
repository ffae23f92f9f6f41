import { idParamSchema } from '@shared/schemas/input';
import { ApiError } from './api-client';

/**
 * What the optional `{id}` of a records page (rental requests, incidents, reviews) asks for: the
 * whole list, one record, or a segment that can name no record (`abc`, `0`, an id past the
 * database's range), checked with the rule the server applies to the same id.
 */
export type RecordSelection = { kind: 'list' } | { kind: 'one'; id: number } | { kind: 'invalid' };

export function recordSelection(param: string | undefined): RecordSelection {
  if (param === undefined) return { kind: 'list' };
  const id = idParamSchema.safeParse(param);
  return id.success ? { kind: 'one', id: id.data } : { kind: 'invalid' };
}

/** The part of a query's result a records page reads. */
type QueryState<Data> = { isPending: boolean; isError: boolean; error: unknown; data: Data | undefined };

/** What a records page shows: placeholders, the loading error, "not found", or its rows. */
export type RecordsView<Row> =
  | { state: 'loading' }
  | { state: 'error'; error: unknown }
  | { state: 'notFound' }
  | { state: 'ready'; records: Row[] };

/**
 * Whether the server says the record is not there for this user: missing, someone else's (the
 * server answers those alike, 404), or an id it refuses to read (400).
 */
export function isMissingRecord(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

/**
 * The whole list, or one record from its own query (asked for by its id), so an id that names
 * nothing, or a record this user may not see, reads "not found", never an empty list that reads
 * as if there were no records at all.
 */
export function recordsView<Row>(
  selection: RecordSelection,
  list: QueryState<Row[]>,
  one: QueryState<Row>,
): RecordsView<Row> {
  if (selection.kind === 'invalid') return { state: 'notFound' };
  if (selection.kind === 'one') {
    if (one.isError) return isMissingRecord(one.error) ? { state: 'notFound' } : { state: 'error', error: one.error };
    return one.data === undefined ? { state: 'loading' } : { state: 'ready', records: [one.data] };
  }
  return listView(list);
}

/** A list that is only ever whole (the audit log): placeholders, its loading error, or its rows. */
export function listView<Row>(list: QueryState<Row[]>): RecordsView<Row> {
  if (list.isError) return { state: 'error', error: list.error };
  return list.data === undefined ? { state: 'loading' } : { state: 'ready', records: list.data };
}
