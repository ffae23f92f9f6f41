import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays } from '../../shared/calendar-date';
import { languages, type Language } from '../../shared/languages';
import { items } from '../db/schema/catalog';
import { createJobQueue } from '../jobs/queue';
import { createPublisher } from '../events/publish';
import { sweepOverdue } from '../hand-over/overdue';
import { MAIL_SUBSCRIBER } from './event-mails';
import { scheduleReminders } from './reminders';
import { createShopCalendar } from '../shop-calendar';
import { insertItems, insertProduct } from '../test/factories';
import type { ReceivedMail } from '../test/mail-message';
import { createTestApp, TEST_TIME_ZONE, TEST_TODAY, type TestApp } from '../test/test-app';

/*
 * Every mail the shop sends, in each of its languages, through the job queue and a real SMTP
 * receiver: it arrives once, its plain-text part carries its link, and the link leads where the
 * mail says (followed here: a confirmation confirms, a reset resets, a record's page is that
 * record's, for its owner).
 */

const SHOP = 'http://localhost:3000';
let t: TestApp;
let now = new Date('2030-03-10T09:00:00Z');

beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
});
afterAll(() => t.close());
beforeEach(() => t.reset());

/** The only mail to `email` once the queue is idle, its link, and the link's path. */
async function onlyMailTo(email: string): Promise<{ mail: ReceivedMail; link: URL }> {
  await t.mailbox.waitFor(email, 20_000);
  await t.jobsDone();
  const mails = t.mailbox.received.filter((mail) => mail.to.includes(email));
  expect(mails, `mails to ${email}`).toHaveLength(1);
  const mail = mails[0]!;
  expect(mail.text.length).toBeGreaterThan(50);
  const link = /https?:\/\/\S+/.exec(mail.text)?.[0];
  expect(link, 'a link in the plain-text part').toBeDefined();
  return { mail, link: new URL(link!) };
}

const asVisitor = (language: Language) => ({ origin: SHOP, 'accept-language': language });

describe.each(languages.map((language) => [language]))('every mail in %s', (language) => {
  it('confirms a sign-up and resets a password through the links of their mails', async () => {
    const email = `new-${language}@example.com`;
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: asVisitor(language),
      payload: { name: 'Nora Neu', email, password: 'Camera!Rent1' },
    });
    expect(signUp.statusCode).toBe(200);
    const confirmation = await onlyMailTo(email);
    expect(confirmation.link.origin).toBe(SHOP);
    const confirmed = await t.app.inject({ method: 'GET', url: confirmation.link.pathname + confirmation.link.search });
    expect(confirmed.headers.location).toContain('/login?verified=1');

    t.mailbox.clear();
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/request-password-reset',
      headers: asVisitor(language),
      payload: { email, redirectTo: '/reset-password' },
    });
    const reset = await onlyMailTo(email);
    const landing = await t.app.inject({ method: 'GET', url: reset.link.pathname + reset.link.search });
    const token = new URL(landing.headers.location as string, SHOP).searchParams.get('token');
    expect(token).toBeTruthy();
    const changed = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      headers: { origin: SHOP },
      payload: { token, newPassword: 'Brand!New2' },
    });
    expect(changed.statusCode).toBe(200);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      headers: { origin: SHOP },
      payload: { email, password: 'Brand!New2' },
    });
    expect(login.statusCode).toBe(200);
    // Both mails were in the visit's language: their subjects differ from the other languages'.
    expect(new Set([confirmation.mail.subject, reset.mail.subject]).size).toBe(2);
  });

  it('tells the owner of a taken address about a sign-up attempt, with links to log in and to reset', async () => {
    const email = `owner-${language}@example.com`;
    await t.signIn({ email, fullName: 'Olga Owner' });
    await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-up/email',
      headers: asVisitor(language),
      payload: { name: 'Someone', email, password: 'Camera!Rent1' },
    });
    const { mail, link } = await onlyMailTo(email);
    expect(link.pathname).toBe('/login');
    expect(mail.text).toContain(`${SHOP}/forgot-password`);
  });

  it('confirms a booking, reminds the day before, tells of an incident’s new status and of a swapped unit, each linking to its record', async () => {
    const email = `customer-${language}@example.com`;
    const customer = await t.signIn({ email, fullName: 'Carla Kunde', language });
    const admin = await t.signIn({ email: `boss-${language}@example.com`, fullName: 'Boss', isAdmin: true });
    const product = await insertProduct(t.db, { name: `Canon EOS R5 ${language}` });
    await insertItems(t.db, product.id, 2);
    const asCustomer = { cookie: customer.cookie, origin: SHOP };

    now = new Date('2030-03-10T09:00:00Z');
    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/rentals',
      headers: asCustomer,
      payload: { productId: product.id, dateFrom: addDays(TEST_TODAY, 1), dateTo: addDays(TEST_TODAY, 2), quantity: 1 },
    });
    const rental = booked.json();
    const confirmation = await onlyMailTo(email);
    // One confirmation per order (issue 27): it links to the order page, which lists its lines.
    expect(confirmation.link.pathname).toBe(`/account/orders/${rental.orderId}`);
    expect(confirmation.mail.text).toContain(rental.items[0].serialNumber);
    // The page at the link shows this rental to its owner.
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/rentals/${rental.id}`, headers: asCustomer })).statusCode,
    ).toBe(200);

    t.mailbox.clear();
    const calendar = createShopCalendar(TEST_TIME_ZONE, () => now);
    expect(await scheduleReminders({ db: t.db, calendar, jobs: createJobQueue(t.db) })).toBe(1);
    const reminder = await onlyMailTo(email);
    expect(reminder.link.pathname).toBe(`/account/rental-requests/${rental.id}`);
    expect(reminder.mail.subject).not.toBe(confirmation.mail.subject);

    t.mailbox.clear();
    const incident = (
      await t.app.inject({
        method: 'POST',
        url: `/api/rentals/${rental.id}/incident`,
        headers: asCustomer,
        payload: { type: 'ProductLost', description: 'The battery grip went missing.' },
      })
    ).json();
    await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/incidents/${incident.id}`,
      headers: { cookie: admin.cookie, origin: SHOP },
      payload: { status: 'Closed' },
    });
    const status = await onlyMailTo(email);
    expect(status.link.pathname).toBe(`/account/incidents/${incident.id}`);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/incidents/${incident.id}`, headers: asCustomer })).json().status,
    ).toBe('Closed');
    // A unit of the rental goes out of service; the administrator swaps it for the other one.
    t.mailbox.clear();
    const broken = rental.items[0];
    await t.db.update(items).set({ status: 'NonOperational' }).where(eq(items.id, broken.id));
    const swapped = (
      await t.app.inject({
        method: 'POST',
        url: `/api/admin/rentals/${rental.id}/swap`,
        headers: { cookie: admin.cookie, origin: SHOP },
        payload: { itemId: broken.id },
      })
    ).json();
    const swap = await onlyMailTo(email);
    expect(swap.link.pathname).toBe(`/account/rental-requests/${rental.id}`);
    expect(swap.mail.text).toContain(swapped.items[0].serialNumber);
    const own = await t.app.inject({ method: 'GET', url: `/api/rentals/${rental.id}`, headers: asCustomer });
    // As staff see them, but whether a unit's service is due (staff's only).
    const withoutServiceDue = swapped.items.map(({ serviceDue: _due, ...unit }: { serviceDue: boolean }) => unit);
    expect(own.json().items).toEqual(withoutServiceDue);

    // Handed over and not back the day after its last day: the late notice (issue 30).
    t.mailbox.clear();
    await t.pool.query('UPDATE rental_items SET checked_out_at = $1 WHERE rental_id = $2', [now, rental.id]);
    now = new Date(`${addDays(TEST_TODAY, 3)}T09:00:00Z`);
    const publish = createPublisher(createJobQueue(t.db), [MAIL_SUBSCRIBER]);
    expect(await sweepOverdue({ db: t.db, calendar, publish })).toBe(1);
    const late = await onlyMailTo(email);
    expect(late.link.pathname).toBe(`/account/rental-requests/${rental.id}`);
    expect(late.mail.text).toContain(swapped.items[0].serialNumber);
    const overdue = await t.app.inject({ method: 'GET', url: `/api/rentals/${rental.id}`, headers: asCustomer });
    expect(overdue.json()).toMatchObject({ overdue: true, daysLate: 1 });
  });
});
