import { expect, type Locator } from '@playwright/test';

/**
 * Presses `control` and waits for `opened`; pressed again if it does not show. A server-written
 * page is the server's until the app takes it over, after its first paint (decision 059): a
 * press before then opens nothing, and a person presses again. On a busy machine that moment
 * comes late enough for a journey to press too early. Each wait is twice the one before, so a
 * press that opens slowly is not taken back by the next one.
 */
export async function pressUntilOpen(control: Locator, opened: Locator) {
  await control.click();
  for (let wait = 2000; ; wait *= 2) {
    try {
      await expect(opened).toBeVisible({ timeout: wait });
      return;
    } catch (error) {
      if (wait >= 16_000) throw error;
    }
    if (!(await opened.isVisible())) await control.click();
  }
}
