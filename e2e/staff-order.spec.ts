import { expectAccessible } from './support/accessibility';
import { chooseRentalDates, isoDaysFromToday } from './support/date-picker';
import { createVerifiedUser, expect, sql, test } from './support/fixtures';
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

test('staff take an order for a new customer from the dashboard, and its page opens', async ({ page, request }) => {
  const stamp = `${Date.now()}-${test.info().retry}`;
  const camera = `Phone order camera ${stamp}`;
  await ownProduct(camera, 45);
  const admin = await createVerifiedUser(request, { admin: true, fullName: 'Sam Staff' });
  await logIn(page, admin);

  await page.goto('/administrator-dashboard/rental-requests');
  await page.getByRole('link', { name: 'New order' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New order' })).toBeVisible();

  const email = `phone-${stamp}@example.com`;
  await page.getByLabel("Customer's e-mail").fill(email);
  await expect(page.getByText('No customer has this e-mail yet')).toBeVisible();
  await page.getByLabel('Full name').fill('Paula Phone');

  const product = page.getByRole('combobox', { name: 'Product' });
  await product.click();
  await product.fill(camera);
  await page.getByRole('option', { name: camera }).click();
  await expect(page.getByText('€45.00 per day')).toBeVisible();
  await chooseRentalDates(
    page,
    isoDaysFromToday(8),
    isoDaysFromToday(9),
    page.getByRole('button', { name: 'Dates of rental 1' }),
  );
  await expect(page.getByRole('radio', { name: 'At pick-up' })).toBeChecked();
  await expectAccessible(page, 'new order form');
  await screenshots(page, 'staff-new-order');

  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/administrator-dashboard\/orders\/\d+$/);
  await expect(page.getByText(/Order FH-\d{4}-\d+ placed\./)).toBeVisible();
  await expect(page.getByTestId('order-total')).toHaveText('€90.00');
  await expect(page.getByText('Paula Phone').first()).toBeVisible();
  await expectAccessible(page, 'order taken by staff');
  const opened = await sql(`SELECT name FROM "user" WHERE email = $1`, [email]);
  expect(opened.rows).toEqual([{ name: 'Paula Phone' }]);
});
