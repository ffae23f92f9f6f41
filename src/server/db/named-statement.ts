import { createHash } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import type { Executor } from './client';

/*
 * A statement sent as a named (prepared) statement: PostgreSQL parses and plans it
 * the first time a connection sees it and reuses that plan after, where an unnamed one is planned
 * on every call (planning was half of a booking's database time). Its name is made from its
 * text, so one text is one name on every connection. Only for statements whose text the code
 * fixes (values are parameters): each distinct text stays prepared on every connection that ran
 * it, for the connection's life. Drizzle's logger sees it as any other statement.
 */

/** Names by text; texts are the code's, a few dozen, so the map stays small (capped all the same). */
const names = new Map<string, string>();
const MAX_NAMES = 1000;

function nameOf(text: string) {
  let name = names.get(text);
  if (name === undefined) {
    name = `fh_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
    if (names.size < MAX_NAMES) names.set(text, name);
  }
  return name;
}

type Internals = {
  dialect: { sqlToQuery(query: SQL): { sql: string; params: unknown[] } };
  session: {
    prepareQuery(
      query: { sql: string; params: unknown[] },
      fields: undefined,
      name: string,
      arrayMode: boolean,
    ): { execute(): Promise<unknown> };
  };
};

/** Runs `query` on `executor` (the pool or an open transaction) as a named statement; its rows. */
export async function namedStatement<Row extends Record<string, unknown>>(
  executor: Executor,
  query: SQL,
): Promise<{ rows: Row[] }> {
  // Drizzle's execute() with a name: the same session and logger, the statement prepared once per connection.
  const { dialect, session } = executor as unknown as Internals;
  const built = dialect.sqlToQuery(query);
  return (await session.prepareQuery(built, undefined, nameOf(built.sql), false).execute()) as { rows: Row[] };
}

/** The configs Drizzle's prepared query sends, read when it runs (node-postgres/session.js). */
type SentConfigs = { queryConfig: { name?: string; text: string }; rawQueryConfig: { name?: string } };

/**
 * Runs a Drizzle select as a named statement, its rows mapped as the select maps them. Drizzle
 * names a prepared select by the caller's name; the name is its text's here (as above), set
 * once the select is built, so the text is built once.
 */
export function namedSelect<Result>(select: {
  prepare(name: string): { execute(): Promise<Result> };
}): Promise<Result> {
  const prepared = select.prepare('unnamed');
  const configs = prepared as unknown as SentConfigs;
  const name = nameOf(configs.queryConfig.text);
  configs.queryConfig.name = name;
  configs.rawQueryConfig.name = name;
  return prepared.execute();
}

/**
 * A LIMIT the code fixes, written into the statement's text for `select.limit()` (which would
 * send it as a parameter). PostgreSQL keeps one plan for a named statement only when that plan's
 * estimate is as good as those it made for the values; a LIMIT parameter is estimated at a tenth
 * of the table, so it planned the rental list afresh on every call (600 custom plans of 600; with
 * the limit in the text, 595 runs on one generic plan, 1.6 against 2.7 ms a list). Only for limits
 * the code fixes, a few texts in all: a limit a request chose stays a parameter.
 */
export function fixedLimit(limit: number): number {
  if (!Number.isSafeInteger(limit) || limit < 0) throw new Error(`A fixed LIMIT is a whole number, not ${limit}`);
  // Drizzle writes an SQL chunk given as the limit as it is (pg-core/dialect.js, buildSelectQuery).
  return sql.raw(String(limit)) as unknown as number;
}
