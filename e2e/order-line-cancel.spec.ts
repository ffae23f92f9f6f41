import { expectAccessible } from './support/accessibility';
import { createVerifiedUser, expect, test } from './support/fixtures';
import { pressEnterOn } from './support/keyboard';
import { logIn } from './support/login';
import { ownProduct, placeOrder } from './support/orders';
import { screenshots } from './support/screenshots';

/*
 * Staff change an order (issue 43): a customer's order of two lines, paid at the counter; staff
 * cancel one line from the order's page, by keyboard, and see the order follow: the line
 * cancelled, the total down, the refund owed at the counter, a credit note.
 */

test('staff cancel one line of a paid order from its page, by keyboard, and the money follows', async ({
  page,
  browser,
  request,
}) => {
  const stamp = `${Date.now()}-${test.info().retry}`;
  const camera = `Line cancel camera ${stamp}`;
  const light = `Line cancel light ${stamp}`;
  const customer = await createVerifiedUser(request, { fullName: 'Carla Cancel' });
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

  await pressEnterOn(adminPage, adminPage.getByRole('button', { name: `Cancel the line ${light}` }));
  const dialog = adminPage.getByRole('dialog', { name: 'Cancel this line?' });
  await expect(dialog).toContainText(`Order ${order.reference} has been paid`);
  await expectAccessible(adminPage, 'cancel line popup');
  await screenshots(adminPage, 'order-cancel-line');
  await dialog.getByRole('button', { name: 'Cancel line' }).click();
  await expect(adminPage.getByText(`Line ${light} cancelled.`)).toBeVisible();

  await expect(adminPage.getByTestId('order-total')).toHaveText('€60.00');
  const cancelled = adminPage.getByTestId('order-line').filter({ hasText: light });
  await expect(cancelled).toContainText('Cancelled');
  await expect(adminPage.getByRole('button', { name: `Cancel the line ${light}` })).toHaveCount(0);
  const panel = adminPage.getByRole('region', { name: 'Payment' });
  await expect(panel.getByTestId('payment-status')).toHaveText('Refund owed');
  await expectAccessible(adminPage, 'order with a cancelled line');
  await screenshots(adminPage, 'order-line-cancelled');
  await context.close();
});
