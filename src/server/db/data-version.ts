import { sql } from 'drizzle-orm';
import type { Database } from './client';

/**
 * Where the data of the answers kept between changes stands (decisions 103 and 107): `version`,
 * the value of shop_feed_changes, which every statement that may change the shop's feed or the
 * utilisation report moves; `settled`, that no transaction that moved it was still under way
 * once it was read. Rows read after a settled read show every change counted up to `version`;
 * only those are kept under it.
 */
export type DataVersion = { version: string; settled: boolean };

/**
 * Reads the version, at most one statement at a time: a request that arrives while one is
 * running waits for the next one, which starts after it arrived, so no request is answered from
 * a read older than itself, and twenty readers at once cost two reads. One at a time also keeps
 * this process's reads from taking the lock from one another (they would read unsettled).
 */
export function dataVersions(db: Database): () => Promise<DataVersion> {
  let running: Promise<DataVersion> | undefined;
  let next: Promise<DataVersion> | undefined;

  function start(): Promise<DataVersion> {
    // On its own, outside any transaction: shop_feed_version() holds its lock until the statement's ends.
    const read = db
      .execute<{ version: string; settled: boolean }>(sql`SELECT version::text, settled FROM shop_feed_version()`)
      .then(({ rows }) => ({ version: rows[0]!.version, settled: rows[0]!.settled }))
      .finally(() => {
        if (running === read) running = undefined;
      });
    running = read;
    return read;
  }

  return () => {
    if (next) return next;
    if (!running) return start();
    const after = running
      .catch(() => undefined)
      .then(() => {
        next = undefined;
        return start();
      });
    next = after;
    return after;
  };
}
