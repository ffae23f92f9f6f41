import type pg from 'pg';

/*
 * What a backup holds: every base table of the shop's three schemas (its own tables in public,
 * Drizzle's migration journal, graphile-worker's job queue) and every sequence there, in an
 * order that loads parents before the rows that refer to them.
 */

export const SHOP_SCHEMAS = ['public', 'drizzle', 'graphile_worker'] as const;

export type ShopTable = {
  /** `"schema"."table"`, quoted for SQL. */
  sql: string;
  /** `schema.table`, the file name in a backup. */
  name: string;
  /** The columns COPY reads and writes: every column but generated ones, which PostgreSQL computes. */
  columns: string[];
};

const quote = (identifier: string) => `"${identifier.replaceAll('"', '""')}"`;

export async function shopTables(client: pg.ClientBase): Promise<ShopTable[]> {
  const { rows: tables } = await client.query<{ schema: string; table: string; oid: number }>(
    `SELECT n.nspname AS schema, c.relname AS table, c.oid::int AS oid
       FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE c.relkind IN ('r', 'p') AND n.nspname = ANY($1) ORDER BY n.nspname, c.relname`,
    [SHOP_SCHEMAS],
  );
  const { rows: columns } = await client.query<{ oid: number; column: string }>(
    `SELECT attrelid::int AS oid, attname AS column FROM pg_attribute
      WHERE attrelid = ANY($1::oid[]) AND attnum > 0 AND NOT attisdropped AND attgenerated = ''
      ORDER BY attrelid, attnum`,
    [tables.map((table) => table.oid)],
  );
  const { rows: references } = await client.query<{ child: number; parent: number }>(
    `SELECT conrelid::int AS child, confrelid::int AS parent FROM pg_constraint
      WHERE contype = 'f' AND conrelid = ANY($1::oid[]) AND conrelid <> confrelid`,
    [tables.map((table) => table.oid)],
  );

  // Parents first (a depth-first walk of the foreign keys); a cycle would need deferred
  // constraints, and the shop has none.
  const ordered: typeof tables = [];
  const placed = new Set<number>();
  const visiting = new Set<number>();
  const byOid = new Map(tables.map((table) => [table.oid, table]));
  const place = (oid: number) => {
    if (placed.has(oid)) return;
    if (visiting.has(oid)) throw new Error(`The foreign keys of ${byOid.get(oid)?.table} form a cycle`);
    visiting.add(oid);
    for (const reference of references)
      if (reference.child === oid && byOid.has(reference.parent)) place(reference.parent);
    visiting.delete(oid);
    placed.add(oid);
    ordered.push(byOid.get(oid)!);
  };
  for (const table of tables) place(table.oid);

  return ordered.map((table) => ({
    sql: `${quote(table.schema)}.${quote(table.table)}`,
    name: `${table.schema}.${table.table}`,
    columns: columns.filter((column) => column.oid === table.oid).map((column) => quote(column.column)),
  }));
}

export type SequenceValue = { name: string; lastValue: string; isCalled: boolean };

export async function sequenceValues(client: pg.ClientBase): Promise<SequenceValue[]> {
  const { rows } = await client.query<{ schema: string; name: string }>(
    `SELECT n.nspname AS schema, c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE c.relkind = 'S' AND n.nspname = ANY($1) ORDER BY 1, 2`,
    [SHOP_SCHEMAS],
  );
  const values: SequenceValue[] = [];
  for (const row of rows) {
    const name = `${quote(row.schema)}.${quote(row.name)}`;
    const { rows: state } = await client.query<{ last_value: string; is_called: boolean }>(
      `SELECT last_value::text, is_called FROM ${name}`,
    );
    values.push({ name, lastValue: state[0]!.last_value, isCalled: state[0]!.is_called });
  }
  return values;
}

/** A content hash of each table: every row's text, sorted, so equal contents give equal hashes. */
export async function tableHashes(
  client: pg.ClientBase,
  tables: ShopTable[],
): Promise<Record<string, { rows: number; md5: string }>> {
  const hashes: Record<string, { rows: number; md5: string }> = {};
  for (const table of tables) {
    const { rows } = await client.query<{ rows: number; md5: string }>(
      `SELECT count(*)::int AS rows, md5(coalesce(string_agg(t::text, E'\\n' ORDER BY t::text), '')) AS md5 FROM ${table.sql} t`,
    );
    hashes[table.name] = rows[0]!;
  }
  return hashes;
}
