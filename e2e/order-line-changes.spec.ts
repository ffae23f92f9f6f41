import { expectAccessible } from './support/accessibility';
import { dayName, isoDaysFromToday } from './support/date-picker';
import { createVerifiedUser, expect, test } from './support/fixtures';
import { pressEnterOn } from './support/keyboard';
import { logIn } from './support/login';
import { ownProduct, placeOrder } from './support/orders';
import { screenshots } from './support/screenshots';

/*
 * Staff change an order (issue 43, decision 066): a customer's order of two lines, paid at the
 * counter; staff lower one line's daily price from the order's page, by keyboard, with a reason,
 * and see the order follow: the new price and total, the difference owed back at the counter, a
 * credit note. A higher price on the paid order is refused with the reason under the field. Then
 * they shorten the other line in the customer's date picker, and the total follows.
 */

test("staff raise and lower a line's daily price of a paid order, by keyboard, with a reason, and the money follows", async ({
  page,
  browser,
  request,
}) => {
  const stamp = `${Date.now()}-${test.info().retry}`;
  const camera = `Line price camera ${stamp}`;
  const light = `Line price light ${stamp}`;
  const customer = await createVerifiedUser(request, { fullName: 'Pia Price' });
  await logIn(page, customer);
  const order = await placeOrder(page, [
    { productId: await ownProduct(camera, 30), dailyPrice: '30.00' },
    { productId: await ownProduct(light, 12.5), dailyPrice: '12.50' },
  ]);

  const admin = await createVerifiedUser(request, { admin: true, fullName: 'Sam Staff' });
  const context = await browser.newContext();
  const adminPage = await context.newPage();
  await logIn(adminPage, admin);
  const paid = await adminPage.request.post(`/api/admin/orders/${order.id}/payments`, { data: { channel: 'cash' } });
  expect(paid.status()).toBe(200);
  await adminPage.goto(`/administrator-dashboard/orders/${order.id}`);
  await expect(adminPage.getByTestId('order-total')).toHaveText('€85.00');

  const button = adminPage.getByRole('button', { name: `Change the daily price of ${camera}` });
  await pressEnterOn(adminPage, button);
  const dialog = adminPage.getByRole('dialog', { name: 'Change the daily price' });
  await expect(dialog).toContainText(`Order ${order.reference} has money paid`);
  const price = dialog.getByRole('textbox', { name: 'Daily price' });
  await expect(price).toBeFocused();
  await expect(price).toHaveValue('30.00');
  // Escape closes it and the focus goes back to the button that opened it.
  await adminPage.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(button).toBeFocused();
  await adminPage.keyboard.press('Enter');
  await expect(price).toBeFocused();

  // Higher than booked on a paid order: owed on top, for the counter to take with its own invoice.
  await price.fill('35');
  await adminPage.keyboard.press('Tab');
  await adminPage.keyboard.type('Wrong price at booking');
  await expectAccessible(adminPage, 'change price popup');
  await screenshots(adminPage, 'order-change-price');
  await adminPage.keyboard.press('Enter');
  await expect(adminPage.getByText(`${camera} now costs €35.00 a day.`)).toBeVisible();
  await expect(dialog).toBeHidden();
  const panel = adminPage.getByRole('region', { name: 'Payment' });
  await expect(panel.getByText('Due for changes since payment')).toBeVisible();
  await expect(panel.getByTestId('payment-due')).toContainText('€10.00');

  // Corrected before the counter took it: the 10.00 owed is dropped first, the other 11.00 goes back.
  await pressEnterOn(adminPage, button);
  await expect(price).toHaveValue('35.00');
  await price.fill('24,50');
  await dialog.getByRole('textbox', { name: 'Reason' }).fill('Scratched body');
  await dialog.getByRole('textbox', { name: 'Reason' }).press('Enter');
  await expect(adminPage.getByText(`${camera} now costs €24.50 a day.`)).toBeVisible();
  await expect(dialog).toBeHidden();

  // 5.50 less for 2 days: 11.00 back at the counter, a credit note.
  await expect(adminPage.getByTestId('order-total')).toHaveText('€74.00');
  await expect(adminPage.getByTestId('order-line').filter({ hasText: camera })).toContainText('€49.00');
  await expect(panel.getByTestId('payment-due')).toBeHidden();
  await expect(panel.getByTestId('payment-status')).toHaveText('Refund owed');
  await expect(adminPage.getByText('Credit note', { exact: false }).first()).toBeVisible();
  await expectAccessible(adminPage, 'order with a line repriced');
  await screenshots(adminPage, 'order-line-repriced');

  // On a paid order the units and add-item popups say the counter takes what they add later.
  await pressEnterOn(adminPage, adminPage.getByRole('button', { name: `Change the units of ${camera}` }));
  const units = adminPage.getByRole('dialog', { name: 'Change the units' });
  await expect(units).toContainText('more units are owed on top');
  await expectAccessible(adminPage, 'change units popup of a paid order');
  await screenshots(adminPage, 'order-change-units-paid');
  await adminPage.keyboard.press('Escape');
  await expect(units).toBeHidden();
  await pressEnterOn(adminPage, adminPage.getByRole('button', { name: 'Add item' }));
  const addItem = adminPage.getByRole('dialog', { name: 'Add an item' });
  await expect(addItem).toContainText(`Order ${order.reference} is paid`);
  await expectAccessible(adminPage, 'add item popup of a paid order');
  await screenshots(adminPage, 'order-add-item-paid');
  await adminPage.keyboard.press('Escape');
  await expect(addItem).toBeHidden();

  // Shorten the light to its first day, by keyboard, in the customer's picker with its quote.
  await adminPage.setViewportSize({ width: 1280, height: 800 });
  await pressEnterOn(adminPage, adminPage.getByRole('button', { name: `Change the dates of ${light}` }));
  const dates = adminPage.getByRole('dialog', { name: 'Change the dates' });
  await expect(dates).toContainText('€25.00');
  const firstDay = dates.getByRole('button', { name: new RegExp(`^${dayName(isoDaysFromToday(8))}`) });
  await firstDay.focus();
  await adminPage.keyboard.press('Enter');
  await adminPage.keyboard.press('Enter');
  await expect(dates.getByTestId('reschedule-quote')).toContainText('€12.50');
  // Staff's words: the customer is spoken of, not to.
  await expect(dates.getByTestId('reschedule-quote')).toContainText(/The customer gets back|Nothing goes back/);
  await expect(dates.getByRole('button', { name: 'Keep the dates' })).toBeVisible();
  await expectAccessible(adminPage, 'change the dates of an order line');
  await screenshots(adminPage, 'order-change-dates');
  await adminPage.setViewportSize({ width: 1280, height: 800 });
  const submit = dates.getByRole('button', { name: 'Change dates' });
  await expect(submit).toBeEnabled();
  await submit.focus();
  await adminPage.keyboard.press('Enter');
  await expect(dates).toBeHidden();
  await expect(adminPage.getByText(/^The line now runs /)).toBeVisible();
  await expect(adminPage.getByTestId('order-total')).toHaveText('€61.50');
  await expect(adminPage.getByTestId('order-line').filter({ hasText: light })).toContainText('€12.50');
  await context.close();
});
