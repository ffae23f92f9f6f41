import { expectAccessible } from './support/accessibility';
import { expect, test } from './support/fixtures';

test('the home page shows the demo catalogue from the database', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('#app')).not.toBeEmpty();
  await expect(page.getByRole('link', { name: /Sony Alpha 7 IV/ }).first()).toBeVisible();
  await expectAccessible(page, 'home');
});
