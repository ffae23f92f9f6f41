import type pg from 'pg';

/** Any fixed number: the key of PostgreSQL's advisory lock that processes starting together share. */
const STARTUP_LOCK = 0x46_48_01; // "FH", 1

/**
 * Runs `work` (migrations, the demo shop's first filling) while no other Framehire process is
 * doing the same on this database. Several processes start at once behind a load balancer, and
 * two that migrate or seed side by side would both see an empty database. The lock is a session
 * lock on one connection of its own, so PostgreSQL frees it if this process dies mid-way.
 */
export async function withStartupLock<T>(pool: pg.Pool, work: () => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [STARTUP_LOCK]);
    try {
      return await work();
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [STARTUP_LOCK]);
    }
  } finally {
    client.release();
  }
}
