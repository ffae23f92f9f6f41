import { expectAccessible } from './support/accessibility';
import { chooseRentalDatesByKeyboard, isoDaysFromToday } from './support/date-picker';
import { createVerifiedUser, expect, sql, test } from './support/fixtures';
import { pressEnterOn, tabTo } from './support/keyboard';
import { logIn } from './support/login';
import { screenshots } from './support/screenshots';

/*
 * Staff take a phone order (issue 43): from the rental requests list, a new order for a customer
 * the shop does not know yet (their name asked for), one line with a product found by name, its
 * dates from the calendar, paid at pick-up; sent, the new order's page opens.
 */

async function ownProduct(name: string, price: number) {
  const product = await sql(
    `INSERT INTO products (name, description, daily_price, brand, model, category_id)
     SELECT $1, 'Made by the staff order journey.', $2, 'Sony', 'FX3', id FROM categories WHERE name = 'Accessories' RETURNING id`,
    [name, price],
  );
  const productId = product.rows[0].id as number;
  await sql(`INSERT INTO items (serial_number, product_id) VALUES ($1, $2)`, [`${name}-1`, productId]);
  return productId;
}

test('staff take an order for a new customer from the dashboard by keyboard, and its page opens', async ({
  page,
  request,
}) => {
  const stamp = `${Date.now()}-${test.info().retry}`;
  const camera = `Phone order camera ${stamp}`;
  await ownProduct(camera, 45);
  const admin = await createVerifiedUser(request, { admin: true, fullName: 'Sam Staff' });
  await logIn(page, admin, { at: '/administrator-dashboard/rental-requests' });
  await page.getByRole('link', { name: 'New order' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New order' })).toBeVisible();

  // By keyboard, as staff with a phone on their shoulder would.
  const email = `phone-${stamp}@example.com`;
  await tabTo(page, page.getByLabel("Customer's e-mail"));
  await page.keyboard.type(email);
  await expect(page.getByText('No customer has this e-mail yet')).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(page.getByLabel('Full name')).toBeFocused();
  await page.keyboard.type('Paula Phone');

  const product = page.getByRole('combobox', { name: 'Product' });
  await tabTo(page, product);
  await page.keyboard.type(camera);
  await expect(page.getByRole('option', { name: camera })).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(product).toHaveValue(camera);
  await expect(page.getByText('€45.00 per day')).toBeVisible();
  await chooseRentalDatesByKeyboard(
    page,
    isoDaysFromToday(8),
    isoDaysFromToday(9),
    page.getByRole('button', { name: 'Dates of rental 1' }),
  );
  // A second line, and away again.
  await pressEnterOn(page, page.getByRole('button', { name: 'Add a rental' }));
  await expect(page.getByRole('group', { name: 'Rental 2' })).toBeVisible();
  await pressEnterOn(page, page.getByRole('button', { name: 'Remove rental 2' }), { backwards: true });
  await expect(page.getByRole('group', { name: 'Rental 2' })).toHaveCount(0);
  await expect(page.getByRole('radio', { name: 'At pick-up' })).toBeChecked();
  await expectAccessible(page, 'new order form');
  await screenshots(page, 'staff-new-order');

  await pressEnterOn(page, page.getByRole('button', { name: 'Place order' }));
  await expect(page).toHaveURL(/\/administrator-dashboard\/orders\/\d+$/);
  await expect(page.getByText(/Order FH-\d{4}-\d+ placed\./)).toBeVisible();
  await expect(page.getByTestId('order-total')).toHaveText('€90.00');
  await expect(page.getByText('Paula Phone').first()).toBeVisible();
  await expectAccessible(page, 'order taken by staff');
  const opened = await sql(`SELECT name FROM "user" WHERE email = $1`, [email]);
  expect(opened.rows).toEqual([{ name: 'Paula Phone' }]);
});
