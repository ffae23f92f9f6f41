import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../shared/calendar-date';
import { runningJob } from '../jobs/queue';
import { insertItems, insertProduct } from '../test/factories';
import { createTestApp, TEST_TODAY, type TestApp } from '../test/test-app';
import { watchSentStatements } from '../test/sent-statements';

/*
 * Issue 33: what one single-line booking (POST /api/rentals by a signed-in customer, with an
 * Idempotency-Key as the web app's cart sends) costs the database, counted so it cannot creep
 * back. Every statement sent on any connection is seen (pg's Client.query) and told apart:
 * - the request's (all that is neither a job's nor the queue's own nor this test's): the session read, BEGIN … COMMIT of the booking (the
 *   customer's lock with their hit on the booking limit, what the checkout depends on, the write with its event and jobs), and
 *   anything after (an answer read again). BEGIN and COMMIT count: each is a round trip.
 * - each job's own statements (the task's, jobs/queue.ts runningJob()), for every job the booking
 *   queued, the confirmation mail among them.
 * Not counted: graphile-worker taking a job and marking it done (its own two statements per job,
 *   the same for any job), which is why the number of jobs a booking queues is asserted too.
 * The goal (issue 49): at most 5 for the request, 8 in all, no statement that reads back what the booking wrote, and every
 * statement of the booking's transaction a named (prepared) statement, planned once per
 * connection.
 */

type Seen = { text: string; name?: string; where: 'request' | 'job' | 'other'; task?: string; jobId?: string };

/**
 * The queue's own statements (taking, completing a job; the workers' heartbeats, worker-liveness.ts;
 * waking them for a job due, wake-when-due.ts)
 * and this test's look at the queue: the same for any job, and not the booking's.
 */
const notTheBookings = (text: string, name: string | undefined) =>
  name?.endsWith('/graphile_worker') === true ||
  (/graphile_worker\.(_private_jobs|force_unlock_workers)|graphile_worker"|job_workers|LISTEN|UNLISTEN|jobs:insert/.test(
    text,
  ) &&
    !/add_jobs?\(/.test(text));

let seen: Seen[] = [];
let stopWatching = () => {};

let t: TestApp;
let cookie: string;
let productId: number;
let productIds: number[];

beforeAll(async () => {
  // Every statement of every connection, with where it came from.
  stopWatching = watchSentStatements(({ text, name }) => {
    const job = runningJob();
    seen.push({
      text: text.trim(),
      name,
      where: job ? 'job' : notTheBookings(text, name) ? 'other' : 'request',
      task: job?.task,
      jobId: job?.jobId,
    });
  });
  t = await createTestApp();
  cookie = (await t.signIn({ email: 'statements@example.com' })).cookie;
  productIds = [];
  for (const name of ['Counted camera', 'Counted lens', 'Counted light']) {
    const product = await insertProduct(t.db, { name });
    await insertItems(t.db, product.id, 10);
    productIds.push(product.id);
  }
  productId = productIds[0]!;
});
afterAll(async () => {
  stopWatching();
  await t.close();
});

/** Until no job is waiting or running: the jobs of the booking before have done their statements. */
async function queueIdle() {
  for (let waited = 0; waited < 15_000; waited += 25) {
    const { rows } = await t.pool.query<{ busy: number }>(
      `SELECT count(*)::int AS busy FROM graphile_worker._private_jobs
        WHERE locked_at IS NOT NULL OR (run_at <= now() AND attempts < max_attempts)`,
    );
    if (rows[0]!.busy === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('The job queue did not empty');
}

/** One checkout on day `offset` from today, and the statements it and its jobs sent. */
async function book(offset: number, lines = 1, { sessionJustRead = false } = {}) {
  await queueIdle();
  // A request a moment before (refused for its body, after the session was read): the booking
  // comes well within SESSION_CACHE_MS of a read of the session, as a customer's next one does.
  if (sessionJustRead) {
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/rentals',
      headers: { cookie, origin: 'http://localhost:3000' },
      payload: {},
    });
    expect(refused.statusCode).toBe(400);
  }
  seen = [];
  const day = addDays(TEST_TODAY, offset);
  const line = { productId, dateFrom: day, dateTo: addDays(day, 1), quantity: 1 };
  const answer = await t.app.inject({
    method: 'POST',
    url: lines === 1 ? '/api/rentals' : '/api/orders',
    headers: { cookie, origin: 'http://localhost:3000', 'idempotency-key': randomUUID() },
    payload:
      lines === 1
        ? line
        : { lines: productIds.slice(0, lines).map((id) => ({ ...line, productId: id, dailyPrice: '10.00' })) },
  });
  expect(answer.statusCode, answer.body).toBe(201);
  await queueIdle();
  const requestStatements = seen.filter((statement) => statement.where === 'request');
  // The booking's jobs: the subscribers' deliveries of its event (a cron job is not the booking's).
  const jobStatements = seen.filter((statement) => statement.where === 'job' && statement.task?.startsWith('event:'));
  const tasks = [...new Set(jobStatements.map((statement) => statement.task))];
  return { answer: answer.json(), requestStatements, jobStatements, tasks };
}

const isSessionRead = (statement: Seen) => /from "(session|user)"/.test(statement.text);

/** The statements from BEGIN to COMMIT, and those after COMMIT. */
function transactionOf(statements: Seen[]) {
  const texts = statements.map((statement) => statement.text.toLowerCase());
  const begin = texts.indexOf('begin');
  const commit = texts.indexOf('commit');
  return { inside: statements.slice(begin + 1, commit), after: statements.slice(commit + 1) };
}

describe('a single-line booking', () => {
  it('costs at most 8 statements with its confirmation mail, none re-reading what it wrote', async () => {
    // The first booking reads the session and prepares the statements on its connection.
    const first = await book(10);
    expect(first.requestStatements.filter(isSessionRead)).toHaveLength(2);
    const { answer, requestStatements, jobStatements, tasks } = await book(12, 1, { sessionJustRead: true });
    // Within SESSION_CACHE_MS the customer's session is not read again (auth/session-cache.ts).
    expect(requestStatements.filter(isSessionRead)).toEqual([]);
    // BEGIN, the customer's lock with their hit on the booking limit (decision 106), what the
    // checkout depends on, the write (order, rental, units, event and its job), COMMIT.
    expect(requestStatements).toHaveLength(5);
    const { inside, after } = transactionOf(requestStatements);
    expect(inside).toHaveLength(3);
    expect(inside[0]!.text).toMatch(/pg_advisory_xact_lock[\s\S]*rate_limit_counters/);
    // Planned once per connection: each a named statement.
    expect(inside.filter((statement) => !statement.name)).toEqual([]);
    // Nothing read back after the write: the answer is what the write returned.
    expect(after).toEqual([]);
    // One job, the confirmation mail, reading what it tells in one statement.
    expect(tasks).toEqual(['event:mail']);
    expect(jobStatements).toHaveLength(1);
    expect(requestStatements.length + jobStatements.length).toBeLessThanOrEqual(8);
    expect(answer).toMatchObject({
      productId,
      quantity: 1,
      orderStatus: 'Placed',
      total: '20.00',
      items: [expect.objectContaining({ serialNumber: expect.any(String), checkedOutAt: null })],
      reviewStatus: expect.any(String),
    });
    // The confirmation, with the unit booked and the link to the order.
    const mail = await t.mailbox.waitFor('statements@example.com');
    expect(mail.text).toContain(`/account/orders/${answer.orderId}`);
    expect(mail.text).toContain(answer.items[0].serialNumber);
  });

  it('a checkout of three lines takes one statement per line more', async () => {
    const { answer, requestStatements, jobStatements, tasks } = await book(20, 3, { sessionJustRead: true });
    const { inside, after } = transactionOf(requestStatements);
    // The lock, the facts, one statement per line (the first writes the order, the last the event).
    expect(inside).toHaveLength(5);
    expect(inside.filter((statement) => !statement.name)).toEqual([]);
    expect(after).toEqual([]);
    expect(tasks).toEqual(['event:mail']);
    expect(jobStatements).toHaveLength(1);
    expect(answer).toMatchObject({ status: 'Placed', total: '60.00', paymentStatus: 'DueAtPickup' });
    expect(answer.rentals).toHaveLength(3);
  });
});
