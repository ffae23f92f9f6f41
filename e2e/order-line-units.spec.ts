import { expectAccessible } from './support/accessibility';
import { chooseRentalDatesByKeyboard, isoDaysFromToday } from './support/date-picker';
import { createVerifiedUser, expect, sql, test } from './support/fixtures';
import { pressEnterOn, tabTo } from './support/keyboard';
import { logIn } from './support/login';
import { ownProduct, placeOrder } from './support/orders';
import { screenshots } from './support/screenshots';

/*
 * Staff change what an order books (issue 43, decision 067): a customer's order of one camera,
 * not paid yet; staff raise the camera's units by keyboard (one more than the shop has is
 * refused under the field with how many the line can have), and the total follows. Then they
 * add a light through the "Add item" popup; its price changed since the popup showed it, so the
 * first press says the new price and the second books at it: a new line, and the total grows.
 */

test('staff change a line’s units by keyboard and add an item to an unpaid order', async ({
  page,
  browser,
  request,
  expectConsoleError,
}) => {
  const stamp = `${Date.now()}-${test.info().retry}`;
  const camera = `Units camera ${stamp}`;
  const light = `Added light ${stamp}`;
  const cameraId = await ownProduct(camera, 30);
  // A second camera: the line can grow to two, not three.
  await sql(`INSERT INTO items (serial_number, product_id) VALUES ($1, $2)`, [`${camera}-2`, cameraId]);
  const lightId = await ownProduct(light, 12.5);
  const customer = await createVerifiedUser(request, { fullName: 'Una Units' });
  await logIn(page, customer);
  const order = await placeOrder(page, [{ productId: cameraId, dailyPrice: '30.00' }]);

  const admin = await createVerifiedUser(request, { admin: true, fullName: 'Sam Staff' });
  const context = await browser.newContext();
  const adminPage = await context.newPage();
  await logIn(adminPage, admin, { at: `/administrator-dashboard/orders/${order.id}` });
  await expect(adminPage.getByTestId('order-total')).toHaveText('€60.00');

  // Units, by keyboard: the field has the focus and the arrow keys count.
  const button = adminPage.getByRole('button', { name: `Change the units of ${camera}` });
  await pressEnterOn(adminPage, button);
  const units = adminPage.getByRole('dialog', { name: 'Change the units' });
  await expect(units).toContainText("The order's total changes with the units.");
  const field = units.getByRole('textbox', { name: 'Units' });
  await expect(field).toBeFocused();
  await expect(field).toHaveValue('1');
  // Escape closes it and the focus goes back to the button that opened it.
  await adminPage.keyboard.press('Escape');
  await expect(units).toBeHidden();
  await expect(button).toBeFocused();
  await adminPage.keyboard.press('Enter');
  await expect(field).toBeFocused();
  expectConsoleError(/status of 409.*\/lines/);
  await adminPage.keyboard.press('ArrowUp');
  await adminPage.keyboard.press('ArrowUp');
  await expect(field).toHaveValue('3');
  await expect(units.getByTestId('units-line-total')).toHaveText('Line total with these units: €180.00');
  await adminPage.keyboard.press('Enter');
  await expect(units).toContainText('this line can have at most 2 units');
  await expectAccessible(adminPage, 'change units popup');
  await screenshots(adminPage, 'order-change-units');
  await adminPage.keyboard.press('ArrowDown');
  await expect(field).toHaveValue('2');
  await adminPage.keyboard.press('Enter');
  await expect(adminPage.getByText(`${camera} now has 2 units.`)).toBeVisible();
  await expect(units).toBeHidden();
  await expect(adminPage.getByTestId('order-total')).toHaveText('€120.00');
  await expect(adminPage.getByTestId('order-line').filter({ hasText: camera })).toContainText(`${camera}-2`);

  // An item added through the popup, found by name, its dates picked by keyboard.
  const addItem = adminPage.getByRole('button', { name: 'Add item' });
  await pressEnterOn(adminPage, addItem);
  const adding = adminPage.getByRole('dialog', { name: 'Add an item' });
  await expect(adding).toContainText(`Booked for Una Units on order ${order.reference}`);
  const product = adding.getByRole('combobox', { name: 'Product' });
  await tabTo(adminPage, product);
  await adminPage.keyboard.type(light);
  await expect(adminPage.getByRole('option', { name: light })).toBeVisible();
  await adminPage.keyboard.press('ArrowDown');
  await adminPage.keyboard.press('Enter');
  await expect(product).toHaveValue(light);
  await expect(adding.getByText('€12.50 per day')).toBeVisible();
  await chooseRentalDatesByKeyboard(
    adminPage,
    isoDaysFromToday(8),
    isoDaysFromToday(9),
    adding.getByRole('button', { name: 'Dates of the new item' }),
  );
  await expectAccessible(adminPage, 'add item popup');
  await screenshots(adminPage, 'order-add-item');

  // The shop changed the light's price meanwhile: the popup says the price now, and books at it.
  await sql(`UPDATE products SET daily_price = 15 WHERE id = $1`, [lightId]);
  const submit = adding.getByRole('button', { name: 'Add to order' });
  await pressEnterOn(adminPage, submit);
  await expect(adding.getByRole('alert')).toContainText("The product's price is now €15.00 a day.");
  await expect(adding.getByText('€15.00 per day')).toBeVisible();
  await expect(submit).toBeFocused();
  await adminPage.keyboard.press('Enter');
  await expect(adminPage.getByText(`${light} added to order ${order.reference}.`)).toBeVisible();
  await expect(adding).toBeHidden();
  await expect(addItem).toBeFocused();
  await expect(adminPage.getByTestId('order-line').filter({ hasText: light })).toContainText('€30.00');
  await expect(adminPage.getByTestId('order-total')).toHaveText('€150.00');
  await context.close();
});
