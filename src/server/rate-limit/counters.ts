import { type SQL, sql } from 'drizzle-orm';
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

/**
 * The hit as one statement: the key's count inserted or added one, returning the new count and
 * the seconds to the window's end. `after`, when given, is a SELECT of one row run first in the
 * same statement (a booking's lock, decision 106): the counter is written once it has its row.
 */
export function hitStatement(key: string, windowSeconds: number, after?: SQL): SQL {
  const window = `${windowSeconds} seconds`;
  // The window is the database's clock (one for every process). The CTE removes a few expired
  // rows of other keys; this key's own expired row is restarted by the upsert instead.
  return sql`
    WITH ${after ? sql`before_hit AS MATERIALIZED (${after}), ` : sql``}cleaned AS (
      DELETE FROM rate_limit_counters WHERE key IN (
        SELECT key FROM rate_limit_counters
        WHERE expires_at < now() AND key <> ${key}
        LIMIT ${CLEANED_PER_HIT} FOR UPDATE SKIP LOCKED
      )
    )
    INSERT INTO rate_limit_counters AS counter (key, count, expires_at)
    SELECT ${key}, 1, now() + ${window}::interval${after ? sql` FROM before_hit` : sql``}
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN counter.expires_at <= now() THEN 1 ELSE counter.count + 1 END,
      expires_at = CASE WHEN counter.expires_at <= now() THEN now() + ${window}::interval ELSE counter.expires_at END
    RETURNING count, greatest(1, ceil(extract(epoch FROM expires_at - now())))::int AS retry_after
  `;
}

/** What a hit statement answered, against the limit. */
export function hitResult(row: { count: number; retry_after: number }, limit: number): HitResult {
  const allowed = row.count <= limit;
  return { allowed, count: row.count, retryAfterSeconds: allowed ? 0 : row.retry_after };
}

/**
 * A rate limit a route's own transaction counts, in a statement it runs anyway (decision 106):
 * a booking counts its customer's hit in the statement that takes the customer's lock, one round
 * trip fewer than a statement of its own. When that transaction rolls back (a refused booking),
 * its hit went with it, and `countAlone` counts it: every request counts once, booked or not.
 */
export type CountedLimit = {
  /** The hit as one statement that runs `first` (a SELECT of one row) before it. */
  statement(first: SQL): SQL;
  /** The 429 to answer for what that statement returned, past the limit; else null. */
  check(row: { count: number; retry_after: number }): Error | null;
  /** Counts the hit on its own; the 429 to answer past the limit, else null. */
  countAlone(): Promise<Error | null>;
};

export function createRateLimiter(db: Database): RateLimiter {
  return {
    async hit(key, limit, windowSeconds) {
      const { rows } = await db.execute<{ count: number; retry_after: number }>(hitStatement(key, windowSeconds));
      return hitResult(rows[0]!, limit);
    },
    async refund(key) {
      await db.execute(
        sql`UPDATE rate_limit_counters SET count = count - 1 WHERE key = ${key} AND count > 0 AND expires_at > now()`,
      );
    },
  };
}
