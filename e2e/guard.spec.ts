import { expectAccessible } from './support/accessibility';
import { createVerifiedUser, expect, test } from './support/fixtures';
import { logIn } from './support/login';

test.describe('route guard', () => {
  test('a logged-out visitor going to the account area is sent to /login, and comes back after logging in', async ({
    page,
    request,
  }) => {
    const user = await createVerifiedUser(request, { fullName: 'Gina Guarded' });
    await page.goto('/account/rental-requests');
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('E-mail').fill(user.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(user.password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/account\/rental-requests$/);
    await expect(page.getByRole('heading', { name: 'Rental requests' })).toBeVisible();
  });

  test('a logged-out visitor going to the dashboard is sent to /login', async ({ page }) => {
    await page.goto('/administrator-dashboard/manage-catalog/products');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a customer going to an admin route is sent back to the previous route, or / without one', async ({
    page,
    request,
  }) => {
    const user = await createVerifiedUser(request);
    await logIn(page, user, { at: '/wishlist' });
    await page.getByRole('button', { name: 'Account menu' }).click();
    await expect(page.getByRole('menuitem', { name: 'Log out' })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Administrator dashboard' })).toHaveCount(0);
    await expectAccessible(page, 'account menu');
    await page.keyboard.press('Escape');

    await page.evaluate(() => {
      window.history.pushState({}, '', '/administrator-dashboard/incidents');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page).toHaveURL(/\/wishlist$/);

    await page.goto('/administrator-dashboard');
    await expect(page).toHaveURL(/\/$/);
  });

  test('a logged-in user going to /login or /signup is sent back', async ({ page, request }) => {
    const user = await createVerifiedUser(request);
    await logIn(page, user, { at: '/cart' });
    await expect(page.getByRole('heading', { name: 'Cart' })).toBeVisible();
    await page.evaluate(() => {
      window.history.pushState({}, '', '/signup');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    await expect(page).toHaveURL(/\/cart$/);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/$/);
  });

  test('an administrator reaches the dashboard from the user menu', async ({ page, request }) => {
    const admin = await createVerifiedUser(request, { admin: true });
    await logIn(page, admin);
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Administrator dashboard' }).click();
    await expect(page).toHaveURL(/\/administrator-dashboard$/);
    await expect(page.getByRole('heading', { name: 'Overview', level: 1 })).toBeVisible();
  });
});
