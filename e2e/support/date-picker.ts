import { expect, type Locator, type Page } from '@playwright/test';
import { addDays, todayIn } from '../../src/shared/calendar-date';
import { tabTo } from './keyboard';
import { pressUntilOpen } from './press-until-open';

/** A day counted from the shop's today; the end-to-end shop keeps this machine's zone (the default). */
export function isoDaysFromToday(days: number) {
  return addDays(todayIn(Intl.DateTimeFormat().resolvedOptions().timeZone), days);
}

/** The start of a day button's accessible name, e.g. "Tuesday, 25 November 2026". */
export function dayName(date: string) {
  const at = new Date(`${date}T00:00:00Z`);
  const part = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('en', { ...options, timeZone: 'UTC' }).format(at);
  return `${part({ weekday: 'long' })}, ${at.getUTCDate()} ${part({ month: 'long' })} ${at.getUTCFullYear()}`;
}

async function clickDay(page: Page, date: string) {
  // Look for the day only once the calendar is open, or a month is paged past before it shows.
  await expect(page.getByRole('button', { name: 'Next month' }).filter({ visible: true }).first()).toBeVisible();
  const day = page
    .getByRole('button', { name: new RegExp(`^${dayName(date)}`) })
    .filter({ visible: true })
    .first();
  // The calendar opens with an animation, and a slow machine renders late: give the day a moment
  // to appear before paging on, or the picker pages past it.
  const shows = () =>
    day.waitFor({ state: 'visible', timeout: 2_000 }).then(
      () => true,
      () => false,
    );
  for (let i = 0; i < 3 && !(await shows()); i++) {
    await page.getByRole('button', { name: 'Next month' }).filter({ visible: true }).first().click();
  }
  await day.click();
}

/**
 * Opens the "Rental dates" picker (or `opener`, e.g. a cart line's) and chooses the range,
 * paging months as a person would.
 */
export async function chooseRentalDates(page: Page, from: string, to: string, opener?: Locator) {
  await pressUntilOpen(
    opener ?? page.getByRole('button', { name: 'Rental dates' }).or(page.getByLabel('Rental dates')).first(),
    page.getByRole('button', { name: 'Next month' }).filter({ visible: true }).first(),
  );
  await clickDay(page, from);
  await clickDay(page, to);
  await expect(page.getByRole('button', { name: new RegExp(`^${dayName(to)}`) }).filter({ visible: true })).toHaveCount(
    0,
  );
}

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** A day of the open calendar, by the date its button carries (`data-iso-date`): the same in every language. */
const calendarDay = (page: Page, date: string) =>
  page.locator(`[role="dialog"] table [data-iso-date="${date}"]`).filter({ visible: true });

/** The date of the calendar's focused day, or null when the focus is not on one. */
function focusedDay(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const element = document.activeElement;
    return element instanceof HTMLElement && element.closest('[role="dialog"] table')
      ? (element.dataset.isoDate ?? null)
      : null;
  });
}

/**
 * The keyboard way to choose a rental range, in any of the shop's languages: Tab to `opener` (the
 * "Rental dates" button unless given) and press Enter, Tab into the calendar's days (paging on
 * with the button named `nextMonthName` while the day is not shown), walk to each day with the
 * arrow keys and press Enter on it.
 */
export async function chooseRentalDatesByKeyboard(
  page: Page,
  from: string,
  to: string,
  opener: Locator = page.getByRole('button', { name: 'Rental dates' }).first(),
  nextMonthName = 'Next month',
) {
  await tabTo(page, opener);
  await page.keyboard.press('Enter');
  const nextMonth = page.getByRole('button', { name: nextMonthName }).filter({ visible: true }).first();
  const firstDayShown = () =>
    page
      .locator('[role="dialog"] table [data-iso-date]')
      .filter({ visible: true })
      .first()
      .getAttribute('data-iso-date');
  await expect(nextMonth).toBeVisible();

  for (const date of [from, to]) {
    for (let paged = 0; paged < 3 && (await calendarDay(page, date).count()) === 0; paged++) {
      const shown = await firstDayShown();
      await tabTo(page, nextMonth, { backwards: true });
      await page.keyboard.press('Enter');
      // The next month is drawn before the days are looked for again: on a busy machine a look
      // straight after the press still saw this month, and paged once more, past the day.
      await expect.poll(firstDayShown, { message: 'the calendar shows the next month' }).not.toBe(shown);
    }
    // Into the grid: its one tab stop is the chosen day, else today's or the month's first.
    let at = await focusedDay(page);
    for (let presses = 0; at === null && presses < 10; presses++) {
      await page.keyboard.press('Tab');
      at = await focusedDay(page);
    }
    if (at === null) throw new Error('Tab did not reach the days of the calendar');
    for (let steps = 0; at !== date && steps < 80; steps++) {
      const gap = daysBetween(at!, date);
      await page.keyboard.press(gap >= 7 ? 'ArrowDown' : gap <= -7 ? 'ArrowUp' : gap > 0 ? 'ArrowRight' : 'ArrowLeft');
      at = await focusedDay(page);
    }
    expect(at, `the arrow keys reach ${date}`).toBe(date);
    await page.keyboard.press('Enter');
  }
  // Both days picked: the calendar closes.
  await expect(calendarDay(page, to)).toHaveCount(0);
}
