import { expect, type Locator, type Page } from '@playwright/test';

export function isoDaysFromToday(days: number) {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The start of a day button's accessible name, e.g. "Tuesday, 25 November 2026". */
export function dayName(date: string) {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const at = new Date(Date.UTC(year, month - 1, day));
  const part = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('en', { ...options, timeZone: 'UTC' }).format(at);
  return `${part({ weekday: 'long' })}, ${day} ${part({ month: 'long' })} ${year}`;
}

async function clickDay(page: Page, date: string) {
  const day = page.getByRole('button', { name: new RegExp(`^${dayName(date)}`) }).filter({ visible: true }).first();
  for (let i = 0; i < 3 && !(await day.isVisible()); i++) {
    await page.getByRole('button', { name: 'Next month' }).first().click();
  }
  await day.click();
}

/**
 * Opens the "Rental dates" picker (or `opener`, e.g. a cart line's) and chooses the range,
 * paging months as a person would.
 */
export async function chooseRentalDates(page: Page, from: string, to: string, opener?: Locator) {
  await (opener ?? page.getByRole('button', { name: 'Rental dates' }).or(page.getByLabel('Rental dates')).first()).click();
  await clickDay(page, from);
  await clickDay(page, to);
  await expect(page.getByRole('button', { name: new RegExp(`^${dayName(to)}`) }).filter({ visible: true })).toHaveCount(0);
}
