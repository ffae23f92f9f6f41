import type { Locator, Page } from '@playwright/test';
import { formatCalendarDate } from '../src/shared/calendar-date';
import { expectAccessible } from './support/accessibility';
import { dayName, isoDaysFromToday } from './support/date-picker';
import { createVerifiedUser, expect, sql, test, type TestUser } from './support/fixtures';
import { logIn } from './support/login';
import { screenshots } from './support/screenshots';

/*
 * Changing a rental's dates from the account (issue 31): a customer moves a future rental to
 * other days and shortens another, sees the new total before confirming and the new dates after.
 */

/** A product of its own (a journey's own name and units), at 25.00 a day and 20.00 from 4 days. */
async function productWithUnits(name: string, units: number) {
  const product = await sql(
    `INSERT INTO products (name, description, daily_price, duration_prices, brand, model, category_id)
     SELECT $1, 'Made by the reschedule journey.', 25, '[{"minDays": 4, "dailyPriceCents": 2000}]', 'Sony', 'FX3', id
     FROM categories WHERE name = 'Accessories' RETURNING id`,
    [name],
  );
  const productId = product.rows[0].id as number;
  for (let unit = 1; unit <= units; unit += 1) {
    await sql(`INSERT INTO items (serial_number, product_id) VALUES ($1, $2)`, [`${name}-${unit}`, productId]);
  }
  return productId;
}

/** Books days `from` to `to` (from today, 4 days: 20.00 a day) as the signed-in customer; the rental's id. */
async function book(page: Page, productId: number, from: number, to: number) {
  const placed = await page.request.post('/api/orders', {
    data: {
      lines: [
        { productId, dateFrom: isoDaysFromToday(from), dateTo: isoDaysFromToday(to), quantity: 1, dailyPrice: '20.00' },
      ],
      payment: 'at_pickup',
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  return ((await placed.json()) as { rentals: { id: number }[] }).rentals[0]!.id;
}

/** The list's row (or card) of the rental starting `from` days from today. */
const rowStarting = (page: Page, from: number) =>
  // At a word's start: "6 December" is not inside "16 December".
  page
    .locator('[data-record]')
    .filter({ hasText: new RegExp(`\\b${formatCalendarDate(isoDaysFromToday(from), 'en')}`) });

/**
 * The day's button in the dialog's calendar, its month paged to as a person would: back (the
 * calendar may still show a later month it was paged to), then forward.
 */
async function shownDay(dialog: Locator, date: string) {
  const day = dialog.getByRole('button', { name: new RegExp(`^${dayName(date)}`) });
  for (const direction of ['Previous month', 'Next month']) {
    for (let i = 0; i < 3 && !(await day.isVisible()); i++) {
      const pager = dialog.getByRole('button', { name: direction });
      if (await pager.isDisabled()) break;
      await pager.click();
    }
  }
  return day;
}

/** Clicks a day in the dialog's calendar. */
async function pickDay(dialog: Locator, date: string) {
  await (await shownDay(dialog, date)).click();
}

async function datesOf(rentalId: number) {
  const { rows } = await sql(
    `SELECT date_from - current_date AS from_day, date_to - current_date AS to_day, charged_days FROM rentals WHERE id = $1`,
    [rentalId],
  );
  return rows[0] as { from_day: number; to_day: number; charged_days: number };
}

test.describe('changing the dates of a rental', () => {
  let customer: TestUser;

  test('a customer moves one future rental and shortens another, seeing the new dates, price and total', async ({
    page,
    request,
  }) => {
    customer = await createVerifiedUser(request, { fullName: 'Rita Reschedule' });
    const productId = await productWithUnits(`Reschedule cam ${Date.now()}`, 1);
    await logIn(page, customer);
    const moved = await book(page, productId, 10, 13);
    const shortened = await book(page, productId, 20, 23);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/account/rental-requests');
    await expect(page.getByRole('heading', { name: 'Rental requests', level: 1 })).toBeVisible();

    // Move: four days, twenty days later, at the price it was booked at.
    await rowStarting(page, 10).getByRole('button', { name: 'Change dates' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change the dates' });
    await expect(dialog).toContainText('€80.00');
    await expect(dialog.getByTestId('reschedule-quote')).toContainText('Pick the first and the last day');
    await pickDay(dialog, isoDaysFromToday(30));
    await pickDay(dialog, isoDaysFromToday(33));
    const quote = dialog.getByTestId('reschedule-quote');
    await expect(quote).toContainText('New total: €80.00');
    await expect(quote).toContainText('you pay the new total at pick-up');
    await expect(quote.getByTestId('reschedule-daily-price')).toHaveCount(0);
    await screenshots(page, 'reschedule-modal');
    await expectAccessible(page, 'change the dates of a rental');
    await page.setViewportSize({ width: 1280, height: 800 });
    await dialog.getByRole('button', { name: 'Change dates' }).click();
    await expect(page.getByText(/Your rental now runs/)).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(rowStarting(page, 30)).toBeVisible();
    expect(await datesOf(moved)).toEqual({ from_day: 30, to_day: 33, charged_days: 4 });

    // More days than booked: refused before confirming, with the way to get them.
    await rowStarting(page, 20).getByRole('button', { name: 'Change dates' }).click();
    await pickDay(dialog, isoDaysFromToday(20));
    await pickDay(dialog, isoDaysFromToday(25));
    await expect(dialog.getByTestId('reschedule-refusal')).toContainText('extend the rental instead');
    await expect(dialog.getByRole('button', { name: 'Change dates' })).toBeDisabled();

    // Shorten by keyboard: the first day, then the next one, each with Enter. Two days are below
    // the 4-day price: they cost the daily price again (decision 084).
    await (await shownDay(dialog, isoDaysFromToday(20))).focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expect(quote).toContainText('New total: €50.00');
    await expect(quote).toContainText('it was €80.00');
    await expect(quote.getByTestId('reschedule-daily-price')).toHaveText(
      "At €25.00 a day for these dates (it was €20.00 a day): the shop's price for this length and season.",
    );
    await screenshots(page, 'reschedule-modal-shorten');
    await page.setViewportSize({ width: 1280, height: 800 });
    await dialog.getByRole('button', { name: 'Change dates' }).focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    expect(await datesOf(shortened)).toEqual({ from_day: 20, to_day: 21, charged_days: 2 });

    // The list shows the new dates, and the shortened rental's details its new total.
    const row = rowStarting(page, 20);
    await expect(row).toContainText(formatCalendarDate(isoDaysFromToday(21), 'en'));
    await row.getByRole('button', { name: new RegExp(formatCalendarDate(isoDaysFromToday(20), 'en')) }).click();
    await expect(page.getByText('€50.00')).toBeVisible();

    // The phone's cards offer the same action.
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(rowStarting(page, 30).getByRole('button', { name: 'Change dates' })).toBeVisible();
    await screenshots(page, 'reschedule-list', [390]);
  });
});
