import { statfs, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { isDiskFull } from '../disk-full';

export type DatabaseHealth = { status: 'up'; latencyMs: number } | { status: 'down'; error: unknown };
export type DiskHealth = { status: 'ok' } | { status: 'full' | 'unwritable'; error?: unknown };

/** A load balancer asks often and waits little: a database this slow to say "1" counts as down. */
const DATABASE_ANSWER_MS = 3_000;
/**
 * Below this, DATA_DIR's disk counts as full: PostgreSQL writes its log (WAL) 16 MB at a time,
 * and an upload or a mail needs a few MB, so a disk with less is failing its writes already.
 */
export const MIN_FREE_BYTES = 32 * 1024 * 1024;

export function createHealthService(db: Database, dataDir: string) {
  return {
    /** A round trip to the database, timed; one that does not come back in time is down. */
    async checkDatabase(): Promise<DatabaseHealth> {
      const started = performance.now();
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`the database did not answer within ${DATABASE_ANSWER_MS} ms`)),
          DATABASE_ANSWER_MS,
        );
      });
      try {
        await Promise.race([db.execute(sql`SELECT 1`), late]);
        return { status: 'up', latencyMs: Math.round((performance.now() - started) * 10) / 10 };
      } catch (error) {
        return { status: 'down', error };
      } finally {
        clearTimeout(timer);
      }
    },

    /**
     * DATA_DIR's disk (the embedded database, uploads, the outbox): room left, and a small write
     * that really lands, which also tells a disk that is read-only or failing.
     */
    async checkDisk(): Promise<DiskHealth> {
      try {
        const { bavail, bsize } = await statfs(dataDir);
        if (bavail * bsize < MIN_FREE_BYTES) return { status: 'full' };
        await writeFile(join(dataDir, '.disk-check'), `${Date.now()}\n`, { mode: 0o600 });
        return { status: 'ok' };
      } catch (error) {
        return { status: isDiskFull(error) ? 'full' : 'unwritable', error };
      }
    },
  };
}

export type HealthService = ReturnType<typeof createHealthService>;
