import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import type pg from 'pg';
import { inTransaction } from './client-transaction';

/*
 * A restore that fails takes away what it made and nothing else, so the retry starts where the
 * first one did: the database objects its migrations created (an empty database stays empty;
 * the operator's own objects stay), the uploaded files it copied, and in DATA_DIR the entries
 * it created (the embedded database's folder, its password, the uploads folder).
 */

/** The database's objects a restore's migrations could create, by kind, before it ran. */
export type DatabaseObjects = {
  schemas: string[];
  extensions: string[];
  /** `schema.name` of relations, types and functions in public. */
  relations: string[];
  types: string[];
  functions: string[];
};

const OBJECTS_SQL = {
  schemas: `SELECT format('%I', nspname) AS name FROM pg_namespace WHERE nspname NOT LIKE 'pg\\_%' AND nspname <> 'information_schema'`,
  extensions: `SELECT format('%I', extname) AS name FROM pg_extension`,
  // Objects an extension brings are dropped with it; a table's own row type and sequences owned by a column go with the table.
  relations: `SELECT format('%I.%I', n.nspname, c.relname) AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p', 'v', 'm', 'S', 'f')
        AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_class'::regclass AND d.objid = c.oid AND d.deptype IN ('e', 'a', 'i'))`,
  types: `SELECT format('%I.%I', n.nspname, t.typname) AS name FROM pg_type t JOIN pg_namespace n ON n.oid = t.typnamespace
      WHERE n.nspname = 'public' AND t.typtype IN ('e', 'd', 'r', 'm')
        AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_type'::regclass AND d.objid = t.oid AND d.deptype IN ('e', 'a', 'i'))`,
  functions: `SELECT format('%I.%I(%s)', n.nspname, p.proname, pg_get_function_identity_arguments(p.oid)) AS name
      FROM pg_proc p JOIN pg_namespace n ON n.oid = p.pronamespace
      WHERE n.nspname = 'public'
        AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_proc'::regclass AND d.objid = p.oid AND d.deptype IN ('e', 'a', 'i'))`,
} as const;

export async function databaseObjects(pool: pg.Pool): Promise<DatabaseObjects> {
  const objects = {} as DatabaseObjects;
  for (const [kind, query] of Object.entries(OBJECTS_SQL) as [keyof DatabaseObjects, string][]) {
    const { rows } = await pool.query<{ name: string }>(query);
    objects[kind] = rows.map((row) => row.name);
  }
  return objects;
}

/** Drops every object that is in the database now and was not in `before`, in one transaction. */
export async function dropObjectsSince(pool: pg.Pool, before: DatabaseObjects) {
  const now = await databaseObjects(pool);
  const added = (kind: keyof DatabaseObjects) => now[kind].filter((name) => !before[kind].includes(name));
  await inTransaction(pool, async (client) => {
    // IF EXISTS: a CASCADE above may already have taken an object along.
    for (const name of added('schemas')) await client.query(`DROP SCHEMA IF EXISTS ${name} CASCADE`);
    for (const name of added('relations')) {
      const kind = await relationKind(client, name);
      if (kind) await client.query(`DROP ${kind} ${name} CASCADE`);
    }
    for (const name of added('functions')) await client.query(`DROP ROUTINE IF EXISTS ${name} CASCADE`);
    for (const name of added('types')) await client.query(`DROP TYPE IF EXISTS ${name} CASCADE`);
    for (const name of added('extensions')) await client.query(`DROP EXTENSION IF EXISTS ${name} CASCADE`);
  });
}

const KINDS: Record<string, string> = {
  r: 'TABLE',
  p: 'TABLE',
  v: 'VIEW',
  m: 'MATERIALIZED VIEW',
  S: 'SEQUENCE',
  f: 'FOREIGN TABLE',
};

/** DROP's word for the relation `name`, or null when it is gone already. */
async function relationKind(client: pg.PoolClient, name: string): Promise<string | null> {
  const { rows } = await client.query<{ kind: string | null }>(
    `SELECT (SELECT relkind::text FROM pg_class WHERE oid = to_regclass($1)) AS kind`,
    [name],
  );
  const kind = rows[0]?.kind;
  return kind ? (KINDS[kind] ?? null) : null;
}

/** What a restore may create in DATA_DIR, by name: only these are ever taken away. */
const RESTORE_MADE = ['postgres', 'secrets.json', 'uploads'];

/**
 * DATA_DIR as a restore found it; `undo()` takes away the entries above that it did not hold then,
 * and DATA_DIR itself when the restore created it and nothing else is in it now.
 */
export function dataDirAsFound(dataDir: string) {
  const existed = existsSync(dataDir);
  const held = new Set(existed ? readdirSync(dataDir) : []);
  return {
    undo() {
      if (!existsSync(dataDir)) return;
      for (const name of RESTORE_MADE)
        if (!held.has(name)) rmSync(join(dataDir, name), { recursive: true, force: true });
      if (!existed && readdirSync(dataDir).length === 0) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
