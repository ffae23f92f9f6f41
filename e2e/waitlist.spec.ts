import { expectAccessible } from './support/accessibility';
import type { Locator } from '@playwright/test';
import { dayName, isoDaysFromToday } from './support/date-picker';
import { productId } from './support/demo-data';
import { createVerifiedUser, expect, test } from './support/fixtures';
import { logIn } from './support/login';
import { screenshots } from './support/screenshots';

/* Issue 31's waitlist: "Tell me when it's free" on booked-out dates, the account's list, Withdraw, and the mail's cart link. */

/** Presses a day of the calendar inside `dialog`, paging on while it is not shown. */
async function pickInCalendar(dialog: Locator, date: string) {
  const day = dialog.getByRole('button', { name: dayName(date), exact: true });
  for (let pages = 0; pages < 3 && (await day.count()) === 0; pages++) {
    await dialog.getByRole('button', { name: 'Next month' }).click();
  }
  await day.click();
}

test.describe('waitlist', () => {
  test('a customer asks to be told on booked-out dates, sees the request in the account and withdraws it', async ({
    page,
    request,
  }) => {
    const customer = await createVerifiedUser(request, { fullName: 'Wanda Waiting' });
    // The demo shop has the Canon EOS R5 booked out from day 10 to day 12. The rental picker does
    // not let booked-out days be chosen (issue 31), so the waitlist has a calendar of its own.
    const product = await productId('Canon EOS R5');
    await logIn(page, customer, { at: `/products/${product}` });
    const ask = page.getByRole('button', { name: /^Booked out on the days you want\?/ });
    await expect(ask).toBeVisible();
    await expectAccessible(page, 'product (waitlist link)');
    await screenshots(page, 'waitlist-offer');
    await ask.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: "Tell me when it's free" });
    await expect(dialog).toBeVisible();
    await pickInCalendar(dialog, isoDaysFromToday(10));
    await pickInCalendar(dialog, isoDaysFromToday(12));
    await expectAccessible(page, 'waitlist dates popup');
    await dialog.getByRole('button', { name: "Tell me when it's free" }).click();
    await expect(dialog.getByText("We'll e-mail you if a unit frees up for these dates.")).toBeVisible();
    await expectAccessible(page, 'waitlist dates popup (joined)');
    await screenshots(page, 'waitlist-joined');
    await dialog.getByRole('button', { name: 'Close' }).first().click();
    await expect(dialog).toBeHidden();

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
