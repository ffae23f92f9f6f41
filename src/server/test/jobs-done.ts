import type pg from 'pg';

/**
 * Resolves once the job queue has run dry: no job running and none due within `horizonMs` (a
 * job that retries later, or a reminder for another day, is not waited for). What the test's
 * steps set off has then happened; each mail job ends after the mailbox accepted its mail, so
 * every mail sent is in it. What tests waited a fixed moment for ("once the queue is idle"),
 * waited for as it happens.
 */
export async function jobsDone(pool: pg.Pool, { horizonMs = 2000, timeoutMs = 20_000 } = {}): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { rows } = await pool.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM graphile_worker._private_jobs
        WHERE attempts < max_attempts AND (locked_at IS NOT NULL OR run_at <= now() + $1 * interval '1 millisecond')`,
      [horizonMs],
    );
    if (rows[0]!.n === 0) return;
    if (Date.now() > deadline) throw new Error(`The job queue still had ${rows[0]!.n} job(s) after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
