import { readFile } from 'node:fs/promises';
import type { Browser } from '@playwright/test';
import { isoDaysFromToday } from './support/date-picker';
import { expectAccessible } from './support/accessibility';
import { createVerifiedUser, expect, sql, test, type TestUser } from './support/fixtures';
import { logIn } from './support/login';
import { fillCart } from './support/orders';
import { screenshots } from './support/screenshots';

/*
 * Business customers (issue 46): a French production company saves its company and VAT number in
 * the profile, the shop checks it with VIES (the journeys' stand-in, e2e/support/vies-traders.ts)
 * and shows the proof; a number of the wrong form is refused before anything is sent; staff allow
 * the company to pay on invoice within 30 days, which its profile then says. At checkout the
 * company, in another member state than the German demo shop, sees prices without VAT (reverse
 * charge), pays on invoice and gets its invoice at once, due in 30 days with the shop's bank
 * details; the accountant finds it among the open items and records a part transfer.
 */

const PROFILE = '/account/profile';

/** A signed-in page of its own for a second person (the administrator beside the customer). */
async function signedIn(browser: Browser, user: TestUser, locale = 'en-US') {
  const context = await browser.newContext({ locale });
  const page = await context.newPage();
  await logIn(page, user);
  return page;
}

test.describe('business customers', () => {
  test('a production company saves its VAT number, checked by VIES; staff let it pay on invoice; it books without VAT, invoiced at once', async ({
    page,
    request,
    browser,
  }) => {
    const claire = await createVerifiedUser(request, { fullName: 'Claire Lumière' });
    const admin = await createVerifiedUser(request, { admin: true });
    await logIn(page, claire);
    await page.goto(PROFILE);
    const section = page.getByRole('region', { name: /^Business/ });
    await expect(section).toBeVisible();

    // Turned on from the keyboard: the company and the VAT number, typed as people write it.
    const toggle = section.getByRole('switch', { name: 'I rent for a business' });
    await toggle.focus();
    await page.keyboard.press('Space');
    await expect(toggle).toBeChecked();
    const company = section.getByRole('textbox', { name: 'Company' });
    const vatId = section.getByRole('textbox', { name: 'VAT number' });
    await company.fill('Productions Lumière SA');

    // A number of the wrong form for its country: refused under its field, nothing sent.
    await vatId.fill('FR 4030 3265 04');
    await section.getByRole('button', { name: 'Save business details' }).click();
    await expect(
      section.getByText('This is not the form of a VAT number starting with FR: check its digits.'),
    ).toBeVisible();
    await expect(vatId).toHaveAttribute('aria-invalid', 'true');
    expect(await businessOf(claire.email)).toBeUndefined();
    await expectAccessible(page, 'profile: a VAT number of the wrong form');

    await vatId.fill('FR 40 303 265 045');
    await section.getByRole('checkbox', { name: 'Our orders need a purchase-order number' }).check();
    await section.getByRole('button', { name: 'Save business details' }).click();
    await expect(page.getByText('Your business details are saved.')).toBeVisible();
    await expect(section.getByText(/Checked in the EU's VIES register on .+: valid\. Proof number WAPI/)).toBeVisible();
    await expect(vatId).toHaveValue('FR40303265045');
    expect(await businessOf(claire.email)).toEqual({
      vat_id: 'FR40303265045',
      vat_check: 'valid',
      proof: true,
      purchase_order_required: true,
    });
    await section.scrollIntoViewIfNeeded();
    await screenshots(page, 'business-profile');
    await expectAccessible(page, 'profile: a business checked by VIES');

    // Staff find the company among the customers and allow it to pay on invoice, due 30 days after.
    const adminPage = await signedIn(browser, admin);
    await adminPage.goto(`/administrator-dashboard/customers?q=${encodeURIComponent(claire.email)}`);
    const row = adminPage.locator('[data-record]').filter({ hasText: claire.email });
    await expect(row).toContainText('Productions Lumière SA');
    await expect(row.getByTestId('vies-status')).toHaveText('VIES: valid');
    await expect(row).toContainText('Not on invoice');
    await row.getByRole('button', { name: 'Invoice terms of Productions Lumière SA' }).click();
    const dialog = adminPage.getByRole('dialog', { name: 'Invoice terms' });
    await dialog.getByRole('switch', { name: 'May pay on invoice' }).check();
    const days = dialog.getByRole('textbox', { name: 'Payment terms, days' });
    await days.fill('0');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Enter a whole number of days from 1 to 120.')).toBeVisible();
    await days.fill('30');
    await screenshots(adminPage, 'customer-invoice-terms');
    await expectAccessible(adminPage, 'customers: invoice terms');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText('On invoice, 30 days');
    await screenshots(adminPage, 'customers-list');
    await adminPage.context().close();

    // At checkout the company's purchase-order number is asked for: refused empty, then on the order.
    const day = 320 + test.info().retry * 10;
    await fillCart(page, [
      { name: 'Sony Alpha 7 IV', quantity: 1, from: isoDaysFromToday(day), to: isoDaysFromToday(day + 1) },
    ]);
    await page.goto('/cart');
    // Reverse charge: the company owes the VAT, the cart says so and its prices are without it.
    await expect(page.getByTestId('cart-vat')).toHaveText(
      'Without VAT: your company owes it under the reverse charge (your VAT number was confirmed by VIES).',
    );
    const onInvoice = page.getByRole('radio', { name: /^Pay on invoice/ });
    await expect(
      page.getByText('By bank transfer within 30 days of the invoice, which you get at once.'),
    ).toBeVisible();
    await onInvoice.check();
    await expect(page.getByTestId('due-on-invoice')).toBeVisible();
    const purchaseOrder = page.getByRole('textbox', { name: /^Purchase-order number/ });
    await page.getByRole('button', { name: 'Proceed to checkout' }).click();
    await expect(page.getByText("Enter your company's purchase-order number for this order.")).toBeVisible();
    await expect(purchaseOrder).toBeFocused();
    await page.keyboard.type('PO-4711/26');
    await screenshots(page, 'cart-purchase-order');
    await expectAccessible(page, 'cart: a purchase-order number');
    await page.getByRole('button', { name: 'Proceed to checkout' }).click();
    await expect(page).toHaveURL(/\/account\/rental-requests/);
    const { rows } = await sql(
      `SELECT o.id, o.purchase_order, o.payment_method::text, o.vat_treatment::text
         FROM orders o JOIN "user" u ON u.id = o.user_id WHERE u.email = $1`,
      [claire.email],
    );
    expect(rows).toEqual([
      {
        id: expect.any(Number),
        purchase_order: 'PO-4711/26',
        payment_method: 'invoice',
        vat_treatment: 'reverse_charge',
      },
    ]);
    const orderId = rows[0].id as number;

    // The order: confirmed, invoiced at once, due in 30 days, without VAT.
    await page.goto(`/account/orders/${orderId}`);
    await expect(page.getByText('Reverse charge: prices without VAT', { exact: false })).toBeVisible();
    const invoiceRow = page.getByTestId('order-invoice');
    await expect(invoiceRow.getByTestId('invoice-due-date')).toContainText('Due by');
    await expect(invoiceRow).toContainText('VAT 0.00 · reverse charge');
    await invoiceRow.scrollIntoViewIfNeeded();
    await screenshots(page, 'order-on-invoice');
    await expectAccessible(page, 'order: paid on invoice');

    // The same order read in Spanish and in German: the reverse charge and the due date in their words.
    for (const [locale, reverse, due] of [
      ['es-ES', 'Inversión del sujeto pasivo: precios sin IVA', 'Vence el'],
      ['de-DE', 'Reverse Charge: Preise ohne Umsatzsteuer', 'Fällig am'],
    ] as const) {
      const reader = await signedIn(browser, claire, locale);
      await reader.goto(`/account/orders/${orderId}`);
      await expect(reader.getByText(reverse, { exact: false })).toBeVisible();
      await expect(reader.getByTestId('invoice-due-date')).toContainText(due);
      await expectAccessible(reader, `order: paid on invoice (${locale})`);
      await reader.context().close();
    }

    // The accountant's open items, and a part transfer recorded at the order.
    const accountant = await signedIn(browser, admin);
    await accountant.goto('/administrator-dashboard/invoices');
    const openItem = accountant.getByTestId('open-item').filter({ hasText: 'Productions Lumière SA' });
    await expect(openItem).toBeVisible();
    await openItem.scrollIntoViewIfNeeded();
    await screenshots(accountant, 'invoices-open-items');
    await expectAccessible(accountant, 'invoices: open items');
    await openItem.getByRole('link').click();
    await accountant.getByRole('button', { name: 'Mark paid' }).click();
    const pay = accountant.getByRole('dialog', { name: 'Mark the order paid' });
    await pay.getByRole('textbox', { name: 'Amount' }).fill('10');
    await pay.getByRole('radio', { name: 'Bank transfer' }).check();
    await pay.getByRole('button', { name: 'Mark paid' }).click();
    await expect(pay).toBeHidden();
    await expect(accountant.getByText('Partly paid').first()).toBeVisible();
    await accountant.context().close();

    await page.goto(PROFILE);
    await expect(section.getByText('The shop lets you pay on invoice, due 30 days after the invoice.')).toBeVisible();
    await page.setViewportSize({ width: 390, height: 844 });
    await section.scrollIntoViewIfNeeded();
    await screenshots(page, 'business-profile-invoice-terms', [390]);
  });

  test("the accountant's books: DATEV numbers in the settings, the month's DATEV batch and a CSV in the reader's separators", async ({
    page,
    request,
    browser,
  }) => {
    const admin = await createVerifiedUser(request, { admin: true });
    const customer = await createVerifiedUser(request, { fullName: 'Dora DATEV' });
    // An invoice of this month: a customer's two days of a light, paid at the counter.
    const customerPage = await signedIn(browser, customer);
    const productId = await productOfOwn(`DATEV light ${Date.now()}-${test.info().retry}`);
    const from = isoDaysFromToday(60 + test.info().retry * 5);
    const placed = await customerPage.request.post('/api/orders', {
      data: {
        lines: [
          {
            productId,
            dateFrom: from,
            dateTo: isoDaysFromToday(61 + test.info().retry * 5),
            quantity: 1,
            dailyPrice: '40.00',
          },
        ],
        payment: 'at_pickup',
      },
    });
    expect(placed.status(), await placed.text()).toBe(201);
    const orderId = ((await placed.json()) as { id: number }).id;
    await customerPage.context().close();
    await logIn(page, admin);
    const paid = await page.request.post(`/api/admin/orders/${orderId}/payments`, {
      data: { channel: 'cash' },
    });
    expect(paid.status(), await paid.text()).toBe(200);
    const invoice = ((await paid.json()) as { invoices: { number: string }[] }).invoices.at(-1)!.number;

    // The tax advisor's numbers, in the settings' Accounting card.
    await page.goto('/administrator-dashboard/settings');
    const card = page.getByRole('region', { name: 'Accounting (DATEV)' });
    await card.getByRole('textbox', { name: 'Consultant number' }).fill('29098');
    await card.getByRole('textbox', { name: 'Client number' }).fill('55003');
    await card.scrollIntoViewIfNeeded();
    await screenshots(page, 'settings-accounting');
    await expectAccessible(page, 'settings: accounting (DATEV)');
    await page.getByRole('button', { name: 'Save settings' }).click();
    await expect(page.getByText('The settings were saved.')).toBeVisible();

    // The invoices page: the month's DATEV batch, downloaded with the keyboard.
    await page.goto('/administrator-dashboard/invoices');
    const datev = page.getByRole('button', { name: 'DATEV export' });
    await datev.focus();
    const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
    expect(download.suggestedFilename()).toMatch(/^EXTF_Buchungsstapel_\d{4}-\d{2}-01_\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = (await readFile((await download.path())!)).toString('latin1').split('\r\n');
    expect(lines[0]).toMatch(/^"EXTF";700;21;"Buchungsstapel";13;\d{17};;"RE";"Framehire";"";29098;55003;/);
    expect(lines[1]!.split(';')).toHaveLength(14);
    const booking = lines.find((line) => line.includes(`"${invoice}"`));
    expect(booking?.split(';').slice(0, 8)).toEqual(['80,00', '"S"', '"EUR"', '', '', '', '10000', '8400']);

    // The CSV in English: commas and decimal points; asked in German, semicolons and decimal commas.
    const csv = page.getByRole('link', { name: 'Export CSV' });
    const href = (await csv.getAttribute('href')) ?? '';
    expect(href).toContain('delimiter=comma');
    const german = await page.request.get(href.replace('delimiter=comma', 'delimiter=semicolon'));
    const row = (await german.text()).split('\r\n').find((line) => line.startsWith(`${invoice};`));
    expect(row?.split(';').slice(8, 15)).toEqual([
      '19',
      '67,23',
      '12,77',
      '80,00',
      'cash',
      expect.stringMatching(/^\d{4}-/),
      '80,00',
    ]);
    await screenshots(page, 'invoices-datev');
    await expectAccessible(page, 'invoices: exports');
  });
});

/** A product of this run at 40.00 a day (19 % VAT), with one unit. */
async function productOfOwn(name: string) {
  const product = await sql(
    `INSERT INTO products (name, description, daily_price, brand, model, category_id)
     SELECT $1, 'Made by the business journey.', 40, 'Aputure', 'LS 600d', id FROM categories WHERE name = 'Lighting' RETURNING id`,
    [name],
  );
  const productId = product.rows[0].id as number;
  await sql(`INSERT INTO items (serial_number, product_id) VALUES ($1, $2)`, [`${name}-1`, productId]);
  return productId;
}

/** The customer's business as the database keeps it; undefined for a private customer. */
async function businessOf(email: string) {
  const { rows } = await sql(
    `SELECT b.vat_id, b.vat_check, b.vat_check_request_id IS NOT NULL AS proof, b.purchase_order_required
     FROM business_accounts b JOIN "user" u ON u.id = b.user_id WHERE u.email = $1`,
    [email],
  );
  return rows[0] as Record<string, unknown> | undefined;
}
