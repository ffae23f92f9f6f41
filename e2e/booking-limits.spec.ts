import type { Page } from '@playwright/test';
import { addDays, isoDate } from '../src/shared/calendar-date';
import { expectAccessible } from './support/accessibility';
import { chooseRentalDates, dayName, isoDaysFromToday } from './support/date-picker';
import { productId } from './support/demo-data';
import { createVerifiedUser, expect, test } from './support/fixtures';
import { logIn } from './support/login';
import { pressUntilOpen } from './support/press-until-open';

/* The shop's default booking limits (decision 022): 30 days, 365 days ahead, 4 units per booking. */

/** The visible day buttons of the open calendar named for `date` (an outside day may repeat it). */
const day = (page: Page, date: string) =>
  page.getByRole('button', { name: new RegExp(`^${dayName(date)}`) }).filter({ visible: true });

const nextMonth = (page: Page) => page.getByRole('button', { name: 'Next month' }).filter({ visible: true }).first();

/** The first day of the month after next: far enough for free units, near enough to page to. */
function firstOfMonthAfterNext(): string {
  const today = isoDaysFromToday(0);
  const month = new Date(Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)) + 1, 1));
  return month.toISOString().slice(0, 10);
}

test.describe('booking limits', () => {
  test('the picker offers no day past the horizon, nor a range longer than the longest rental', async ({ page }) => {
    await page.goto(`/products/${await productId('Sony Alpha 7 IV')}`);
    await expect(page.getByText('At most 30 days per rental, bookable up to 365 days ahead.')).toBeVisible();
    await pressUntilOpen(page.getByRole('button', { name: 'Rental dates' }), nextMonth(page));

    // Paging on stops at the horizon's month: its last bookable day is offered, the next one is not.
    const horizon = isoDaysFromToday(365);
    for (let pages = 0; pages < 14 && (await nextMonth(page).isEnabled()); pages++) await nextMonth(page).click();
    await expect(nextMonth(page)).toBeDisabled();
    await expect(day(page, horizon).first()).toBeEnabled();
    const beyond = addDays(isoDate(horizon), 1);
    if (beyond.slice(0, 7) === horizon.slice(0, 7)) await expect(day(page, beyond).first()).toBeDisabled();
    await expectAccessible(page, 'calendar at the booking horizon');
    await page.keyboard.press('Escape');

    // Once the first day is picked, the 30th day from it is the last one offered.
    await page.reload();
    const first = firstOfMonthAfterNext();
    const last = addDays(isoDate(first), 29);
    const tooFar = addDays(isoDate(first), 30);
    await pressUntilOpen(page.getByRole('button', { name: 'Rental dates' }), nextMonth(page));
    for (let pages = 0; pages < 3 && (await day(page, first).count()) === 0; pages++) await nextMonth(page).click();
    await day(page, first).first().click();
    for (let pages = 0; pages < 2 && (await day(page, tooFar).count()) === 0; pages++) await nextMonth(page).click();
    await expect(day(page, tooFar).first()).toBeDisabled();
    await expect(day(page, last).first()).toBeEnabled();
    await expectAccessible(page, 'calendar with the first day picked');
    await day(page, last).first().click();
    await expect(page.getByTestId('rental-total')).toContainText('30 days ·');
  });

  test('the cart stops the quantity at the units a booking may hold, and says so', async ({ page }) => {
    const from = isoDaysFromToday(120 + test.info().retry * 7);
    await page.goto(`/products/${await productId('Sony Alpha 7 IV')}`);
    await chooseRentalDates(page, from, addDays(from, 1));
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByText('Added to cart')).toBeVisible();
    await page.goto('/cart');

    const line = page.getByTestId('cart-line').filter({ hasText: 'Sony Alpha 7 IV' });
    const plus = line.getByRole('button', { name: 'Increase quantity' });
    const limit = line.getByText('At most 4 units per booking.');
    await expect(limit).toBeHidden();
    for (let presses = 0; presses < 3; presses++) await plus.click();
    await expect(line.getByTestId('quantity')).toHaveText('4');
    await expect(plus).toBeDisabled();
    await expect(limit).toBeVisible();
    await expect(plus).toHaveAccessibleDescription('At most 4 units per booking.');
    // The 300 ms debounce has sent the change: the cart keeps four, not five.
    await expect
      .poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('cartProducts') ?? '[]')[0]?.quantity))
      .toBe(4);
    await expectAccessible(page, 'cart at the units limit');
  });

  test('checkout names the limit a line saved before it breaks, and keeps the line', async ({
    page,
    request,
    expectConsoleError,
  }) => {
    expectConsoleError(/status of 400/);
    const customer = await createVerifiedUser(request, { fullName: 'Lena Longshoot' });
    await logIn(page, customer);
    const from = isoDaysFromToday(150 + test.info().retry * 7);
    await page.goto(`/products/${await productId('Sony Alpha 7 IV')}`);
    await chooseRentalDates(page, from, addDays(from, 1));
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByText('Added to cart')).toBeVisible();
    // A line kept from before the shop set its limits: 31 days.
    await page.evaluate(
      (end) => {
        const lines = JSON.parse(localStorage.getItem('cartProducts') ?? '[]');
        lines[0].dates.end = end;
        localStorage.setItem('cartProducts', JSON.stringify(lines));
      },
      addDays(from, 30),
    );
    await page.goto('/cart');
    await page.getByRole('button', { name: 'Proceed to checkout' }).click();
    await expect(page.getByText('Sony Alpha 7 IV: A rental can last at most 30 days.')).toBeVisible();
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
    await expectAccessible(page, 'cart with a refused line');
  });
});
