import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext, Browser } from '@playwright/test';
import { formatCalendarDate } from '../src/shared/calendar-date';
import type { Language } from '../src/shared/languages';
import { formatEuros, toCents } from '../src/shared/money';
import { createDatabase } from '../src/server/db/client';
import { createJobQueue } from '../src/server/jobs';
import { scheduleInvoiceReminders } from '../src/server/mail/invoice-reminders';
import { invoiceDueMail, type InvoiceDueMailData } from '../src/server/mail/templates/invoice-due';
import { createShopCalendar } from '../src/server/shop-calendar';
import { expectValidEn16931 } from '../src/server/test/en16931/validate';
import { LUMIERE } from '../src/server/test/legal-details';
import { expectAccessible } from './support/accessibility';
import { isoDaysFromToday } from './support/date-picker';
import { createVerifiedUser, expect, shop, sql, test, type TestUser, waitForMail } from './support/fixtures';
import { tabTo } from './support/keyboard';
import { logIn } from './support/login';
import { fillCart } from './support/orders';
import { screenshots } from './support/screenshots';
import { screenTexts } from './support/texts';

/*
 * Issue 46's journey, once in each of the shop's languages (en, es, de): a French production
 * company asks for a quote for a 7-day shoot from its cart, the shop revises it (a second camera),
 * the company accepts the new version with its name and the rental terms, from the keyboard, and
 * pays on invoice within 30 days; the invoice is reverse-charged with both VAT numbers and its
 * e-invoice passes the EN 16931 rules; 37 days later the job queue's sweep reminds it; the
 * transfer is recorded and the reminders stop; the DATEV batch books it to the reverse-charge
 * account. The customer browses in the run's language and her account speaks it, so the invoice
 * mail and the reminder come in it too; every text looked for on her screens and in her mails is
 * the shop's own (its locale files, its mail templates, its money and date formats), not a copy.
 * Her screens (the cart, the superseded version, the quote being accepted, the order) in both
 * themes at a phone's and a laptop's width, axe on each and on the refused acceptance; the staff's
 * side in English (its screen shot and checked in the English run).
 */

const LOCALES: Record<Language, string> = { en: 'en-US', es: 'es-ES', de: 'de-DE' };

/** Matches an accessible name that starts with `text` (a required field's name ends with " *"). */
const startingWith = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

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

  for (const [index, language] of (['en', 'es', 'de'] as const).entries()) {
    test(`in ${language}: asked from the cart, revised by the shop, accepted with a name, paid on invoice, reminded, settled and booked`, async ({
      request,
      browser,
    }) => {
      const claire = await createVerifiedUser(request, { fullName: 'Claire Lumière' });
      const admin = await createVerifiedUser(request, { admin: true });
      const t = screenTexts(language);
      const euros = (amount: string) => formatEuros(toCents(amount), language);
      /** The mail the shop writes about this invoice in Claire's language (its own template), to compare. */
      const invoiceMail = (data: Omit<InvoiceDueMailData, 'to' | 'iban' | 'bic' | 'accountHolder' | 'orderUrl'>) =>
        invoiceDueMail(language, {
          ...data,
          to: { email: claire.email, name: claire.fullName },
          iban: '',
          bic: '',
          accountHolder: '',
          orderUrl: 'https://framehire.example.com/',
        });
      /** The paragraph of the expected mail that names `amount`, as the mail's text part writes it. */
      const paragraphWith = (text: string, amount: string) => {
        const paragraph = text.split('\n\n').find((part) => part.includes(amount));
        if (!paragraph) throw new Error(`The expected mail names no ${amount}:\n${text}`);
        return paragraph;
      };

      const camera = `Quote camera ${language} ${Date.now()}-${test.info().retry}`;
      await cameraOfOwn(camera);
      // Claire browses in the run's language, and her account speaks it (her mails come in it).
      const page = await signedIn(browser, claire, LOCALES[language]);
      const business = await page.request.patch('/api/me', {
        data: {
          language,
          business: { company: LUMIERE.company, vatId: LUMIERE.vatId },
          billingAddress: LUMIERE.billingAddress,
        },
      });
      expect(business.status(), await business.text()).toBe(200);
      const staff = await signedIn(browser, admin);
      const allowed = await staff.request.patch(`/api/admin/users/${(await business.json()).id}`, {
        data: { payOnInvoice: true, paymentTermsDays: 30 },
      });
      expect(allowed.status(), await allowed.text()).toBe(200);

      // A week's shoot in the cart, asked for as a quote: priced without VAT (reverse charge).
      const day = 200 + index * 20 + test.info().retry * 10;
      await fillCart(page, [{ name: camera, quantity: 1, from: isoDaysFromToday(day), to: isoDaysFromToday(day + 6) }]);
      await page.goto('/cart');
      const requestQuote = page.getByRole('button', { name: t('cart:quote.request') });
      await expect(requestQuote).toBeEnabled();
      await screenshots(page, `quote-cart-${language}`);
      await expectAccessible(page, `cart: asking for a quote (${language})`);
      await requestQuote.click();
      await expect(page).toHaveURL(/\/account\/quotes\/\d+$/);
      const firstId = Number(page.url().split('/').at(-1));
      const { number: firstNumber } = (await (await page.request.get(`/api/quotes/${firstId}`)).json()) as {
        number: string;
      };
      await expect(page.getByText(t('cart:quote.made', { number: firstNumber }))).toBeVisible();
      await expect(page.getByRole('heading', { name: t('quotes:quote.title', { number: firstNumber }) })).toBeVisible();
      await expect(page.getByText(t('quotes:quote.reverseCharge'))).toBeVisible();
      await expect(page.getByText(t('quotes:quote.version', { version: 1 }))).toBeVisible();
      await expect(page.getByTestId('quote-total')).toHaveText(`${t('quotes:quote.total')}: ${euros('235.27')}`);

      // The shop revises it: a second camera. The first version is kept, superseded.
      await staff.goto(`/administrator-dashboard/quotes/${firstId}`);
      await staff.getByRole('textbox', { name: 'Quantity' }).fill('2');
      await staff.getByRole('button', { name: 'Make the new version' }).click();
      await expect(staff.getByText('Version 2 made')).toBeVisible();
      await expect(staff).toHaveURL(/\/administrator-dashboard\/quotes\/\d+$/);
      const secondId = Number(staff.url().split('/').at(-1));
      expect(secondId).not.toBe(firstId);
      if (language === 'en') {
        await screenshots(staff, 'quote-dashboard');
        await expectAccessible(staff, 'dashboard: a revised quote');
      }

      await page.goto(`/account/quotes/${firstId}`);
      await expect(page.getByText(t('quotes:quote.superseded'))).toBeVisible();
      await expect(page.getByText(t('quotes:status.superseded'), { exact: true })).toBeVisible();
      await screenshots(page, `quote-superseded-${language}`);
      await expectAccessible(page, `quote: superseded (${language})`);
      await page.goto(`/account/quotes/${secondId}`);
      await expect(page.getByText(t('quotes:quote.version', { version: 2 }))).toBeVisible();
      await expect(page.getByTestId('quote-total')).toHaveText(`${t('quotes:quote.total')}: ${euros('470.54')}`);
      await expect(page.getByText(t('quotes:quote.reverseCharge'))).toBeVisible();

      // Accepted with the company's name and the terms, from the keyboard, paid on invoice.
      const name = page.getByRole('textbox', { name: startingWith(t('quotes:accept.name')) });
      const terms = page.getByRole('checkbox', { name: t('quotes:accept.acceptTerms') });
      const onInvoice = page.getByRole('radio', { name: t('quotes:accept.invoice') });
      const submit = page.getByRole('button', { name: t('quotes:accept.submit') });
      await name.focus();
      await tabTo(page, submit);
      await page.keyboard.press('Enter');
      await expect(page.getByText(t('quotes:accept.nameRequired'))).toBeVisible();
      await expectAccessible(page, `quote: accepted without a name (${language})`);
      await tabTo(page, name, { backwards: true });
      await page.keyboard.type('Claire Lumière');
      await expect(name).toHaveValue('Claire Lumière');
      await expect(page.getByText(t('quotes:accept.nameRequired'))).toBeHidden();
      await tabTo(page, terms);
      await page.keyboard.press('Space');
      await expect(terms).toBeChecked();
      // Into the payment choices: Tab reaches the chosen one, the arrow keys move the choice.
      await tabTo(page, page.getByRole('radio', { checked: true }));
      for (let presses = 0; presses < 3 && !(await onInvoice.isChecked()); presses++) {
        await page.keyboard.press('ArrowDown');
      }
      await expect(onInvoice).toBeChecked();
      await screenshots(page, `quote-accept-${language}`);
      await expectAccessible(page, `quote: accepting it (${language})`);
      await tabTo(page, submit);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/account\/orders\/\d+$/);
      const orderId = Number(page.url().split('/').at(-1));

      // The invoice: reverse-charged, due in 30 days, both VAT numbers, a valid e-invoice.
      const order = (await (await page.request.get(`/api/orders/${orderId}`)).json()) as {
        reference: string;
        invoices: { number: string; eInvoiceUrl: string; dueDate: string; vat: string }[];
      };
      await expect(page.getByText(t('quotes:accept.accepted', { reference: order.reference }))).toBeVisible();
      const [invoice] = order.invoices;
      expect(invoice).toMatchObject({ vat: '0.00', dueDate: isoDaysFromToday(30) });
      const dueDate = invoice!.dueDate as InvoiceDueMailData['dueDate'];
      const invoiceRow = page.getByTestId('order-invoice');
      await expect(invoiceRow).toContainText(t('rentals:order.invoices.reverseCharge'));
      await expect(invoiceRow.getByTestId('invoice-total')).toHaveText(euros('470.54'));
      await expect(invoiceRow.getByTestId('invoice-due-date')).toHaveText(
        t('rentals:order.invoices.dueBy', { day: formatCalendarDate(dueDate, language) }),
      );
      await expect(page.getByTestId('invoice-buyer')).toHaveText(
        t('rentals:order.invoices.buyer', { company: LUMIERE.company, vatId: LUMIERE.vatId }),
      );
      const xml = await (await page.request.get(invoice!.eInvoiceUrl)).text();
      await expectValidEn16931(xml);
      expect(xml).toContain('<ram:CategoryCode>AE</ram:CategoryCode>');
      expect(xml).toContain(LUMIERE.vatId);
      // The invoice's mail, in her language.
      const facts = { number: invoice!.number, reference: order.reference, amount: '470.54', dueDate };
      const issued = await invoiceMail(facts);
      const sent = await waitForMail(claire.email, (mail) => mail.subject === issued.subject);
      expect(sent.text).toContain(paragraphWith(issued.text, euros('470.54')));
      // The order's page as she reads it on, once the toast that announced it has gone.
      await expect(page.locator('.mantine-Notification-root')).toHaveCount(0);
      await screenshots(page, `quote-order-${language}`);
      await expectAccessible(page, `order from a quote (${language})`);

      // 37 days later the job queue reminds the company of the overdue invoice, in her language.
      expect(await sweepInDays(37, staff.request)).toBeGreaterThanOrEqual(1);
      const expected = await invoiceMail({ ...facts, reminderDays: 7 });
      const reminder = await waitForMail(claire.email, (mail) => mail.subject === expected.subject);
      expect(reminder.text).toContain(paragraphWith(expected.text, euros('470.54')));

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
      await page.context().close();
    });
  }
});
