import { createVerifiedUser, expect, linkIn, test, uniqueEmail, waitForMail } from './support/fixtures';

test.describe('accounts', () => {
  test('sign up, confirm the mailed link, log in greeted by name, log out through the popup', async ({ page }) => {
    const email = uniqueEmail('newcomer');
    await page.goto('/signup');
    await page.getByLabel('Full name').fill('Nora Newcomer');
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('weak');
    await expect(page.getByText(/Your password must be at least 8 characters long/)).toBeVisible();
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Lens!Rental9');
    await expect(page.getByText('Valid password')).toBeVisible();
    await page.getByLabel('Confirm password').fill('Lens!Rental');
    await expect(page.getByText("Passwords don't match!")).toBeVisible();
    await page.getByLabel('Confirm password').fill('Lens!Rental9');
    await expect(page.getByText('Passwords match')).toBeVisible();
    await page.getByRole('button', { name: 'Sign up' }).click();
    await expect(page).toHaveURL(/\/login$/);

    const mail = await waitForMail(email);
    expect(mail.subject).toBe('Confirm your email address');
    await page.goto(linkIn(mail));
    await expect(page).toHaveURL(/\/login\?verified=1/);
    await expect(page.getByText('Your email is confirmed. You can log in now.')).toBeVisible();

    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Lens!Rental9');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByText('Welcome back, Nora Newcomer!')).toBeVisible();

    await page.goto('/all-products');
    await expect(page.getByRole('heading', { name: 'All products' })).toBeVisible();
    await page.goto('/wishlist');
    await expect(page.getByRole('heading', { name: 'Wishlist' })).toBeVisible();
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await expect(page.getByText('Are you sure you want to log out?')).toBeVisible();
    await page.getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByText('You were logged out.')).toBeVisible();
    await expect(page).toHaveURL(/\/all-products$/);
    await page.goto('/account/profile');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a login before confirming the e-mail is refused with the spec message', async ({ page, request }) => {
    const email = uniqueEmail('unconfirmed');
    const response = await request.post('/api/auth/sign-up/email', {
      data: { name: 'Uma Unconfirmed', email, password: 'Tripod!Legs3' },
    });
    expect(response.ok()).toBe(true);
    await page.goto('/login');
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Tripod!Legs3');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByText('Please confirm your email before logging in')).toBeVisible();

    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Wrong!Password1');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByText('Invalid credentials')).toBeVisible();
  });

  test('forgot password and reset it through the mailed link', async ({ page, request }) => {
    const user = await createVerifiedUser(request, { fullName: 'Felix Forgetful' });
    await page.goto('/forgot-password');
    await page.getByLabel('E-mail').fill(user.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText('Password reset mail sent')).toBeVisible();

    const mail = await waitForMail(user.email, (m) => m.subject === 'Reset your password');
    await page.goto(linkIn(mail));
    await expect(page).toHaveURL(/\/reset-password\?token=/);
    await page.getByLabel('New password').fill('Fresh!Start7');
    await page.getByLabel('Confirm password').fill('Fresh!Start7');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await expect(page.getByText('Password was reset successfully!')).toBeVisible();
    await expect(page).toHaveURL(/\/login/);

    await page.getByLabel('E-mail').fill(user.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Fresh!Start7');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByText('Welcome back, Felix Forgetful!')).toBeVisible();
  });
});
