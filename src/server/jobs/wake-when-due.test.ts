import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '../test/stripe-test-app';
import { createTestApp, type TestApp } from '../test/test-app';
import { startJobWorker } from './queue';

/*
 * The job queue's workers with their default poll (an hour apart, a safety net): a job due later
 * runs when it is due, because the worker that found nothing to do read when the next falls due
 * (wake-when-due.ts). Without that, the job below would wait for the next poll, an hour away.
 */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('a job due later', () => {
  it('runs when it is due, and a retry after its backoff, with no poll in between', async () => {
    const ran: { at: number; attempt: number }[] = [];
    const worker = await startJobWorker({
      pool: t.pool,
      tasks: {
        'wake-test': async (_payload, helpers) => {
          ran.push({ at: Date.now(), attempt: helpers.job.attempts });
          // The first try fails: graphile-worker retries it e^1 ≈ 2.7 s later.
          if (helpers.job.attempts === 1) throw new Error('not yet');
        },
      },
      logError: () => {},
    });
    try {
      const asked = Date.now();
      await t.pool.query(
        `SELECT graphile_worker.add_job('wake-test', '{}'::json, run_at => now() + interval '1.5 seconds')`,
      );
      await eventually(async () => ran.length === 2, 15_000);
      expect(ran[0]!.at - asked).toBeGreaterThanOrEqual(1_400);
      expect(ran[1]!.attempt).toBe(2);
      expect(ran[1]!.at - ran[0]!.at).toBeGreaterThanOrEqual(2_500);
    } finally {
      await worker.stop();
    }
  }, 30_000);
});
