import { expectAccessible } from './support/accessibility';
import { chooseRentalDates, isoDaysFromToday } from './support/date-picker';
import { productId } from './support/demo-data';
import { createVerifiedUser, expect, test } from './support/fixtures';
import { logIn } from './support/login';
import { screenshots } from './support/screenshots';

/* Issue 31's waitlist: "Tell me when it's free" on booked-out dates, the account's list, Withdraw, and the mail's cart link. */

test.describe('waitlist', () => {
  test('a customer asks to be told on booked-out dates, sees the request in the account and withdraws it', async ({
    page,
    request,
  }) => {
    const customer = await createVerifiedUser(request, { fullName: 'Wanda Waiting' });
    // The demo shop has the Canon EOS R5 booked out from day 10 to day 12.
    const product = await productId('Canon EOS R5');
    await page.goto(`/products/${product}`);
    await chooseRentalDates(page, isoDaysFromToday(10), isoDaysFromToday(12));
    await expect(page.getByText('Out of stock', { exact: true })).toBeVisible();
    // A visitor is offered to sign in first.
    await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();

    await logIn(page, customer);
    await page.goto(`/products/${product}`);
    await chooseRentalDates(page, isoDaysFromToday(10), isoDaysFromToday(12));
    const notify = page.getByRole('button', { name: "Tell me when it's free" });
    await expect(notify).toBeVisible();
    await expectAccessible(page, 'product (booked out, waitlist offered)');
    await screenshots(page, 'waitlist-offer');
    await notify.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText("We'll e-mail you if a unit frees up for these dates.")).toBeVisible();
    await expectAccessible(page, 'product (waitlist joined)');
    await screenshots(page, 'waitlist-joined');

    const accountMenu = page.getByRole('navigation', { name: 'My account' }).filter({ visible: true });
    await page.goto('/account');
    await accountMenu.getByRole('link', { name: 'Waitlist' }).click();
    await expect(page.getByRole('heading', { name: 'Waitlist', level: 1 })).toBeVisible();
    const card = page.getByTestId('waitlist-request').filter({ hasText: 'Canon EOS R5' });
    await expect(card).toHaveCount(1);
    await expect(card.getByText('Waiting', { exact: true })).toBeVisible();
    await expectAccessible(page, 'account waitlist');
    await screenshots(page, 'waitlist-account');

    await card.getByRole('button', { name: /^Withdraw the request for Canon EOS R5/ }).click();
    await expect(page.getByText("Request withdrawn: we won't e-mail you about these dates.")).toBeVisible();
    await expect(card.getByText('Withdrawn', { exact: true })).toBeVisible();
    await expect(card.getByRole('button', { name: /^Withdraw/ })).toHaveCount(0);
    await expectAccessible(page, 'account waitlist (withdrawn)');
    await screenshots(page, 'waitlist-account-withdrawn');
  });

  test("the mail's cart link puts the product on its dates in the cart, once", async ({ page }) => {
    const from = isoDaysFromToday(40 + test.info().retry * 7);
    const to = isoDaysFromToday(41 + test.info().retry * 7);
    const product = await productId('Sony Alpha 7 IV');
    await page.goto(`/cart?add=${product}&from=${from}&to=${to}`);
    await expect(page.getByText('Sony Alpha 7 IV is in your cart for the dates you waited for.')).toBeVisible();
    await expect(page).toHaveURL(/\/cart$/);
    await page.reload();
    const cart = await page.evaluate(() => JSON.parse(localStorage.getItem('cartProducts') ?? '[]'));
    expect(cart).toEqual([expect.objectContaining({ quantity: 1, dates: { start: from, end: to } })]);
  });
});
