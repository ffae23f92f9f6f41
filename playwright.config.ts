import { defineConfig, devices } from '@playwright/test';
import { testBrowser } from './src/server/test/browsers';
import { E2E } from './e2e/support/ports';

// Debian's Chromium headless shell (decision 074): Playwright's own browser downloads are not reachable here.
const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const chromium = {
  ...devices['Desktop Chrome'],
  launchOptions: { executablePath: testBrowser(), args: chromiumArgs },
};

/** The journeys that change shop-wide settings and those that read what they change. */
const SHOP_SETTINGS = [
  '**/payment-dashboard.spec.ts',
  '**/payment-customer.spec.ts',
  // The damage waiver is a shop-wide setting every cart and order reads.
  '**/cart-coupon.spec.ts',
];
/** Closes days shop-wide, which every booking on its shop reads; opens them again when it ends. */
const OPENING_DAYS = ['**/opening-days.spec.ts'];

/** The second demo shop those journeys drive (e2e/support/ports.ts), beside the other journeys' shop. */
const settingsShop = { ...chromium, baseURL: E2E.settings.baseURL };

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  fullyParallel: false,
  workers: 2,
  // Two workers, the server and the browsers fill both cores of the machines CI runs on: a journey
  // can miss a moment it waits for (a page taken over late, a response past its 10 s). One retry;
  // a journey that passes on it is listed as flaky in the summary, to be looked at.
  retries: 1,
  // Long journeys (a dozen screens, each checked with axe in two themes) on two shared cores.
  timeout: 90_000,
  expect: { timeout: 10_000 },
  // The JSON report gives each spec's seconds to `npm run test:slowest` (docs/testing.md).
  reporter: [
    ['list'],
    ['json', { outputFile: '.tmp/reports/e2e.json' }],
    ...(process.env.CI ? [] : [['html', { open: 'never' }] as const]),
  ],
  use: {
    baseURL: E2E.baseURL,
    // Recorded on a failed journey's retry only: recording it for every journey and throwing it
    // away when it passed cost 29 % of the journeys' CPU (decision 071).
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    locale: 'en-US',
    timezoneId: 'Europe/Madrid',
  },
  projects: [
    // These journeys change the shop's settings (deposits off, other cancellation rules, payment methods,
    // closed days) and read them back in the cart and orders: on a shop of their own, so the other journeys
    // never see them, one at a time (or one would see the other's settings; the closed-days journey puts the
    // opening days back when it ends). First in the queue: one worker runs them while the other starts on
    // the rest, instead of both waiting for them at the end.
    {
      name: 'shop settings',
      use: settingsShop,
      metadata: { shop: 'settings' },
      testMatch: [...SHOP_SETTINGS, ...OPENING_DAYS],
      workers: 1,
    },
    { name: 'chromium', use: chromium, testIgnore: [...SHOP_SETTINGS, ...OPENING_DAYS] },
  ],
  webServer: [
    {
      command: 'npx tsx e2e/support/mail-sink.ts',
      url: `http://127.0.0.1:${E2E.mailApiPort}/messages`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      // Both demo shops at once (e2e/support/serve-shops.ts): Playwright would start them one after the other.
      command: 'npx tsx e2e/support/serve-shops.ts',
      url: `http://127.0.0.1:${E2E.shopsReadyPort}/`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'pipe',
    },
  ],
});
