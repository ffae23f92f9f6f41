import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';

export type HitResult = { allowed: boolean; count: number; retryAfterSeconds: number };

export type RateLimiter = {
  /**
   * Counts one hit on `key` in a fixed window of `windowSeconds` and says whether it is within
   * `limit`. One statement (insert or add one, returning the new count), so concurrent requests
   * in any number of processes never both get the last allowed hit.
   */
  hit(key: string, limit: number, windowSeconds: number): Promise<HitResult>;
  /** Takes a hit back: a sign-in that succeeded is not a failed attempt (decision 023). */
  refund(key: string): Promise<void>;
};

/** Expired rows removed by each hit: a few, so cleaning never slows a request, yet keeps up. */
const CLEANED_PER_HIT = 20;

export function createRateLimiter(db: Database): RateLimiter {
  return {
    async hit(key, limit, windowSeconds) {
      const window = `${windowSeconds} seconds`;
      // The window is the database's clock (one for every process). The CTE removes a few expired
      // rows of other keys; this key's own expired row is restarted by the upsert instead.
      const { rows } = await db.execute<{ count: number; retry_after: number }>(sql`
        WITH cleaned AS (
          DELETE FROM rate_limit_counters WHERE key IN (
            SELECT key FROM rate_limit_counters
            WHERE expires_at < now() AND key <> ${key}
            LIMIT ${CLEANED_PER_HIT} FOR UPDATE SKIP LOCKED
          )
        )
        INSERT INTO rate_limit_counters AS counter (key, count, expires_at)
        VALUES (${key}, 1, now() + ${window}::interval)
        ON CONFLICT (key) DO UPDATE SET
          count = CASE WHEN counter.expires_at <= now() THEN 1 ELSE counter.count + 1 END,
          expires_at = CASE WHEN counter.expires_at <= now() THEN now() + ${window}::interval ELSE counter.expires_at END
        RETURNING count, greatest(1, ceil(extract(epoch FROM expires_at - now())))::int AS retry_after
      `);
      const { count, retry_after } = rows[0]!;
      const allowed = count <= limit;
      return { allowed, count, retryAfterSeconds: allowed ? 0 : retry_after };
    },
    async refund(key) {
      await db.execute(
        sql`UPDATE rate_limit_counters SET count = count - 1 WHERE key = ${key} AND count > 0 AND expires_at > now()`,
      );
    },
  };
}
