import { type ChildProcess, spawn } from 'node:child_process';
import type { Page } from '@playwright/test';
import { startStripeServer, type StripeServer } from '../src/server/test/stripe-server';
import { expectAccessible } from './support/accessibility';
import { isoDaysFromToday } from './support/date-picker';
import { expect, test } from './support/fixtures';
import { logIn } from './support/login';
import { E2E } from './support/ports';

/*
 * Paying online (issue 28), in a browser, on a shop of its own with Stripe's settings pointed at
 * the local Stripe server of the test folder: the cart goes on to the (local) hosted payment page,
 * and only the signed webhook that page sends confirms the order; a payment given up leaves the
 * units held until the session expires, and then frees them at once.
 */

const baseURL = `http://localhost:${E2E.stripe.appPort}`;
const DEMO = { email: 'lucia@framehire.test', password: 'Framehire!2026', fullName: 'Lucía Fernández' };
const CAMERA = 'Sony Alpha 7 IV';

let stripe: StripeServer;
let shop: ChildProcess;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  stripe = await startStripeServer({
    port: E2E.stripe.stripePort,
    webhook: `${baseURL}/api/payments/stripe/webhook`,
  });
  shop = spawn('npx', ['tsx', 'e2e/support/serve-at.ts'], {
    detached: true,
    stdio: 'ignore',
    env: {
      ...process.env,
      PORT: String(E2E.stripe.appPort),
      EMBEDDED_PG_PORT: String(E2E.stripe.postgresPort),
      DATA_DIR: E2E.stripe.dataDir,
      SHOP_TIME_ZONE: 'Europe/Madrid',
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
      STRIPE_API_URL: stripe.url,
    },
  });
  await expect
    .poll(async () => (await fetch(`${baseURL}/api/health`).catch(() => null))?.status, {
      timeout: 150_000,
      intervals: [1000],
    })
    .toBe(200);
});

test.afterAll(async () => {
  // The whole group: npx, tsx, the server and its embedded PostgreSQL (which shuts down on SIGTERM).
  if (shop?.pid) process.kill(-shop.pid, 'SIGTERM');
  await stripe?.close();
});

async function productByName(name: string) {
  const { items } = (await (await fetch(`${baseURL}/api/products?limit=100`)).json()) as {
    items: { id: number; name: string }[];
  };
  const product = items.find((item) => item.name === name);
  if (!product) throw new Error(`No demo product ${name}`);
  return product;
}

async function freeUnits(productId: number, from: string, to: string) {
  const response = await fetch(`${baseURL}/api/products/${productId}/availability?dateFrom=${from}&dateTo=${to}`);
  return ((await response.json()) as { free: number }).free;
}

/** One line in the cart, as the browser keeps it, with the product as the API gives it. */
async function fillCart(page: Page, name: string, from: string, to: string) {
  const product = await productByName(name);
  const { items } = (await (await page.request.get(`/api/products?ids=${product.id}`)).json()) as {
    items: unknown[];
  };
  await page.evaluate(
    (cart) => localStorage.setItem('cartProducts', JSON.stringify(cart)),
    [{ product: items[0], quantity: 1, dates: { start: from, end: to } }],
  );
}

test.describe('paying online through Stripe Checkout', () => {
  test.use({ baseURL });

  test('the cart goes on to the payment page, and the signed webhook confirms the order', async ({ page }) => {
    test.setTimeout(120_000);
    const days = { from: isoDaysFromToday(40), to: isoDaysFromToday(42) };
    await logIn(page, DEMO);
    await fillCart(page, CAMERA, days.from, days.to);
    await page.goto('/cart');

    // Both ways to pay, online first; what is due now is the whole total.
    const online = page.getByRole('radio', { name: /Pay online now/ });
    await expect(online).toBeChecked();
    await expect(page.getByRole('radio', { name: /Pay at pick-up/ })).not.toBeChecked();
    await expectAccessible(page, 'cart (pay online or at pick-up)');
    await page.getByRole('button', { name: 'Continue to payment' }).click();

    // The local Stripe's hosted page: the shop holds the units meanwhile, the order waits.
    await expect(page).toHaveURL(new RegExp(`^${stripe.url}/pay/cs_`));
    const sessionId = new URL(page.url()).pathname.split('/').at(-1)!;
    const session = stripe.sessions.get(sessionId)!;
    expect(session.amount_total).toBe(3 * 3990);
    expect(session.payment_method_types).toEqual(['card']);
    const orderId = Number(session.metadata?.order_id);
    const before = await page.request.get(`${baseURL}/api/orders/${orderId}`);
    expect(await before.json()).toMatchObject({ status: 'AwaitingPayment', paymentStatus: 'Pending' });

    await page.getByRole('button', { name: 'Pay' }).click();

    // Back at the shop's rental requests: confirmed by the webhook, never by this return.
    await expect(page).toHaveURL(/\/account\/rental-requests\?order=/);
    await expect(page.getByText(/Payment received: order FH-\d{4}-\d{6} is confirmed\./)).toBeVisible();
    const after = await (await page.request.get(`${baseURL}/api/orders/${orderId}`)).json();
    expect(after).toMatchObject({ status: 'Placed', paymentStatus: 'Paid', paid: '119.70', checkoutUrl: null });
    expect(stripe.sent.map((event) => event.type)).toContain('checkout.session.completed');
    await expectAccessible(page, 'rental requests after paying online');
  });

  test('a payment given up keeps the units until the session expires, then frees them at once', async ({ page }) => {
    test.setTimeout(120_000);
    const camera = await productByName(CAMERA);
    const days = { from: isoDaysFromToday(50), to: isoDaysFromToday(50) };
    const freeBefore = await freeUnits(camera.id, days.from, days.to);
    await logIn(page, DEMO);
    await fillCart(page, CAMERA, days.from, days.to);
    await page.goto('/cart');
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(page).toHaveURL(new RegExp(`^${stripe.url}/pay/cs_`));
    const sessionId = new URL(page.url()).pathname.split('/').at(-1)!;
    expect(await freeUnits(camera.id, days.from, days.to)).toBe(freeBefore - 1);

    // The customer cancels on Stripe's page: back on the order, still held, still payable.
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/account\/orders\/\d+\?payment=cancelled/);
    // Pay now, in the notice and in the order's payment section.
    await expect(page.getByText('Payment cancelled')).toBeVisible();
    await expect(
      page
        .getByRole('link', { name: /Pay now/ })
        .or(page.getByRole('button', { name: /Pay now/ }))
        .first(),
    ).toBeVisible();
    await expectAccessible(page, 'order after a payment given up');

    // Stripe expires the session: the signed webhook lapses the order and frees the unit.
    await stripe.expire(sessionId);
    await expect.poll(() => freeUnits(camera.id, days.from, days.to)).toBe(freeBefore);
    const orderId = Number(stripe.sessions.get(sessionId)!.metadata?.order_id);
    const order = await (await page.request.get(`${baseURL}/api/orders/${orderId}`)).json();
    expect(order).toMatchObject({ status: 'Lapsed', paymentStatus: 'Expired', checkoutUrl: null });
  });
});
