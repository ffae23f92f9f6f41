import { defineConfig, devices } from '@playwright/test';
import { E2E } from './e2e/support/ports';

// Debian's Chromium: Playwright's own browser downloads are not reachable here.
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
  launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
};

/** The journeys that change shop-wide settings and those that read what they change. */
const SHOP_SETTINGS = ['**/payment-dashboard.spec.ts', '**/payment-customer.spec.ts'];
/** Closes days shop-wide, which every booking reads: alone, after everything else. */
const OPENING_DAYS = ['**/opening-days.spec.ts'];

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
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    locale: 'en-US',
    timezoneId: 'Europe/Madrid',
  },
  projects: [
    { name: 'chromium', use: chromium, testIgnore: [...SHOP_SETTINGS, ...OPENING_DAYS] },
    // These journeys change the shop's settings (deposits off, other cancellation rules, closed days) and read
    // them back in the cart and orders: one at a time, or one would see the other's settings.
    { name: 'shop settings', use: chromium, testMatch: SHOP_SETTINGS, workers: 1 },
    // Closing Sundays while another journey books a Sunday would refuse it: this one runs last.
    { name: 'opening days', use: chromium, testMatch: OPENING_DAYS, dependencies: ['chromium', 'shop settings'] },
  ],
  webServer: [
    {
      command: 'npx tsx e2e/support/mail-sink.ts',
      url: `http://127.0.0.1:${E2E.mailApiPort}/messages`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
    {
      command: 'npx tsx e2e/support/serve.ts',
      url: `${E2E.baseURL}/api/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      stdout: 'pipe',
    },
  ],
});
