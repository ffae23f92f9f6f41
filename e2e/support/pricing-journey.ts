import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, openSync, readFileSync } from 'node:fs';
import { request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test';
import { startStripeServer, type StripeServer } from '../../src/server/test/stripe-server';
import { expect, linkIn, uniqueEmail, waitForMail, type TestUser } from './fixtures';
import { tabTo } from './keyboard';

/*
 * What e2e/pricing-journey.spec.ts needs beyond the other journeys' helpers: a demo shop that
 * takes payments online through the local Stripe, on ports of its own (the Stripe journeys'
 * shop, E2E.stripe, may run at the same time in the other project), customers of that shop, and
 * the keyboard's way through the language menu and the rental-dates calendar in any of the three
 * languages (e2e/support/date-picker.ts speaks English only).
 */

const offset = Number(process.env.E2E_PORT_OFFSET ?? 0);

/** Beside the ports of e2e/support/ports.ts, moved by E2E_PORT_OFFSET as they are. */
export const PRICING_SHOP = {
  appPort: 3196 + offset * 4,
  stripePort: 3193 + offset * 4,
  postgresPort: 31_494 + offset,
  dataDir: '.tmp/e2e-pricing-data',
};
export const pricingBaseURL = `http://localhost:${PRICING_SHOP.appPort}`;

/** The demo shop's administrator (src/server/seed/demo-users.ts). */
export const DEMO_ADMIN: TestUser = {
  email: 'admin@framehire.test',
  password: 'Framehire!2026',
  fullName: 'Alex Morgan',
};

export type PricingShop = { stripe: StripeServer; stop: () => Promise<void> };

/** The local Stripe, and the demo shop pointed at it, on a fresh data folder; answers once healthy. */
export async function startPricingShop(): Promise<PricingShop> {
  const stripe = await startStripeServer({
    port: PRICING_SHOP.stripePort,
    webhook: `${pricingBaseURL}/api/payments/stripe/webhook`,
  });
  // Its output goes to a file whose end a failed start is told with: a shop that never answered
  // once on CI left nothing else to go by.
  mkdirSync('.tmp/reports', { recursive: true });
  const log = '.tmp/reports/pricing-shop.log';
  const shop: ChildProcess = spawn('npx', ['tsx', 'e2e/support/serve-at.ts'], {
    detached: true,
    stdio: ['ignore', openSync(log, 'w'), openSync(log, 'a')],
    env: {
      ...process.env,
      PORT: String(PRICING_SHOP.appPort),
      EMBEDDED_PG_PORT: String(PRICING_SHOP.postgresPort),
      DATA_DIR: PRICING_SHOP.dataDir,
      SHOP_TIME_ZONE: 'Europe/Madrid',
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
      STRIPE_API_URL: stripe.url,
      // As the journeys' shops (serve.ts): each journey signs its own customers up from 127.0.0.1.
      SIGNUP_RATE_LIMIT: '1000',
      NEW_CUSTOMER_MAX_OPEN_RENTALS: '10000',
      NEW_CUSTOMER_MAX_UNITS: '10000',
      NEW_CUSTOMER_STOCK_SHARE: '100',
    },
  });
  const stop = async () => {
    // The whole group: npx, tsx, the server and its embedded PostgreSQL (which shuts down on SIGTERM).
    if (shop.pid && shop.exitCode === null) {
      try {
        process.kill(-shop.pid, 'SIGTERM');
      } catch {
        // Gone already.
      }
    }
    await stripe.close();
  };
  try {
    await expect
      .poll(async () => (await fetch(`${pricingBaseURL}/api/health`).catch(() => null))?.status, {
        message: `the pricing journey's shop answers on ${pricingBaseURL}`,
        timeout: 150_000,
        intervals: [1000],
      })
      .toBe(200);
  } catch (error) {
    await stop();
    const said = readFileSync(log, 'utf8').split('\n').slice(-30).join('\n');
    throw new Error(`${(error as Error).message}\n(exit code ${shop.exitCode}); the shop's last words:\n${said}`);
  }
  return { stripe, stop };
}

/** An API client of the shop signed in as `user` (for what an administrator sets up). */
export async function signedInApi(user: TestUser): Promise<APIRequestContext> {
  const api = await playwrightRequest.newContext({ baseURL: pricingBaseURL });
  const signIn = await api.post('/api/auth/sign-in/email', {
    data: { email: user.email, password: user.password },
    headers: { origin: pricingBaseURL },
  });
  expect(signIn.status(), `signing ${user.email} in`).toBe(200);
  return api;
}

/** A customer of the pricing shop, signed up in English and verified through the mailed link. */
export async function newCustomer(fullName: string): Promise<TestUser> {
  const user = { email: uniqueEmail('pricing'), password: 'Camera!Rent1', fullName };
  const api = await playwrightRequest.newContext({ baseURL: pricingBaseURL });
  try {
    const signUp = await api.post('/api/auth/sign-up/email', {
      data: { name: user.fullName, email: user.email, password: user.password, language: 'en' },
      headers: { origin: pricingBaseURL },
    });
    expect(signUp.status(), await signUp.text()).toBe(200);
    const verify = await api.get(linkIn(await waitForMail(user.email)), { maxRedirects: 0 });
    expect(verify.status()).toBe(302);
  } finally {
    await api.dispose();
  }
  return user;
}

/** The header's language menu, from the keyboard: Tab to it, Enter, arrow down to the language, Enter. */
export async function chooseLanguageByKeyboard(page: Page, currentMenuName: string, languageName: string) {
  await tabTo(page, page.getByRole('button', { name: currentMenuName }).filter({ visible: true }).first());
  await page.keyboard.press('Enter');
  const item = page.getByRole('menuitem', { name: languageName });
  await expect(item).toBeVisible();
  for (let presses = 0; presses < 6; presses++) {
    if (await item.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press('ArrowDown');
  }
  await expect(item).toBeFocused();
  await page.keyboard.press('Enter');
}
