import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays, type IsoDate } from '../../shared/calendar-date';
import { createDatabase } from '../db/client';
import { createJobQueue } from '../jobs/queue';
import { createShopCalendar } from '../shop-calendar';
import { insertItems, insertProduct, insertRental } from '../test/factories';
import { createTestApp, TEST_TIME_ZONE, TEST_TODAY, type TestApp } from '../test/test-app';
import { scheduleReminders } from './reminders';

let t: TestApp;
/** The moment the app's clock stands at; tests move it. */
let now = new Date('2030-03-10T09:00:00Z');

beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
});
afterAll(() => t.close());
beforeEach(() => t.reset());

/** A worker of its own: its own connections to the shop's database, and the shop's calendar at `now`. */
function worker() {
  const { pool, db } = createDatabase(t.databaseUrl, { max: 4 });
  const calendar = createShopCalendar(TEST_TIME_ZONE, () => now);
  return { run: () => scheduleReminders({ db, calendar, jobs: createJobQueue(db) }), close: () => pool.end() };
}

async function rental(userId: string, name: string, from: IsoDate, to: IsoDate) {
  const product = await insertProduct(t.db, { name });
  const [unit] = await insertItems(t.db, product.id, 1);
  return insertRental(t.db, { userId, productId: product.id, dateFrom: from, dateTo: to, itemIds: [unit!.id] });
}

const mailsTo = (email: string) => t.mailbox.received.filter((mail) => mail.to.includes(email));
/** Lets every queued delivery run (the events, then their mails). */
const settle = () => t.jobsDone();

describe('rental reminders', () => {
  it('sends one reminder per rental and day, the day before it starts and the day before it ends, with two workers at once and after a restart', async () => {
    const ana = await t.signIn({ email: 'ana@example.com', fullName: 'Ana', language: 'es' });
    const tomorrow = addDays(TEST_TODAY, 1);
    await rental(ana.id, 'Canon EOS R5', tomorrow, addDays(TEST_TODAY, 2)); // starts tomorrow, ends the day after
    await rental(ana.id, 'Sony FX3', addDays(TEST_TODAY, -3), tomorrow); // ends tomorrow
    await rental(ana.id, 'DJI Mini 4', addDays(TEST_TODAY, 5), addDays(TEST_TODAY, 6)); // nothing yet

    // 07:00 in Madrid: too early for a customer's inbox.
    now = new Date('2030-03-10T06:00:00Z');
    const first = worker();
    const second = worker();
    expect(await first.run()).toBe(0);

    // 10:00 in Madrid: two workers at once schedule two reminders between them.
    now = new Date('2030-03-10T09:00:00Z');
    const counts = await Promise.all([first.run(), second.run(), first.run()]);
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(2);
    await first.close();
    await second.close();
    // A restart: a fresh worker finds nothing left to send today.
    const restarted = worker();
    expect(await restarted.run()).toBe(0);

    await t.mailbox.waitFor('ana@example.com');
    await settle();
    const today = mailsTo('ana@example.com');
    expect(today).toHaveLength(2);
    expect(today.map((mail) => mail.text).join('\n')).toContain('Canon EOS R5');
    expect(today.map((mail) => mail.text).join('\n')).toContain('Sony FX3');
    expect(today.every((mail) => mail.text.includes('http://localhost:3000/account/rental-requests/'))).toBe(true);

    // The next day: the Canon's last day is tomorrow.
    t.mailbox.clear();
    now = new Date('2030-03-11T09:00:00Z');
    expect(await restarted.run()).toBe(1);
    expect(await restarted.run()).toBe(0);
    await t.mailbox.waitFor('ana@example.com');
    await settle();
    expect(mailsTo('ana@example.com')).toHaveLength(1);
    expect(mailsTo('ana@example.com')[0]!.text).toContain('Canon EOS R5');
    await restarted.close();
  });
});
