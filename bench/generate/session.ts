import type pg from 'pg';

/**
 * The one connection the generator works on: memory for its sorts and temporary tables, and
 * `pg_temp.rnd(n, salt)`, a uniform number in [0, 1) made from a hash of n and salt. Hashing
 * instead of random() makes every run generate the same shop, so benchmark runs compare.
 */
export async function prepareSession(client: pg.ClientBase) {
  await client.query(`
    SET maintenance_work_mem = '1GB';
    SET work_mem = '256MB';
    SET temp_buffers = '512MB';
    -- Only this session's commits: a crash mid-run is answered by running the generator again.
    SET synchronous_commit = off;
    CREATE FUNCTION pg_temp.rnd(n bigint, salt bigint) RETURNS double precision
      LANGUAGE sql IMMUTABLE PARALLEL SAFE
      AS $$ SELECT (hashint8extended(n, salt) & 4503599627370495)::double precision / 4503599627370496 $$;
  `);
}

/** Where an identity column's sequence goes on after rows inserted with explicit ids. */
export async function continueIdentity(client: pg.ClientBase, table: string) {
  await client.query(
    `SELECT setval(pg_get_serial_sequence($1, 'id'), coalesce((SELECT max(id) FROM ${table}), 0) + 1, false)`,
    [table],
  );
}
