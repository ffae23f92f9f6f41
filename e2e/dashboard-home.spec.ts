import type { Page } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { createVerifiedUser, expect, sql, test, waitForMail } from './support/fixtures';
import { pressEnterOn, tabTo } from './support/keyboard';
import { logIn } from './support/login';

const HOME = '/administrator-dashboard';

/** A product of its own, in a demo category, with units of these serial numbers (all operational). */
async function productWithUnits(name: string, serials: string[]) {
  const product = await sql(
    `INSERT INTO products (name, description, daily_price, brand, model, category_id)
     SELECT $1, 'Made by a journey.', 25, 'Sony', 'FX3', id FROM categories WHERE name = 'Accessories' RETURNING id`,
    [name],
  );
  const productId = product.rows[0].id as number;
  for (const serial of serials) {
    await sql(`INSERT INTO items (serial_number, product_id) VALUES ($1, $2)`, [serial, productId]);
  }
  return productId;
}

/** A rental of the customer holding the unit, from `fromOffset` to `toOffset` days from today (the database's today). */
async function rentalOf(email: string, productId: number, serial: string, fromOffset: number, toOffset: number) {
  const rental = await sql(
    `INSERT INTO rentals (user_id, product_id, date_from, date_to)
     SELECT id, $2, current_date + $3::int, current_date + $4::int FROM "user" WHERE email = $1 RETURNING id, date_from, date_to`,
    [email, productId, fromOffset, toOffset],
  );
  const { id } = rental.rows[0] as { id: number };
  await sql(
    `INSERT INTO rental_items (rental_id, item_id, date_from, date_to)
     SELECT r.id, i.id, r.date_from, r.date_to FROM rentals r, items i WHERE r.id = $1 AND i.serial_number = $2`,
    [id, serial],
  );
  return id;
}

/** The flagged rental's row in "Needs a replacement unit". */
const flaggedRow = (page: Page, product: string) =>
  page.getByRole('region', { name: 'Needs a replacement unit' }).getByRole('listitem').filter({ hasText: product });

test.describe('dashboard home', () => {
  test('a unit taken out of service flags its future rental; one click swaps it and the customer sees and is mailed the new serial number', async ({
    page,
    browser,
    request,
    expectConsoleError,
  }) => {
    const stamp = `${Date.now()}-${test.info().retry}`;
    const admin = await createVerifiedUser(request, { admin: true });
    const customer = await createVerifiedUser(request, { fullName: 'Sofia Swap' });
    const product = `Swap Camera ${stamp}`;
    const [broken, spare] = [`SWAP-A-${stamp}`, `SWAP-B-${stamp}`];
    const productId = await productWithUnits(product, [broken, spare]);
    const rentalId = await rentalOf(customer.email, productId, broken, 20, 22);
    // A product with one unit only: once it breaks, there is nothing to swap it for.
    const lonely = `Lonely Lens ${stamp}`;
    const lonelySerial = `LONE-${stamp}`;
    const lonelyId = await productWithUnits(lonely, [lonelySerial]);
    await rentalOf(customer.email, lonelyId, lonelySerial, 5, 6);
    await sql(`UPDATE items SET status = 'NonOperational' WHERE serial_number = $1`, [lonelySerial]);
    // Handed out today: its serial number is on the home.
    const today = `Today Tripod ${stamp}`;
    const todaySerial = `TODAY-${stamp}`;
    await rentalOf(customer.email, await productWithUnits(today, [todaySerial]), todaySerial, 0, 2);

    // The administrator takes the unit out of service in the items form.
    await logIn(page, admin, { at: `${HOME}/manage-catalog/items` });
    await expect(page.getByRole('heading', { name: 'Items', level: 1 })).toBeVisible();
    await page.getByRole('textbox', { name: 'Search items by serial number' }).fill(broken);
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await page.getByRole('button', { name: `Edit ${broken}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit item' });
    await dialog.getByRole('radio', { name: 'Non-operational' }).check();
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Item was edited successfully!')).toBeVisible();

    // The home, first in the menu, flags the rental; the hand-out shows today's unit.
    await page.getByRole('link', { name: 'Overview' }).first().click();
    await expect(page).toHaveURL(new RegExp(`${HOME}$`));
    await expect(page.getByRole('heading', { name: 'Overview', level: 1 })).toBeVisible();
    const row = flaggedRow(page, product);
    await expect(row).toContainText('Sofia Swap');
    await expect(row).toContainText(`${broken} is out of service`);
    const handOut = page.getByRole('region', { name: 'Hand out' });
    await expect(
      handOut.getByRole('region', { name: 'Today' }).getByRole('listitem').filter({ hasText: today }),
    ).toContainText(todaySerial);
    await expect(page.getByRole('region', { name: 'Units out of service' })).toContainText(broken);
    await expectAccessible(page, 'dashboard home');

    // No free unit: a clear refusal, and the rental stays flagged.
    expectConsoleError(/status of 409/);
    await flaggedRow(page, lonely)
      .getByRole('button', { name: `Swap unit ${lonelySerial}` })
      .click();
    await expect(page.getByText('No free unit of this product for these dates.')).toBeVisible();
    await expect(flaggedRow(page, lonely)).toBeVisible();

    // The keyboard reaches the swap button; Enter swaps, the toast names the new unit, the flag goes.
    await pressEnterOn(page, row.getByRole('button', { name: `Swap unit ${broken}` }));
    await expect(page.getByText(`Unit ${spare} now replaces ${broken}.`)).toBeVisible();
    await expect(flaggedRow(page, product)).toHaveCount(0);
    // The button went with its row: the focus carries on from the page's heading, not the page's start.
    await expect(page.getByRole('heading', { name: 'Overview', level: 1 })).toBeFocused();
    const items = await sql(
      `SELECT i.serial_number FROM rental_items ri JOIN items i ON i.id = ri.item_id WHERE ri.rental_id = $1`,
      [rentalId],
    );
    expect(items.rows).toEqual([{ serial_number: spare }]);

    // The mail, through the queue, names the new unit and the one it replaces.
    const mail = await waitForMail(customer.email, (candidate) => candidate.subject.startsWith('A new unit'));
    expect(mail.subject).toBe(`A new unit for your rental of ${product}`);
    expect(mail.text).toContain(spare);
    expect(mail.text).toContain(broken);
    expect(mail.text).toContain(`/account/rental-requests/${rentalId}`);

    // The customer's rental shows the new serial number.
    const customerContext = await browser.newContext();
    const customerPage = await customerContext.newPage();
    await logIn(customerPage, customer, { at: `/account/rental-requests/${rentalId}` });
    await expect(customerPage.getByRole('link', { name: product })).toBeVisible();
    await expect(customerPage.getByText(spare, { exact: true })).toBeVisible();
    await expect(customerPage.getByText(broken, { exact: true })).toHaveCount(0);
    await customerContext.close();
  });

  test('every area of the dashboard is a keyboard press away from the home', async ({ page, request }) => {
    const admin = await createVerifiedUser(request, { admin: true });
    await logIn(page, admin, { at: HOME });
    await expect(page.getByRole('heading', { name: 'Overview', level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Take back' })).toBeVisible();
    const areas = page.getByRole('navigation', { name: 'Go to' });
    await tabTo(page, areas.getByRole('link', { name: 'Items' }));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${HOME}/manage-catalog/items$`));
  });
});
