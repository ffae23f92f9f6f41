import { expect, type Locator, type Page } from '@playwright/test';
import { addDays, daysBetween, formatDateRange, type IsoDate } from '../../src/shared/calendar-date';
import { isoWeekday } from '../../src/shared/opening-days';
import { isoDaysFromToday } from './date-picker';
import { tabTo } from './keyboard';

/*
 * The planner in the journeys (issue 47): which two weeks show a day, the grid of a period, and
 * walking its cells with the keyboard.
 */

export type PlannerPeriod = { from: IsoDate; to: IsoDate };

/**
 * The planner's two weeks that show `day`: its default view (two weeks from this week's Monday),
 * or the next two (`later`: reached with "Next period").
 */
export function twoWeeksShowing(day: IsoDate): PlannerPeriod & { later: boolean } {
  const today = isoDaysFromToday(0);
  const from = addDays(today, 1 - isoWeekday(today));
  const to = addDays(from, 13);
  return day > to ? { from: addDays(from, 14), to: addDays(to, 14), later: true } : { from, to, later: false };
}

/** The planner's grid of `period`, by its English name. */
export const plannerGrid = (page: Page, period: PlannerPeriod) =>
  page.getByRole('grid', {
    name: `Units and bookings, ${formatDateRange({ dateFrom: period.from, dateTo: period.to }, 'en')}`,
  });

/**
 * Walks the grid by keyboard to the cell of unit `serial` on `day`, the grid listing one product's
 * units as support/orders.ts names them (`<name>-1`, `<name>-2`, …): Tab to the grid's one cell in
 * the tab order, Ctrl+Home to the first unit's header, then the arrows.
 */
export async function walkToDay(page: Page, grid: Locator, period: PlannerPeriod, serial: string, day: IsoDate) {
  const [, name, number] = /^(.*)-(\d+)$/.exec(serial)!;
  await tabTo(page, grid.locator('[tabindex="0"]'));
  await page.keyboard.press('Control+Home');
  await expect(page.locator(':focus')).toHaveAttribute('role', 'rowheader');
  await expect(page.locator(':focus')).toContainText(`${name}-1`);
  for (let unit = 1; unit < Number(number); unit++) await page.keyboard.press('ArrowDown');
  for (let column = 0; column <= daysBetween(period.from, day); column++) await page.keyboard.press('ArrowRight');
}
