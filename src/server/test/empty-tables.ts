import type pg from 'pg';

/*
 * Empties the shop's tables between two tests as `TRUNCATE … RESTART IDENTITY CASCADE` of
 * `roots` would, in a few milliseconds instead of about 160: a TRUNCATE makes new files for
 * every table and index it touches, while these tables hold a test's handful of rows. The same
 * tables go (the roots and every table whose foreign keys lead to one), their sequences restart,
 * and the catalogue version and the shop feed's changes move as the TRUNCATE's triggers would
 * move them, so no cache keeps a page or a feed of the test before. Decisions 060 and 103.
 */

const q = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** The statements that empty `roots` and every table referring to them, for one database. */
export async function emptyTablesStatement(pool: pg.Pool, roots: string[]): Promise<string> {
  const { rows: tables } = await pool.query<{ name: string }>(
    `WITH RECURSIVE reached(oid) AS (
       SELECT c.oid FROM pg_class c WHERE c.relnamespace = 'public'::regnamespace AND c.relname = ANY($1)
       UNION
       SELECT k.conrelid FROM pg_constraint k JOIN reached r ON k.confrelid = r.oid WHERE k.contype = 'f'
     )
     SELECT c.relname AS name FROM reached r JOIN pg_class c ON c.oid = r.oid ORDER BY c.relname`,
    [roots],
  );
  if (tables.length < roots.length) throw new Error(`Not every table of ${roots.join(', ')} exists`);
  const names = tables.map((table) => table.name);
  // The sequences of their serial and identity columns, as RESTART IDENTITY finds them.
  const { rows: sequences } = await pool.query<{ name: string }>(
    `SELECT s.relname AS name FROM pg_depend d
       JOIN pg_class s ON s.oid = d.objid AND s.relkind = 'S'
       JOIN pg_class t ON t.oid = d.refobjid
      WHERE d.deptype IN ('a', 'i') AND t.relnamespace = 'public'::regnamespace AND t.relname = ANY($1)
      ORDER BY s.relname`,
    [names],
  );
  return [
    'BEGIN',
    // Foreign keys and the shop's row triggers (issued invoices refuse a DELETE) are triggers:
    // off for this transaction, as TRUNCATE skips them.
    'SET LOCAL session_replication_role = replica',
    ...names.map((name) => `DELETE FROM ${q(name)}`),
    ...sequences.map((sequence) => `ALTER SEQUENCE ${q(sequence.name)} RESTART`),
    'UPDATE catalogue_version SET version = version + 1 WHERE id = 1',
    // As shop_feed_changed() does (migration 0045): its lock, then the move.
    "SELECT pg_advisory_xact_lock_shared(1717920868, 1), nextval('shop_feed_changes')",
    'COMMIT',
  ].join(';\n');
}
