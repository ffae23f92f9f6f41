import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, as a keyboard user reaches a
 * control; fails if it is not reached within `max` presses (it is then not in the tab order).
 */
export async function tabTo(page: Page, target: Locator, { max = 80, backwards = false } = {}) {
  await expect(target).toBeVisible();
  for (let presses = 0; presses <= max; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${max} presses of ${backwards ? 'Shift+Tab' : 'Tab'} did not reach ${target}`);
}

/** Tabs to `target` and presses Enter on it. */
export async function pressEnterOn(page: Page, target: Locator, options?: { max?: number; backwards?: boolean }) {
  await tabTo(page, target, options);
  await page.keyboard.press('Enter');
}

/** The accessible name of the focused element. */
export async function focusedName(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement;
    return element?.getAttribute('aria-label') ?? element?.textContent?.trim() ?? '';
  });
}

/**
 * With the focus on a combobox (a select, or a searchable one typed into): ArrowDown, which opens
 * its list, until the option named `name` is the one picked out, then Enter to choose it.
 */
export async function chooseOption(page: Page, name: string, { max = 10 } = {}) {
  const option = page.getByRole('option', { name, exact: true });
  await page.keyboard.press('ArrowDown');
  await expect(option).toBeVisible();
  for (let presses = 0; presses < max && (await option.getAttribute('data-combobox-selected')) === null; presses++) {
    await page.keyboard.press('ArrowDown');
  }
  await expect(option).toHaveAttribute('data-combobox-selected');
  await page.keyboard.press('Enter');
}
