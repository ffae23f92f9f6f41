import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Browser } from '@playwright/test';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { formatEuros, fromCents, toCents } from '../src/shared/money';
import { vatOfGross } from '../src/shared/vat';
import { expectAccessible } from './support/accessibility';
import { isoDaysFromToday } from './support/date-picker';
import { productId } from './support/demo-data';
import { createVerifiedUser, expect, sql, test, type TestUser } from './support/fixtures';
import { pressEnterOn, tabTo } from './support/keyboard';
import { logIn } from './support/login';
import { fillCart, orderOf } from './support/orders';
import { screenshots } from './support/screenshots';

/*
 * Invoices and VAT (issue 29), through the screens: the shop's legal details and rates in the
 * settings, a product's reduced rate, the invoice a paid order gets (its PDF downloaded from the
 * account and read back), the e-invoice of a business order, and the accountant's list.
 */

const SETTINGS = '/administrator-dashboard/settings';
const PRODUCTS = '/administrator-dashboard/manage-catalog/products';
const INVOICES = '/administrator-dashboard/invoices';
const LENS = 'Sigma 35mm F1.4 DG DN Art';
const CAMERA = 'Fujifilm X-T5';
const NUMBER = /^INV-\d{4}-\d{5}$/;

const LEGAL = {
  name: 'Framehire Verleih GmbH',
  street: 'Kamerastraße 12',
  postcode: '10115',
  city: 'Berlin',
  country: 'DE',
  vatId: 'DE811907980',
  email: 'rechnungen@framehire.example',
};

/** The shop's details and the default rates, as every journey here starts from (PATCH as an administrator). */
async function setUpShop(request: APIRequestContext, legal: Partial<typeof LEGAL> = LEGAL) {
  const saved = await request.patch('/api/admin/settings', {
    data: { legal, invoices: { prefix: 'INV', creditNotePrefix: 'CN' }, vat: { standardRate: 19, reducedRates: [7] } },
  });
  expect(saved.status(), await saved.text()).toBe(200);
}

/** A signed-in page of its own for a second person (the administrator beside the customer). */
async function signedIn(browser: Browser, user: TestUser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await logIn(page, user);
  return page;
}

/** The text of every page of a PDF, as pdf.js reads it back, with its runs joined by spaces. */
async function pdfText(data: Uint8Array): Promise<string> {
  const pdf = await getDocument({ data, useSystemFonts: true, isEvalSupported: false }).promise;
  const pages: string[] = [];
  for (let number = 1; number <= pdf.numPages; number++) {
    const content = await (await pdf.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await pdf.destroy();
  // Non-breaking and narrow spaces (as number formats put them) read as plain ones.
  return pages.join('\n').replace(/[\u00a0\u202f]/g, ' ');
}

/** An amount as a PDF may write it: 12.34 or 12,34, with or without a euro sign around it. */
const amountIn = (cents: number) => new RegExp(fromCents(cents).replace('.', '[.,]'));

/** "-12.50" and "12.50" in cents. */
const signedCents = (amount: string) => (amount.startsWith('-') ? -toCents(amount.slice(1)) : toCents(amount));

test.describe('invoices and VAT', () => {
  // Each is a whole journey over several screens, each screenshot in both themes at two widths
  // and checked with axe: on two shared cores in the full suite they need longer than one page's
  // budget, as the time-zone journeys do.
  test.describe.configure({ timeout: 180_000 });

  test("an administrator fills in the shop's legal details, invoice numbers and VAT rates, and gives a product a reduced rate", async ({
    page,
    request,
    expectConsoleError,
  }) => {
    // A rate a product still has cannot be removed: the server answers 409, which Chromium logs.
    expectConsoleError(/status of 409 .*\/api\/admin\/settings/);
    const admin = await createVerifiedUser(request, { admin: true });
    await logIn(page, admin);
    await setUpShop(page.request, { name: '', street: '', postcode: '', city: '', country: '', vatId: '', email: '' });

    await page.goto('/administrator-dashboard');
    await pressEnterOn(page, page.getByRole('link', { name: 'Settings' }));
    await expect(page).toHaveURL(SETTINGS);
    const legal = page.getByRole('region', { name: 'Legal details' });
    await expect(legal.getByTestId('legal-missing')).toContainText(
      'Still missing: Legal name, Street and number, City, Country, VAT number.',
    );

    // The legal details, from the keyboard.
    await tabTo(page, legal.getByRole('textbox', { name: 'Legal name' }));
    await page.keyboard.type(LEGAL.name);
    await page.keyboard.press('Tab');
    await page.keyboard.type(LEGAL.street);
    await page.keyboard.press('Tab');
    await page.keyboard.type(LEGAL.postcode);
    await page.keyboard.press('Tab');
    await page.keyboard.type(LEGAL.city);
    await page.keyboard.press('Tab');
    await page.keyboard.type('Germ');
    await page.getByRole('option', { name: 'Germany' }).click();
    await legal.getByRole('textbox', { name: 'VAT number' }).fill(LEGAL.vatId);
    await legal.getByRole('textbox', { name: 'E-mail for invoices' }).fill('not an address');
    // The bank account invoices on account are paid to: an IBAN with a wrong check digit first.
    const iban = legal.getByRole('textbox', { name: 'IBAN' });
    await iban.fill('DE88 3704 0044 0532 0130 00');

    // The invoice numbers: typed in small letters, kept in capitals, the first number shown as typed.
    const numbers = page.getByRole('region', { name: 'Invoice numbers' });
    const prefix = numbers.getByRole('textbox', { name: 'Invoice prefix' });
    await prefix.fill('re');
    await expect(prefix).toHaveValue('RE');
    const year = new Date().getFullYear();
    await expect(numbers.getByTestId('invoice-number-example')).toHaveText(`First number: RE-${year}-00001`);
    await prefix.fill('INV');
    await expect(numbers.getByTestId('invoice-number-example')).toHaveText(`First number: INV-${year}-00001`);

    // VAT: prices include it, a change applies to new bookings only; a second reduced rate with decimals.
    const vat = page.getByRole('region', { name: 'VAT' });
    await expect(vat).toContainText('Prices in the shop include VAT');
    await expect(vat).toContainText('Changing a rate affects new bookings only');
    await expect(vat.getByRole('textbox', { name: 'Standard rate' })).toHaveValue('19 %');
    await pressEnterOn(page, vat.getByRole('button', { name: 'Add a reduced rate' }));
    // The new, empty field sits above the button: back to it from the keyboard.
    await tabTo(page, vat.getByRole('textbox', { name: 'Reduced rate 2' }), { backwards: true });
    await page.keyboard.type('5.5');
    await expect(vat.getByRole('textbox', { name: 'Reduced rate 2' })).toHaveValue('5.5 %');
    await screenshots(page, 'settings-invoices-vat');
    await expectAccessible(page, 'settings with legal details, invoice numbers and VAT');

    // A wrong e-mail is refused at its field before anything is sent.
    await pressEnterOn(page, page.getByRole('button', { name: 'Save settings' }));
    await expect(legal.getByText('Enter an e-mail address, or leave it empty.')).toBeVisible();
    await expect(legal.getByText('Enter a valid IBAN, for example DE89 3704 0044 0532 0130 00.')).toBeVisible();
    await iban.fill('DE89 3704 0044 0532 0130 00');
    await legal.getByRole('textbox', { name: 'BIC' }).fill('COBADEFFXXX');
    await legal.getByRole('textbox', { name: 'Account holder' }).fill(LEGAL.name);
    await legal.getByRole('textbox', { name: 'E-mail for invoices' }).fill(LEGAL.email);
    await pressEnterOn(page, page.getByRole('button', { name: 'Save settings' }));
    await expect(page.getByText('The settings were saved.')).toBeVisible();

    // Saved: a fresh page has them, and the notice is gone.
    await page.reload();
    await expect(legal.getByRole('textbox', { name: 'Legal name' })).toHaveValue(LEGAL.name);
    await expect(legal.getByTestId('legal-missing')).toHaveCount(0);
    await expect(vat.getByRole('textbox', { name: 'Reduced rate 2' })).toHaveValue('5.5 %');
    const saved = (await (await page.request.get('/api/admin/settings')).json()) as {
      legal: typeof LEGAL;
      vat: { standardRate: number; reducedRates: number[] };
    };
    expect(saved.legal).toEqual({
      ...LEGAL,
      iban: 'DE89370400440532013000',
      bic: 'COBADEFFXXX',
      accountHolder: LEGAL.name,
    });
    expect(saved.vat).toEqual({ standardRate: 19, reducedRates: [7, 5.5] });

    // A product at the reduced 7 %: chosen in its form, shown in the list.
    const product = `VAT Book ${Date.now()}-${test.info().retry}`;
    await sql(
      `INSERT INTO products (name, daily_price, brand, model, category_id, description)
       SELECT $1, 9.00, 'Framehire', 'Guide', id, 'A printed guide, at the reduced rate.' FROM categories WHERE name = 'Accessories'`,
      [product],
    );
    await page.goto(PRODUCTS);
    await page.getByRole('textbox', { name: 'Search products by name' }).fill(product);
    const row = page.getByRole('row').filter({ hasText: product });
    await expect(row.getByTestId('product-vat-rate')).toHaveCount(0);
    await pressEnterOn(page, page.getByRole('button', { name: 'Edit', exact: true }));
    await pressEnterOn(page, page.getByRole('button', { name: `Edit ${product}` }));
    const dialog = page.getByRole('dialog', { name: 'Edit product' });
    const rate = dialog.getByRole('combobox', { name: 'VAT rate' });
    await expect(rate).toHaveValue('Standard (19 %)');
    await rate.click();
    await page.getByRole('option', { name: 'Reduced (7 %)' }).click();
    await expect(rate).toHaveValue('Reduced (7 %)');
    await screenshots(page, 'product-form-vat');
    await expectAccessible(page, 'product form with its VAT rate');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Product was edited successfully!')).toBeVisible();
    await expect(row.getByTestId('product-vat-rate')).toHaveText('VAT 7 %');
    const id = await productId(product);
    const stored = await sql('SELECT vat_rate FROM products WHERE id = $1', [id]);
    expect(Number(stored.rows[0].vat_rate)).toBe(7);

    // The 7 % rate is now in use: removing it is refused, and the page says why at the rates.
    await page.goto(SETTINGS);
    await pressEnterOn(page, vat.getByRole('button', { name: 'Remove reduced rate 1' }));
    await expect(vat.getByRole('textbox', { name: 'Reduced rate 1' })).toHaveValue('5.5 %');
    await pressEnterOn(page, page.getByRole('button', { name: 'Save settings' }));
    await expect(vat.getByText(/still ha(s|ve) the (7 % )?rate|still has this rate/)).toBeVisible();
    await screenshots(page, 'settings-vat-rate-in-use');

    // Back to how the other journeys find the shop.
    await sql('UPDATE products SET vat_rate = NULL WHERE id = $1', [id]);
    await setUpShop(page.request);
  });

  test("a customer's invoice: booked to pay at pick-up, marked paid at the counter, its PDF downloaded and read back; the accountant's list", async ({
    page,
    browser,
    request,
  }) => {
    const admin = await createVerifiedUser(request, { admin: true });
    const customer = await createVerifiedUser(request, { fullName: 'Ingrid Invoice' });
    const adminPage = await signedIn(browser, admin);
    await setUpShop(adminPage.request);

    // The customer books the lens for two days, to pay at pick-up.
    await logIn(page, customer);
    const offset = 320 + test.info().retry * 7;
    await fillCart(page, [
      { name: LENS, quantity: 1, from: isoDaysFromToday(offset), to: isoDaysFromToday(offset + 1) },
    ]);
    await page.goto('/cart');
    await pressEnterOn(page, page.getByRole('button', { name: 'Proceed to checkout' }));
    await expect(page).toHaveURL(/\/account\/rental-requests$/);
    const order = await orderOf(customer.email);

    // Not paid yet: no invoice, and the page says when it comes.
    await page.goto(`/account/orders/${order.id}`);
    const invoices = page.getByRole('region', { name: 'Invoices' });
    await expect(invoices.getByTestId('no-invoices')).toHaveText('The invoice is issued once the order is paid.');
    await screenshots(page, 'order-invoices-unpaid');

    // At the counter the shop marks it paid (the dashboard's "Mark paid"): the invoice is issued.
    await adminPage.goto(`/administrator-dashboard/orders/${order.id}`);
    const panel = adminPage.getByRole('region', { name: 'Payment' });
    await pressEnterOn(adminPage, panel.getByRole('button', { name: 'Mark paid' }));
    const markPaid = adminPage.getByRole('dialog', { name: 'Mark the order paid' });
    await markPaid.getByRole('radio', { name: 'Cash' }).check();
    await markPaid.getByRole('button', { name: 'Mark paid' }).click();
    await expect(panel.getByTestId('payment-status')).toHaveText('Paid');
    const adminInvoices = adminPage.getByRole('region', { name: 'Invoices' });
    await expect(adminInvoices.getByTestId('order-invoice')).toHaveCount(1);

    // The customer's order page lists it: its number, date and total, and a PDF to download.
    await page.reload();
    const row = invoices.getByTestId('order-invoice');
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Invoice');
    const number = (await row.getByTestId('invoice-number').textContent())?.trim() ?? '';
    expect(number).toMatch(NUMBER);
    const placed = (await (await page.request.get(`/api/orders/${order.id}`)).json()) as {
      total: string;
      invoices: { number: string; total: string; url: string; eInvoiceUrl: string | null }[];
    };
    expect(placed.invoices).toHaveLength(1);
    expect(placed.invoices[0]).toMatchObject({ number, total: placed.total, eInvoiceUrl: null });
    await expect(row.getByTestId('invoice-total')).toHaveText(formatEuros(toCents(placed.total), 'en'));
    await expect(row.getByRole('link', { name: /E-invoice/ })).toHaveCount(0);
    await screenshots(page, 'order-invoices-paid');
    await expectAccessible(page, 'order page with its invoice');

    const pdfLink = row.getByRole('link', { name: /^Download PDF/ });
    await tabTo(page, pdfLink);
    const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
    const file = await download.path();
    const bytes = new Uint8Array(await readFile(file));
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
    const text = await pdfText(bytes);
    const grossCents = toCents(placed.total);
    const vatCents = vatOfGross(grossCents, 19);
    expect(text).toContain(number);
    expect(text).toMatch(/19(?:[.,]00)?\s?%/);
    expect(text).toMatch(amountIn(vatCents));
    expect(text).toMatch(amountIn(grossCents - vatCents));
    expect(text).toMatch(amountIn(grossCents));
    expect(text).toContain(LEGAL.name);
    expect(text).toContain(order.reference);

    // The accountant's list: this month's documents, reached from the dashboard's menu.
    await adminPage.goto('/administrator-dashboard');
    await pressEnterOn(adminPage, adminPage.getByRole('link', { name: 'Invoices' }));
    await expect(adminPage).toHaveURL(INVOICES);
    await expect(adminPage.getByRole('heading', { name: 'Invoices', level: 1 })).toBeVisible();
    const listed = adminPage.getByTestId('invoice-row').filter({ hasText: number });
    await expect(listed).toHaveCount(1);
    await expect(listed).toContainText('Ingrid Invoice');
    await expect(listed.getByRole('link', { name: order.reference })).toHaveAttribute(
      'href',
      `/administrator-dashboard/orders/${order.id}`,
    );
    await expect(listed).toContainText(formatEuros(vatCents, 'en'));

    // The totals per rate are the API's, which sum the period's documents, credit notes taken off.
    const month = new Date().toISOString().slice(0, 7);
    const from = `${month}-01`;
    const csv = adminPage.getByRole('link', { name: 'Export CSV' });
    const href = (await csv.getAttribute('href')) ?? '';
    // In English: commas and decimal points (a German or Spanish dashboard asks for semicolons).
    expect(href).toMatch(
      new RegExp(`^/api/admin/invoices/export\\.csv\\?from=${from}&to=\\d{4}-\\d{2}-\\d{2}&delimiter=comma$`),
    );
    const to = new URL(href, 'http://x').searchParams.get('to')!;
    const list = (await (await adminPage.request.get(`/api/admin/invoices?from=${from}&to=${to}`)).json()) as {
      totalsByRate: { rate: number; net: string; vat: string; gross: string }[];
      totals: { net: string; vat: string; gross: string };
    };
    const standard = list.totalsByRate.find((total) => total.rate === 19)!;
    expect(signedCents(standard.vat)).toBeGreaterThanOrEqual(vatCents);
    const rateRow = adminPage.getByTestId('vat-total').filter({ hasText: '19 %' });
    await expect(rateRow).toContainText(formatEuros(signedCents(standard.vat), 'en'));
    await expect(rateRow).toContainText(formatEuros(signedCents(standard.gross), 'en'));
    await expect(adminPage.getByTestId('period-total')).toContainText(
      formatEuros(signedCents(list.totals.gross), 'en'),
    );
    await screenshots(adminPage, 'invoices-month');
    await expectAccessible(adminPage, 'invoices of the month');

    // The exports: the CSV names the invoice, the ZIP holds PDFs.
    const exported = await adminPage.request.get(href);
    expect(exported.status()).toBe(200);
    expect(await exported.text()).toContain(number);
    const zip = await adminPage.request.get(
      (await adminPage.getByRole('link', { name: 'Download PDFs (ZIP)' }).getAttribute('href')) ?? '',
    );
    expect(zip.status()).toBe(200);
    expect(zip.headers()['content-type']).toContain('zip');

    // Any dates: from the first of the month to today still shows it; a range ending before it starts is not asked.
    await adminPage.getByRole('combobox', { name: 'Period' }).click();
    await adminPage.getByRole('option', { name: 'Choose dates…' }).click();
    await adminPage.getByLabel('From', { exact: true }).fill(from);
    await adminPage.getByLabel('To', { exact: true }).fill(to);
    await expect(adminPage).toHaveURL(`${INVOICES}?from=${from}&to=${to}`);
    await expect(listed).toHaveCount(1);
    await adminPage.getByLabel('To', { exact: true }).fill(`${Number(month.slice(0, 4)) - 1}-01-01`);
    await expect(adminPage.getByText('The end is before the start.')).toBeVisible();
    await expect(adminPage).toHaveURL(`${INVOICES}?from=${from}&to=${to}`);
    await screenshots(adminPage, 'invoices-dates');
    await adminPage.context().close();
  });

  test('buying for a business: company and VAT number at checkout, and an e-invoice once paid', async ({
    page,
    browser,
    request,
  }) => {
    const admin = await createVerifiedUser(request, { admin: true });
    const customer = await createVerifiedUser(request, { fullName: 'Bruno Business' });
    const adminPage = await signedIn(browser, admin);
    await setUpShop(adminPage.request);

    await logIn(page, customer);
    const offset = 340 + test.info().retry * 7;
    await fillCart(page, [{ name: CAMERA, quantity: 1, from: isoDaysFromToday(offset), to: isoDaysFromToday(offset) }]);
    await page.goto('/cart');

    // Ticked from the keyboard, the business's fields appear; sent empty, they say what is missing.
    const toggle = page.getByRole('checkbox', { name: 'Buying for a business' });
    await tabTo(page, toggle);
    await page.keyboard.press('Space');
    await expect(toggle).toBeChecked();
    const business = page.getByRole('group', { name: 'Your business' });
    await expect(business).toBeVisible();
    await pressEnterOn(page, page.getByRole('button', { name: 'Proceed to checkout' }));
    await expect(business.getByText('Enter the company name.')).toBeVisible();
    await expect(business.getByText('Enter the VAT number with its country code, e.g. DE123456789.')).toBeVisible();
    await expect(business.getByRole('textbox', { name: 'Company name' })).toBeFocused();
    await expect(page).toHaveURL(/\/cart$/);

    // Filled in field after field; the country follows the VAT number.
    await page.keyboard.type('Lichtblick Studio GmbH');
    await page.keyboard.press('Tab');
    await page.keyboard.type('DE 123 456 789');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Bildweg 4');
    await page.keyboard.press('Tab');
    await page.keyboard.type('80331');
    await page.keyboard.press('Tab');
    await page.keyboard.type('München');
    await expect(business.getByRole('combobox', { name: 'Country' })).toHaveValue('Germany');
    await expect(business).toContainText('Taken from the VAT number');
    await screenshots(page, 'cart-business');
    await expectAccessible(page, 'cart buying for a business');

    await pressEnterOn(page, page.getByRole('button', { name: 'Proceed to checkout' }));
    await expect(page).toHaveURL(/\/account\/rental-requests$/);
    const order = await orderOf(customer.email);
    const placed = (await (await page.request.get(`/api/orders/${order.id}`)).json()) as {
      business: { company: string; vatId: string; country: string } | null;
    };
    expect(placed.business).toMatchObject({ company: 'Lichtblick Studio GmbH', vatId: 'DE123456789', country: 'DE' });

    // Paid at the counter: the invoice comes as a PDF and as an EN 16931 e-invoice.
    const paid = await adminPage.request.post(`/api/admin/orders/${order.id}/payments`, { data: { channel: 'cash' } });
    expect(paid.status(), await paid.text()).toBe(200);
    await page.goto(`/account/orders/${order.id}`);
    const invoices = page.getByRole('region', { name: 'Invoices' });
    await expect(invoices.getByTestId('invoice-buyer')).toHaveText(
      'Invoiced to Lichtblick Studio GmbH, VAT number DE123456789.',
    );
    const eInvoice = invoices.getByRole('link', { name: /^E-invoice \(XML\)/ });
    await expect(eInvoice).toBeVisible();
    const xml = await page.request.get((await eInvoice.getAttribute('href')) ?? '');
    expect(xml.status()).toBe(200);
    const body = await xml.text();
    expect(body).toContain('DE123456789');
    expect(body).toContain('Lichtblick Studio GmbH');
    await screenshots(page, 'order-invoices-business');
    await expectAccessible(page, 'order page with an e-invoice');

    // In the accountant's list the company stands for the buyer.
    await adminPage.goto(INVOICES);
    const number = (await invoices.getByTestId('invoice-number').textContent())?.trim() ?? '';
    await expect(adminPage.getByTestId('invoice-row').filter({ hasText: number })).toContainText(
      'Lichtblick Studio GmbH',
    );
    await adminPage.context().close();
  });
});
