import { expect, type Locator, type Page } from '@playwright/test';
import { addDays, todayIn } from '../../src/shared/calendar-date';

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
  await (
    opener ?? page.getByRole('button', { name: 'Rental dates' }).or(page.getByLabel('Rental dates')).first()
  ).click();
  await clickDay(page, from);
  await clickDay(page, to);
  await expect(page.getByRole('button', { name: new RegExp(`^${dayName(to)}`) }).filter({ visible: true })).toHaveCount(
    0,
  );
}
