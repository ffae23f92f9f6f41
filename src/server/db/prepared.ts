import { Placeholder } from 'drizzle-orm';
import { type Database, queryLogOf } from './client';

/**
 * A read built once with Drizzle (its text and its parameters' placeholders) and run many times
 * without building it again: the hot catalogue reads rebuilt their query on every request, about
 * a sixth of a product request's CPU. With a `name` it is a prepared statement: each
 * connection parses and plans it on its first use only. Only for statements whose best plan does
 * not depend on the values: PostgreSQL may keep one generic plan for a named statement after a
 * few runs, so a filter whose plan turns on how many rows match (a category, a search) stays
 * unnamed and is planned for its own values every time.
 */
export type PreparedRead = {
  name: string | undefined;
  text: string;
  /** The placeholder each parameter is filled from, in order. */
  params: readonly string[];
};

/** What Drizzle's `.toSQL()` answers for a query built with `sql.placeholder(…)` values only. */
export function preparedRead(name: string | undefined, query: { sql: string; params: unknown[] }): PreparedRead {
  const params = query.params.map((param) => {
    if (!(param instanceof Placeholder)) {
      // A literal would be frozen into every run: the builder must take it as a placeholder.
      throw new Error(`A prepared read takes placeholders only, not ${JSON.stringify(param)}: ${query.sql}`);
    }
    return param.name as string;
  });
  return { name, text: query.sql, params };
}

/** The values of `read`'s parameters from `input`, in order. */
export function preparedValues(read: PreparedRead, input: Readonly<Record<string, unknown>>): unknown[] {
  const values = new Array<unknown>(read.params.length);
  for (let index = 0; index < values.length; index += 1) values[index] = input[read.params[index]!];
  return values;
}

/**
 * Runs `read` on the database's pool, rows as arrays in the select's column order (as Drizzle
 * reads them: two columns may share a name). Told to the database's query log like Drizzle's own
 * statements, so the tests that count or explain statements see these too.
 */
export async function runPrepared<Row extends unknown[]>(
  db: Database,
  read: PreparedRead,
  input: Readonly<Record<string, unknown>>,
): Promise<Row[]> {
  const values = preparedValues(read, input);
  queryLogOf(db)?.(read.text, values);
  const result = await db.$client.query<Row>({ name: read.name, text: read.text, values, rowMode: 'array' });
  return result.rows;
}
