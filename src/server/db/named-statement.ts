import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
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
