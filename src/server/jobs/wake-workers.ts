/*
 * graphile-worker's workers LISTEN on this channel: its add_job sends a NOTIFY on it when the
 * adding transaction commits, with how many jobs were added, and that many idle workers look for
 * a job at once. The shop sends the same NOTIFY where a job becomes due without being added: at
 * its time (wake-when-due.ts), and when a dead worker's jobs are unlocked (worker-liveness.ts).
 */
const NEW_JOB_CHANNEL = 'jobs:insert';

/** An SQL expression that wakes `count` (an SQL expression) idle workers. */
export const wakeWorkersSql = (count: string) =>
  `pg_notify('${NEW_JOB_CHANNEL}', json_build_object('count', ${count})::text)`;
