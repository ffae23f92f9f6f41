import { expect, type Locator } from '@playwright/test';

/**
 * Waits until the app has taken `control` over. A server-written page is painted before the app
 * starts (decision 059), and a key pressed before then reaches no code: the page's first script
 * keeps the last press only (src/web/ssr/early-press.ts). React puts its props on an element it
 * has hydrated; the idle callback after that comes once its scheduler has no task left, so the
 * slice is committed and its handlers answer.
 */
export async function untilAppTookOver(control: Locator) {
  await expect
    .poll(() => control.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactProps$'))), {
      message: `the app takes ${control} over`,
    })
    .toBe(true);
  await control.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5000 })));
}
