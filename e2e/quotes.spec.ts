import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext, Browser } from '@playwright/test';
import { toCents } from '../src/shared/money';
import { createDatabase } from '../src/server/db/client';
import { createJobQueue } from '../src/server/jobs';
import { scheduleInvoiceReminders } from '../src/server/mail/invoice-reminders';
import { createShopCalendar } from '../src/server/shop-calendar';
import { expectValidEn16931 } from '../src/server/test/en16931/validate';
import { expectAccessible } from './support/accessibility';
import { isoDaysFromToday } from './support/date-picker';
import { createVerifiedUser, expect, shop, sql, test, type TestUser, waitForMail } from './support/fixtures';
import { logIn } from './support/login';
import { fillCart } from './support/orders';
import { screenshots } from './support/screenshots';

/*
 * Issue 46's journey: a French production company asks for a quote for a 7-day shoot from its
 * cart, the shop revises it (a second camera), the company accepts the new version with its name
 * and the rental terms and pays on invoice within 30 days; the invoice is reverse-charged with both
 * VAT numbers and its e-invoice passes the EN 16931 rules; 37 days later the job queue's sweep
 * reminds it; the transfer is recorded and the reminders stop; the DATEV batch books it to the
 * reverse-charge account. The quote page read in Spanish and German too, both themes, a phone's
 * width, axe on every screen.
 */

const FRENCH = { company: 'Productions Lumière SA', vatId: 'FR40303265045' };

async function signedIn(browser: Browser, user: TestUser, locale = 'en-US') {
  const context = await browser.newContext({ locale });
  const page = await context.newPage();
  await logIn(page, user);
  return page;
}

/** A camera of this run at 40.00 a day (19 %: 33.61 without VAT), with two units; its id. */
async function cameraOfOwn(name: string): Promise<number> {
  const { rows } = await sql(
    `INSERT INTO products (name, description, daily_price, brand, model, category_id)
     SELECT $1, 'Made by the quotes journey.', 40, 'ARRI', 'Alexa Mini LF', id FROM categories WHERE name = 'Cameras' RETURNING id`,
    [name],
  );
  const productId = rows[0].id as number;
  for (const unit of [1, 2]) {
    await sql(`INSERT INTO items (serial_number, product_id) VALUES ($1, $2)`, [`${name}-${unit}`, productId]);
  }
  return productId;
}

/** The job queue's reminder sweep, run against the journey's shop as its worker would `days` from now. */
async function sweepInDays(days: number, admin: APIRequestContext) {
  const { dataDir, postgresPort } = shop();
  const secrets = JSON.parse(readFileSync(join(dataDir, 'secrets.json'), 'utf8')) as { postgresPassword: string };
  const { db, pool } = createDatabase(
    `postgresql://framehire:${encodeURIComponent(secrets.postgresPassword)}@127.0.0.1:${postgresPort}/framehire`,
    { max: 2 },
  );
  const at = new Date(Date.now() + days * 86_400_000);
  at.setUTCHours(10);
  try {
    return await scheduleInvoiceReminders({
      db,
      calendar: createShopCalendar('UTC', () => at),
      jobs: createJobQueue(db),
      reminderDays: async () => [7, 14],
      balanceOf: async (orderId) => {
        const order = (await (await admin.get(`/api/admin/orders/${orderId}`)).json()) as { balanceDue: string };
        return order.balanceDue.startsWith('-') ? -toCents(order.balanceDue.slice(1)) : toCents(order.balanceDue);
      },
    });
  } finally {
    await pool.end();
  }
}

test.describe('quotes for a production company', () => {
  test.describe.configure({ timeout: 240_000 });

  test('asked from the cart, revised by the shop, accepted with a name, paid on invoice, reminded, settled and booked', async ({
    page,
    request,
    browser,
  }) => {
    const claire = await createVerifiedUser(request, { fullName: 'Claire Lumière' });
    const admin = await createVerifiedUser(request, { admin: true });
    const camera = `Quote camera ${Date.now()}-${test.info().retry}`;
    await cameraOfOwn(camera);
    await logIn(page, claire);
    const business = await page.request.patch('/api/me', {
      data: {
        business: FRENCH,
        billingAddress: { street: '12 rue de la Paix', postcode: '75002', city: 'Paris', country: 'FR' },
      },
    });
    expect(business.status(), await business.text()).toBe(200);
    const staff = await signedIn(browser, admin);
    const allowed = await staff.request.patch(`/api/admin/users/${(await business.json()).id}`, {
      data: { payOnInvoice: true, paymentTermsDays: 30 },
    });
    expect(allowed.status(), await allowed.text()).toBe(200);

    // A week's shoot in the cart, asked for as a quote: priced without VAT (reverse charge).
    const day = 200 + test.info().retry * 10;
    await fillCart(page, [{ name: camera, quantity: 1, from: isoDaysFromToday(day), to: isoDaysFromToday(day + 6) }]);
    await page.goto('/cart');
    await page.getByRole('button', { name: 'Request a quote' }).click();
    await expect(page).toHaveURL(/\/account\/quotes\/\d+$/);
    const firstId = Number(page.url().split('/').at(-1));
    await expect(page.getByText('Reverse charge: prices without VAT, your company owes the VAT.')).toBeVisible();
    await expect(page.getByText('Version 1')).toBeVisible();
    await expect(page.getByText('€235.27').first()).toBeVisible();

    // The shop revises it: a second camera. The first version is kept, superseded.
    await staff.goto(`/administrator-dashboard/quotes/${firstId}`);
    await staff.getByRole('textbox', { name: 'Quantity' }).fill('2');
    await staff.getByRole('button', { name: 'Make the new version' }).click();
    await expect(staff.getByText('Version 2 made')).toBeVisible();
    await expect(staff).toHaveURL(/\/administrator-dashboard\/quotes\/\d+$/);
    const secondId = Number(staff.url().split('/').at(-1));
    expect(secondId).not.toBe(firstId);
    await screenshots(staff, 'quote-dashboard');
    await expectAccessible(staff, 'dashboard: a revised quote');

    await page.goto(`/account/quotes/${firstId}`);
    await expect(page.getByText('A newer version replaces this quote: open it from your quotes.')).toBeVisible();
    await page.goto(`/account/quotes/${secondId}`);
    await expect(page.getByText('Version 2')).toBeVisible();
    await expect(page.getByText('€470.54').first()).toBeVisible();

    // Read in Spanish and in German before accepting.
    for (const [locale, reverse] of [
      ['es-ES', 'Inversión del sujeto pasivo'],
      ['de-DE', 'Reverse Charge'],
    ] as const) {
      const reader = await signedIn(browser, claire, locale);
      await reader.goto(`/account/quotes/${secondId}`);
      await expect(reader.getByText(reverse, { exact: false }).first()).toBeVisible();
      await expectAccessible(reader, `quote (${locale})`);
      await reader.context().close();
    }

    // Accepted with the company's name and the terms, from the keyboard, paid on invoice.
    const name = page.getByRole('textbox', { name: /^Your name/ });
    await page.getByRole('button', { name: 'Accept and place the order' }).click();
    await expect(page.getByText('Type your name.')).toBeVisible();
    await name.focus();
    await page.keyboard.type('Claire Lumière');
    await page.getByRole('checkbox', { name: 'I have read and accept the rental terms' }).check();
    await page.getByRole('radio', { name: 'On invoice' }).check();
    await screenshots(page, 'quote-accept');
    await expectAccessible(page, 'quote: accepting it');
    await page.getByRole('button', { name: 'Accept and place the order' }).click();
    await expect(page).toHaveURL(/\/account\/orders\/\d+$/);
    const orderId = Number(page.url().split('/').at(-1));

    // The invoice: reverse-charged, due in 30 days, both VAT numbers, a valid e-invoice.
    const invoiceRow = page.getByTestId('order-invoice');
    await expect(invoiceRow).toContainText('VAT 0.00 · reverse charge');
    await expect(invoiceRow.getByTestId('invoice-due-date')).toContainText('Due by');
    const order = (await (await page.request.get(`/api/orders/${orderId}`)).json()) as {
      invoices: { number: string; eInvoiceUrl: string; dueDate: string; vat: string }[];
    };
    const [invoice] = order.invoices;
    expect(invoice).toMatchObject({ vat: '0.00', dueDate: isoDaysFromToday(30) });
    const xml = await (await page.request.get(invoice!.eInvoiceUrl)).text();
    await expectValidEn16931(xml);
    expect(xml).toContain('<ram:CategoryCode>AE</ram:CategoryCode>');
    expect(xml).toContain(FRENCH.vatId);
    await screenshots(page, 'quote-order');
    await expectAccessible(page, 'order from a quote');

    // 37 days later the job queue reminds the company of the overdue invoice.
    expect(await sweepInDays(37, staff.request)).toBeGreaterThanOrEqual(1);
    const reminder = await waitForMail(claire.email, (mail) =>
      mail.subject.startsWith(`Reminder: invoice ${invoice!.number}`),
    );
    expect(reminder.text).toContain('€470.54 of it is still open');

    // The transfer arrives: recorded at the order, and no reminder follows.
    await staff.goto(`/administrator-dashboard/orders/${orderId}`);
    await staff.getByRole('button', { name: 'Mark paid' }).click();
    const pay = staff.getByRole('dialog', { name: 'Mark the order paid' });
    await pay.getByRole('radio', { name: 'Bank transfer' }).check();
    await pay.getByRole('button', { name: 'Mark paid' }).click();
    await expect(pay).toBeHidden();
    await expect(staff.getByText('Paid', { exact: true }).first()).toBeVisible();
    // (Other journeys' open invoices may be reminded by the same sweep: only this one is counted.)
    await sweepInDays(45, staff.request);
    const { rows } = await sql(
      `SELECT count(*)::int AS n FROM invoice_reminders r JOIN invoices i ON i.id = r.invoice_id WHERE i.number = $1`,
      [invoice!.number],
    );
    expect(rows[0].n).toBe(1);

    // The accountant's DATEV batch books it to the reverse-charge account.
    const month = new Date().toISOString().slice(0, 7);
    const datev = await staff.request.get(
      `/api/admin/invoices/export.datev.csv?from=${month}-01&to=${isoDaysFromToday(0)}`,
    );
    expect(datev.status(), await datev.text()).toBe(200);
    const booking = (await datev.body())
      .toString('latin1')
      .split('\r\n')
      .find((line) => line.includes(`"${invoice!.number}"`));
    expect(booking?.split(';').slice(0, 8)).toEqual(['470,54', '"S"', '"EUR"', '', '', '', '10000', '8336']);
    await staff.context().close();
  });
});
