import type { Page } from '@playwright/test';
import { expectAccessible } from './support/accessibility';
import { isoDaysFromToday } from './support/date-picker';
import { createVerifiedUser, expect, sql, test } from './support/fixtures';
import { pressEnterOn } from './support/keyboard';
import { logIn } from './support/login';
import { screenshots } from './support/screenshots';

/*
 * Staff change an order (issue 43): a customer's order of two lines, paid at the counter; staff
 * cancel one line from the order's page, by keyboard, and see the order follow: the line
 * cancelled, the total down, the refund owed at the counter, a credit note.
 */

/** A product of the journey's own, one unit, at `price` a day. */
async function ownProduct(name: string, price: number) {
  const product = await sql(
    `INSERT INTO products (name, description, daily_price, brand, model, category_id)
     SELECT $1, 'Made by the line cancel journey.', $2, 'Canon', 'R5', id FROM categories WHERE name = 'Accessories' RETURNING id`,
    [name, price],
  );
  const productId = product.rows[0].id as number;
  await sql(`INSERT INTO items (serial_number, product_id) VALUES ($1, $2)`, [`${name}-1`, productId]);
  return productId;
}

async function placeOrder(page: Page, lines: { productId: number; dailyPrice: string }[]) {
  const placed = await page.request.post('/api/orders', {
    data: {
      lines: lines.map((line) => ({
        ...line,
        dateFrom: isoDaysFromToday(8),
        dateTo: isoDaysFromToday(9),
        quantity: 1,
      })),
      payment: 'at_pickup',
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  return (await placed.json()) as { id: number; reference: string };
}

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
