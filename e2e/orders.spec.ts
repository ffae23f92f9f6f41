import { expectAccessible } from './support/accessibility';
import { createVerifiedUser, expect, sql, test, type TestUser } from './support/fixtures';
import { isoDaysFromToday } from './support/date-picker';
import { productId } from './support/demo-data';
import { pressEnterOn } from './support/keyboard';
import { logIn } from './support/login';
import { fillCart } from './support/orders';
import { screenshots } from './support/screenshots';

/* One checkout books the whole cart as one order, or nothing (issue 27). */

const CAMERA = 'Sony Alpha 7 IV';
const LENS = 'Sigma 35mm F1.4 DG DN Art';
const BODY = 'Canon EOS R5';

async function ordersOf(user: TestUser): Promise<number> {
  const result = await sql(
    `SELECT count(*)::int AS n FROM rentals r JOIN "user" u ON u.id = r.user_id WHERE u.email = $1`,
    [user.email],
  );
  return result.rows[0].n as number;
}

test.describe('orders', () => {
  test('a cart of three lines with one short of stock books nothing and says so on that line', async ({
    page,
    browser,
    request,
    expectConsoleError,
  }) => {
    // The refused order: the browser logs its 409.
    expectConsoleError(/status of 409/);
    const customer = await createVerifiedUser(request, { fullName: 'Olga Order' });
    const rival = await createVerifiedUser(request, { fullName: 'Rita Rival' });
    const offset = 120 + test.info().retry * 10;
    const days = { from: isoDaysFromToday(offset), to: isoDaysFromToday(offset + 2) };

    await logIn(page, customer);
    await fillCart(page, [
      { name: CAMERA, quantity: 3, ...days },
      { name: LENS, quantity: 1, ...days },
      { name: BODY, quantity: 1, ...days },
    ]);
    await page.goto('/cart');
    const cameraLine = page.getByTestId('cart-line').filter({ hasText: CAMERA });
    await expect(cameraLine.getByTestId('quantity')).toHaveText('3');
    await expect(page.getByTestId('cart-line')).toHaveCount(3);

    // While the cart is open, another customer books all but one of the camera's units on those days.
    const rivalContext = await browser.newContext();
    const rivalPage = await rivalContext.newPage();
    await logIn(rivalPage, rival);
    const cameraId = await productId(CAMERA);
    const product = (await (await rivalPage.request.get(`/api/products/${cameraId}`)).json()) as { dailyPrice: string };
    const free = (await (
      await rivalPage.request.get(`/api/products/${cameraId}/availability?dateFrom=${days.from}&dateTo=${days.to}`)
    ).json()) as { free: number };
    // A booking holds at most 4 units (the shop's limit), so the rival sends as many as it takes.
    for (let left = free.free - 1, order = 0; left > 0; left -= 4, order++) {
      const taken = await rivalPage.request.post('/api/orders', {
        headers: { 'idempotency-key': `rival-${test.info().retry}-${order}-${Date.now()}` },
        data: {
          lines: [
            {
              productId: cameraId,
              dateFrom: days.from,
              dateTo: days.to,
              quantity: Math.min(left, 4),
              dailyPrice: product.dailyPrice,
            },
          ],
        },
      });
      expect(taken.status(), await taken.text()).toBe(201);
    }
    await rivalContext.close();

    await pressEnterOn(page, page.getByRole('button', { name: 'Proceed to checkout' }));
    await expect(page.getByText(`${CAMERA}: Not enough stock! Only 1 left: quantity set to 1.`)).toBeVisible();
    // Nothing was booked: every line is still in the cart, and the camera's says what changed.
    expect(await ordersOf(customer)).toBe(0);
    await expect(page).toHaveURL(/\/cart$/);
    await expect(page.getByTestId('cart-line')).toHaveCount(3);
    await expect(cameraLine.getByTestId('line-note')).toHaveText('Not enough stock! Only 1 left: quantity set to 1.');
    await expect(cameraLine.getByTestId('quantity')).toHaveText('1');
    await expect(page.getByTestId('line-note')).toHaveCount(1);
    await expect(page.getByText(`${LENS}: Rental requested successfully!`)).toHaveCount(0);
    await screenshots(page, 'cart-refused');
    await expectAccessible(page, 'cart (order refused)');

    // Sent again as it now stands, the whole cart is one order, then on to the rental requests.
    await pressEnterOn(page, page.getByRole('button', { name: 'Proceed to checkout' }));
    for (const name of [CAMERA, LENS, BODY]) {
      await expect(page.getByText(`${name}: Rental requested successfully!`)).toBeVisible();
    }
    await expect(page).toHaveURL(/\/account\/rental-requests$/);
    expect(await page.evaluate(() => localStorage.getItem('cartProducts'))).toBe('[]');
    expect(await ordersOf(customer)).toBe(3);
    const orders = await sql(
      `SELECT DISTINCT r.order_id FROM rentals r JOIN "user" u ON u.id = r.user_id WHERE u.email = $1`,
      [customer.email],
    );
    expect(orders.rowCount).toBe(1);
  });

  test('a customer and an administrator open an order from its rental requests', async ({
    page,
    request,
    expectConsoleError,
  }) => {
    // Someone else's order: the browser logs its 404.
    expectConsoleError(/status of 404/);
    const customer = await createVerifiedUser(request, { fullName: 'Petra Placed' });
    const admin = await createVerifiedUser(request, { admin: true });
    const offset = 150 + test.info().retry * 10;
    const days = { from: isoDaysFromToday(offset), to: isoDaysFromToday(offset + 2) };

    await logIn(page, customer);
    await fillCart(page, [
      { name: CAMERA, quantity: 2, ...days },
      { name: LENS, quantity: 1, from: isoDaysFromToday(offset + 5), to: isoDaysFromToday(offset + 5) },
    ]);
    await page.goto('/cart');
    await expect(page.getByTestId('cart-total')).toHaveText(/€/);
    await screenshots(page, 'cart');
    const cartTotal = await page.getByTestId('cart-total').textContent();
    await pressEnterOn(page, page.getByRole('button', { name: 'Proceed to checkout' }));
    await expect(page).toHaveURL(/\/account\/rental-requests$/);

    // The upcoming rentals, soonest first: the camera's row, then the lens's.
    const rows = page.getByRole('table').getByRole('row');
    await expect(page.getByRole('radiogroup', { name: 'Which rental requests' })).toBeVisible();
    await rows.getByRole('button').first().click();
    const reference = page.getByRole('link', { name: /^FH-/ });
    await expect(reference).toBeVisible();
    const referenceText = (await reference.textContent()) ?? '';
    await expectAccessible(page, 'account rental requests (order link)');
    await pressEnterOn(page, reference);

    await expect(page).toHaveURL(/\/account\/orders\/\d+$/);
    await expect(page.getByRole('heading', { name: `Order ${referenceText}`, level: 1 })).toBeVisible();
    await expect(page.getByTestId('order-line')).toHaveCount(2);
    await expect(page.getByTestId('order-status')).toHaveText('Placed');
    await expect(page.getByTestId('order-total')).toHaveText(cartTotal ?? '');
    await expect(page.getByTestId('order-line').filter({ hasText: CAMERA })).toContainText('€39.90 / day');
    // A fresh page: the accessibility check above switched the theme by hand, and the app keeps
    // that choice until it reloads, so it would no longer follow the emulated system theme.
    await page.reload();
    await expect(page.getByTestId('order-total')).toHaveText(cartTotal ?? '');
    await screenshots(page, 'order-customer');
    await expectAccessible(page, 'account order');
    const orderPath = new URL(page.url()).pathname;
    const orderId = orderPath.split('/').pop();

    // Someone else's order, or none, reads "not found".
    await page.goto('/account/orders/999999999');
    await expect(page.getByText('Order not found')).toBeVisible();

    // The administrator's page of the same order, with the customer, and its rental requests.
    await page.context().clearCookies();
    await logIn(page, admin, { at: `/administrator-dashboard/orders/${orderId}` });
    await expect(page.getByRole('heading', { name: `Order ${referenceText}`, level: 1 })).toBeVisible();
    await expect(page.getByText(customer.email)).toBeVisible();
    await expect(page.getByTestId('order-total')).toHaveText(cartTotal ?? '');
    await screenshots(page, 'order-admin');
    await expectAccessible(page, 'dashboard order');
    await pressEnterOn(page, page.getByRole('link', { name: 'Rental requests of this order' }));
    await expect(page).toHaveURL(new RegExp(`/administrator-dashboard/rental-requests\\?orderId=${orderId}$`));
    await expect(page.getByTestId('order-filter')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: customer.email })).toHaveCount(2);
    await expectAccessible(page, 'dashboard rental requests of one order');
  });
});
