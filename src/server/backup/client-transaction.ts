import type pg from 'pg';

/**
 * Runs `work` on one connection of `pool` inside a transaction: committed when it returns, rolled
 * back when it throws (a failed rollback keeps the first error). The scripts speak plain pg, not
 * Drizzle: COPY streams and DDL run on the connection itself.
 */
export async function inTransaction<T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const result = await work(client);
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}
