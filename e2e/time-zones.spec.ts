import { type ChildProcess, spawn } from 'node:child_process';
import { expect, test } from './support/fixtures';
import { dayName } from './support/date-picker';
import { E2E } from './support/ports';

/*
 * Whose "today"? The shop's (decision 008). The shop keeps Los Angeles time; its server process
 * runs in Kiritimati (UTC+14); customers' browsers are in Madrid, Kiritimati and Los Angeles. At
 * 23:30 UTC on 23 November 2026 the shop's date is the 23rd while the server process and two of
 * the browsers are already on the 24th: every browser must offer and book from the 23rd, and the
 * server must accept it.
 */
const MOMENT = new Date('2026-11-23T23:30:00Z');
const SHOP_TODAY = '2026-11-23';
const baseURL = `http://localhost:${E2E.frozen.appPort}`;
const DEMO = { email: 'lucia@framehire.test', password: 'Framehire!2026', fullName: 'Lucía Fernández' };

let server: ChildProcess;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  server = spawn('npx', ['tsx', 'e2e/support/serve-at.ts'], {
    detached: true,
    stdio: 'ignore',
    env: {
      ...process.env,
      TZ: 'Pacific/Kiritimati',
      SHOP_TIME_ZONE: 'America/Los_Angeles',
      FRAMEHIRE_E2E_AT: MOMENT.toISOString(),
      PORT: String(E2E.frozen.appPort),
      EMBEDDED_PG_PORT: String(E2E.frozen.postgresPort),
      DATA_DIR: E2E.frozen.dataDir,
    },
  });
  await expect
    .poll(async () => (await fetch(`${baseURL}/api/health`).catch(() => null))?.status, {
      timeout: 150_000,
      intervals: [1000],
    })
    .toBe(200);
});

test.afterAll(() => {
  // The whole group: npx, tsx, the server and its embedded PostgreSQL (which shuts down on SIGTERM).
  if (server.pid) process.kill(-server.pid, 'SIGTERM');
});

/** A demo product with at least `units` units free on the shop's today, asked from the API. */
async function productFreeToday(units: number) {
  const page = (await (await fetch(`${baseURL}/api/products?limit=100`)).json()) as {
    items: { id: number; name: string }[];
  };
  for (const product of page.items) {
    const query = `dateFrom=${SHOP_TODAY}&dateTo=${SHOP_TODAY}`;
    const { free } = (await (await fetch(`${baseURL}/api/products/${product.id}/availability?${query}`)).json()) as {
      free: number;
    };
    if (free >= units) return product;
  }
  throw new Error(`No demo product has ${units} units free on ${SHOP_TODAY}`);
}

test("browsers in any zone offer, move to and book the shop's today", async ({ browser }) => {
  test.setTimeout(120_000);
  const zones = ['Europe/Madrid', 'Pacific/Kiritimati', 'America/Los_Angeles'];
  const product = await productFreeToday(zones.length);
  expect((await (await fetch(`${baseURL}/api/shop`)).json()) as unknown).toMatchObject({
    timeZone: 'America/Los_Angeles',
    today: SHOP_TODAY,
  });

  for (const timezoneId of zones) {
    await test.step(timezoneId, async () => {
      const context = await browser.newContext({ baseURL, timezoneId, locale: 'en-GB' });
      const page = await context.newPage();
      await page.clock.setFixedTime(MOMENT);
      expect(await page.evaluate(() => new Date().getDate()), 'the browser is on its own date').toBe(
        timezoneId === 'America/Los_Angeles' ? 23 : 24,
      );

      // A line saved last week moves up to the shop's today, not the browser's.
      await page.addInitScript(
        (line) => localStorage.getItem('cartProducts') ?? localStorage.setItem('cartProducts', JSON.stringify([line])),
        { product, quantity: 1, dates: { start: '2026-11-16', end: '2026-11-17' } },
      );
      await page.goto(`/products/${product.id}`);
      await page.getByRole('button', { name: 'Rental dates' }).or(page.getByLabel('Rental dates')).first().click();
      await expect(page.getByRole('button', { name: new RegExp(`^${dayName('2026-11-22')}`) }).first()).toBeDisabled();
      await expect(page.getByRole('button', { name: new RegExp(`^${dayName(SHOP_TODAY)}`) }).first()).toBeEnabled();
      await page.keyboard.press('Escape');

      await page.goto('/cart');
      const line = page.getByTestId('cart-line').first();
      await expect(line).toContainText('23/11/2026 – 23/11/2026');
      await expect(line).not.toContainText('24/11/2026');

      await page.goto('/login');
      await page.getByLabel('E-mail').fill(DEMO.email);
      await page.getByRole('textbox', { name: 'Password', exact: true }).fill(DEMO.password);
      await page.getByRole('button', { name: 'Log in' }).click();
      await expect(page.getByText(`Welcome back, ${DEMO.fullName}!`)).toBeVisible();

      await page.goto('/cart');
      await page.getByRole('button', { name: 'Proceed to checkout' }).click();
      await expect(page.getByText(`${product.name}: Rental requested successfully!`)).toBeVisible();
      await expect(page).toHaveURL(/\/account\/rental-requests/);
      await context.close();
    });
  }
});
