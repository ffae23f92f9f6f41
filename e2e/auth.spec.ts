import { expectAccessible } from './support/accessibility';
import { E2E } from './support/ports';
import { focusedName, pressEnterOn, tabTo } from './support/keyboard';
import { createVerifiedUser, expect, linkIn, test, uniqueEmail, waitForMail } from './support/fixtures';

test.describe('accounts', () => {
  test('sign up, confirm the mailed link, log in greeted by name, log out through the popup', async ({ page }) => {
    const email = uniqueEmail('newcomer');
    await page.goto('/signup');
    await expectAccessible(page, 'signup');
    await page.getByLabel('Full name').fill('Nora Newcomer');
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('weak');
    await expect(page.getByText(/Your password must be at least 8 characters long/)).toBeVisible();
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Lens!Rental9');
    await expect(page.getByText('Valid password')).toBeVisible();
    await page.getByLabel('Confirm password').fill('Lens!Rental');
    await expect(page.getByText("Passwords don't match!")).toBeVisible();
    await expectAccessible(page, 'signup (hints)');
    await page.getByLabel('Confirm password').fill('Lens!Rental9');
    await expect(page.getByText('Passwords match')).toBeVisible();
    await expectAccessible(page, 'signup (filled)');
    await pressEnterOn(page, page.getByRole('button', { name: 'Sign up' }));
    await expect(page).toHaveURL(/\/login$/);

    const mail = await waitForMail(email);
    expect(mail.subject).toBe('Confirm your email address');
    await page.goto(linkIn(mail));
    await expect(page).toHaveURL(/\/login\?verified=1/);
    await expect(page.getByText('Your email is confirmed. You can log in now.')).toBeVisible();
    await expectAccessible(page, 'login (confirmed)');

    // The log-in from the keyboard: type, Tab, type, Enter.
    await tabTo(page, page.getByLabel('E-mail'));
    await page.keyboard.type(email);
    await page.keyboard.press('Tab');
    await page.keyboard.type('Lens!Rental9');
    await page.keyboard.press('Enter');
    await expect(page.getByText('Welcome back, Nora Newcomer!')).toBeVisible();

    await page.goto('/all-products');
    await expect(page.getByRole('heading', { name: 'All products' })).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
    await expectAccessible(page, 'all products (logged in)');
    await page.goto('/wishlist');
    await expect(page.getByRole('heading', { name: 'Wishlist' })).toBeVisible();
    await expectAccessible(page, 'wishlist (empty)');
    // Log out from the keyboard: Enter opens the account menu on its first item, the arrows walk
    // to Log out, Enter asks, Tab and Enter say yes.
    await pressEnterOn(page, page.getByRole('button', { name: 'Account menu' }));
    await expect(page.getByRole('menuitem', { name: 'My account' })).toBeFocused();
    await expectAccessible(page, 'account menu');
    for (let presses = 0; presses < 5 && (await focusedName(page)) !== 'Log out'; presses++) {
      await page.keyboard.press('ArrowDown');
    }
    await expect(page.getByRole('menuitem', { name: 'Log out' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Are you sure you want to log out?')).toBeVisible();
    await expectAccessible(page, 'log-out popup');
    await pressEnterOn(page, page.getByRole('button', { name: 'Yes' }));
    await expect(page.getByText('You were logged out.')).toBeVisible();
    await expect(page).toHaveURL(/\/all-products$/);
    await page.goto('/account/profile');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a login before confirming the e-mail is refused with the spec message', async ({
    page,
    request,
    expectConsoleError,
  }) => {
    // The refusals are answered 403 (not confirmed) and 401 (wrong password), and the log-in
    // logs its errors to the console (SPEC section 8).
    expectConsoleError(/status of 403 \(Forbidden\) .*\/api\/auth\/sign-in\/email/);
    expectConsoleError(/Login failed ApiError: Email not verified/);
    expectConsoleError(/status of 401 \(Unauthorized\) .*\/api\/auth\/sign-in\/email/);
    expectConsoleError(/Login failed ApiError: Invalid email or password/);
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
    await expectAccessible(page, 'login (error)');

    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Wrong!Password1');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByText('Invalid credentials')).toBeVisible();
  });

  test('forgot password and reset it through the mailed link', async ({ page, request }) => {
    const user = await createVerifiedUser(request, { fullName: 'Felix Forgetful' });
    await page.goto('/forgot-password');
    await expectAccessible(page, 'forgot password');
    await page.getByLabel('E-mail').fill(user.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText('Password reset mail sent')).toBeVisible();

    const mail = await waitForMail(user.email, (m) => m.subject === 'Reset your password');
    await page.goto(linkIn(mail));
    await expect(page).toHaveURL(/\/reset-password\?token=/);
    await expectAccessible(page, 'reset password');
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

  test('past 10 failed sign-ins for an account from one address, the login there says to wait, even with the right password', async ({
    page,
    request,
    expectConsoleError,
  }) => {
    expectConsoleError(/status of 429 \(Too Many Requests\) .*\/api\/auth\/sign-in\/email/);
    expectConsoleError(/Login failed ApiError: Too many failed sign-ins/);
    const { email, password } = await createVerifiedUser(request, { fullName: 'Rita Guessed' });
    // An attacker's guesses from this browser's address: the account-and-address counter stops
    // the eleventh (decision 035; from another address the owner would still sign in).
    const guesses = Array.from({ length: 10 }, () =>
      request.post('/api/auth/sign-in/email', {
        data: { email, password: 'Wrong!Guess1' },
        headers: { origin: E2E.baseURL },
      }),
    );
    for (const guess of await Promise.all(guesses)) expect(guess.status()).toBe(401);
    await page.goto('/login');
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByText('Too many attempts. Please wait a while and try again.')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
    await expectAccessible(page, 'login (rate limited)');
  });

  test('a browser that signed in before still signs in at once while guesses from its address are refused', async ({
    page,
    request,
  }) => {
    const { email, password } = await createVerifiedUser(request, { fullName: 'Kim Known' });
    const logIn = async () => {
      await page.goto('/login');
      await page.getByLabel('E-mail').fill(email);
      await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
      await page.getByRole('button', { name: 'Log in' }).click();
      await expect(page.getByText('Welcome back, Kim Known!')).toBeVisible();
    };
    await logIn();
    // The sign-in left a device cookie for the account, HttpOnly and sent with sign-ins only (decision 097).
    const device = (await page.context().cookies()).find((cookie) => cookie.name === 'framehire_device');
    expect(device).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/auth/sign-in' });
    await page.context().clearCookies({ name: /session_token/ });

    const guesses = Array.from({ length: 11 }, () =>
      request.post('/api/auth/sign-in/email', {
        data: { email, password: 'Wrong!Guess1' },
        headers: { origin: E2E.baseURL },
      }),
    );
    const codes = (await Promise.all(guesses)).map((guess) => guess.status()).sort();
    expect(codes).toEqual([...Array(10).fill(401), 429]);
    await logIn();
  });
});
