import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays } from '../../shared/calendar-date';
import { insertItems, insertProduct, insertRental } from '../test/factories';
import { createTestApp, TEST_TODAY, type TestApp } from '../test/test-app';

/*
 * An administrator could report an incident on a customer's rental: it was stored as the
 * customer's own, left no trace in the audit log, and stopped the customer from cancelling.
 * Now it is the administrator's (byShop, reportedBy), audited, and the customer may still cancel
 * before the first day (SPEC section 6); the customer's own report still stops a cancel.
 */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.reset());

type Session = Awaited<ReturnType<TestApp['signIn']>>;

const send = (session: Session, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { cookie: session.cookie, origin: session.origin }, payload });

async function futureRental(userId: string) {
  const product = await insertProduct(t.db);
  const [item] = await insertItems(t.db, product.id, 1);
  return insertRental(t.db, {
    userId,
    productId: product.id,
    dateFrom: addDays(TEST_TODAY, 4),
    dateTo: addDays(TEST_TODAY, 6),
    itemIds: [item!.id],
  });
}

const auditEntries = async () =>
  (
    await t.pool.query(
      'SELECT actor_id, actor_name, action, entity, entity_id, before, after FROM audit_log ORDER BY id',
    )
  ).rows;

describe("an administrator's incident report on a customer's rental", () => {
  let ana: Session;
  let admin: Session;

  beforeEach(async () => {
    ana = await t.signIn({ email: 'ana@example.com', fullName: 'Ana Customer' });
    admin = await t.signIn({ email: 'admin@example.com', fullName: 'Ada Admin', isAdmin: true });
  });

  it("is recorded as the administrator's and written to the audit log", async () => {
    const rental = await futureRental(ana.id);
    const reported = await send(admin, 'POST', `/api/rentals/${rental.id}/incident`, {
      type: 'Payment',
      description: 'The card was declined.',
    });
    expect(reported.statusCode, reported.body).toBe(201);
    expect(reported.json()).toMatchObject({ userId: ana.id, byShop: true });
    const id = reported.json().id;

    const { rows } = await t.pool.query('SELECT user_id, reported_by, by_shop FROM incidents WHERE id = $1', [id]);
    expect(rows).toEqual([{ user_id: ana.id, reported_by: admin.id, by_shop: true }]);
    const shown = (await send(admin, 'GET', `/api/admin/incidents/${id}`)).json();
    expect(shown).toMatchObject({ userName: 'Ana Customer', reporterName: 'Ada Admin', byShop: true });

    const entries = await auditEntries();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actor_id: admin.id,
      actor_name: 'Ada Admin',
      action: 'create',
      entity: 'incident',
      entity_id: id,
      before: null,
    });
    expect(entries[0].after).toMatchObject({ description: 'The card was declined.', reporterName: 'Ada Admin' });
    // The customer sees it on the rental, marked as the shop's.
    const own = (await send(ana, 'GET', `/api/rentals/${rental.id}`)).json();
    expect(own.incident).toEqual({ id, status: 'Open', byShop: true });
  });

  it('does not stop the customer from cancelling; the report leaves with the rental and stays in the audit log', async () => {
    const rental = await futureRental(ana.id);
    const reported = await send(admin, 'POST', `/api/rentals/${rental.id}/incident`, {
      type: 'Other',
      description: 'Customer asked to pick up late.',
    });
    const id = reported.json().id;

    const cancelled = await send(ana, 'DELETE', `/api/rentals/${rental.id}`);
    expect(cancelled.statusCode, cancelled.body).toBe(204);
    const left = await t.pool.query(
      'SELECT (SELECT count(*) FROM rentals WHERE cancelled_at IS NULL)::int AS rentals, (SELECT count(*) FROM incidents)::int AS incidents',
    );
    expect(left.rows[0]).toEqual({ rentals: 0, incidents: 0 });

    const entries = await auditEntries();
    expect(entries.map((entry) => [entry.action, entry.entity, entry.entity_id])).toEqual([
      ['create', 'incident', id],
      ['delete', 'incident', id],
    ]);
    expect(entries[1]).toMatchObject({ actor_id: ana.id, actor_name: 'Ana Customer', after: null });
    expect(entries[1].before).toMatchObject({ description: 'Customer asked to pick up late.', reportedBy: admin.id });
  });

  it("still lets nobody cancel a rental that has started, the shop's report or not", async () => {
    const product = await insertProduct(t.db);
    const [item] = await insertItems(t.db, product.id, 1);
    const started = await insertRental(t.db, {
      userId: ana.id,
      productId: product.id,
      dateFrom: TEST_TODAY,
      dateTo: addDays(TEST_TODAY, 2),
      itemIds: [item!.id],
    });
    await send(admin, 'POST', `/api/rentals/${started.id}/incident`, {
      type: 'ProductDamaged',
      description: 'Cracked.',
    });
    const refused = await send(ana, 'DELETE', `/api/rentals/${started.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('ALREADY_STARTED');
  });
});

describe("the customer's own incident report", () => {
  it('is theirs, not audited, and still stops them from cancelling', async () => {
    const ana = await t.signIn({ email: 'ana@example.com' });
    const rental = await futureRental(ana.id);
    const reported = await send(ana, 'POST', `/api/rentals/${rental.id}/incident`, {
      type: 'ProductNotReceived',
      description: 'Nothing arrived.',
    });
    expect(reported.statusCode).toBe(201);
    expect(reported.json()).toMatchObject({ userId: ana.id, byShop: false });
    const { rows } = await t.pool.query('SELECT reported_by, by_shop FROM incidents');
    expect(rows).toEqual([{ reported_by: ana.id, by_shop: false }]);

    const refused = await send(ana, 'DELETE', `/api/rentals/${rental.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.code).toBe('HAS_INCIDENT');
    expect(await auditEntries()).toEqual([]);
  });
});
