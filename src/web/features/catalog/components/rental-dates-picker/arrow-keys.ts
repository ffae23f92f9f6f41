import type { KeyboardEvent } from 'react';
import { addDays, type IsoDate } from '@shared/calendar-date';

const STEPS: Record<string, number> = { ArrowUp: -7, ArrowDown: 7, ArrowLeft: -1, ArrowRight: 1 };

/** The day an arrow key moves to from `day` (Mantine's YYYY-MM-DD), or null for any other key. */
export function arrowTarget(day: string, key: string): IsoDate | null {
  const step = STEPS[key];
  return step === undefined ? null : addDays(day as IsoDate, step);
}

/** What marks a day's button with its date, for `focusArrowTarget` to find it. */
export const dayDateAttribute = (day: string) => ({ 'data-iso-date': day });

/**
 * Focuses the day an arrow key means, when it is on show in `calendar`. Mantine's calendar of two
 * months keeps the rows of a month it showed before: paged on to a month of fewer weeks (from
 * December 2026's five to February 2027's four), ArrowUp and ArrowLeft from the second month's
 * first row looked for the first month's day in a row that is gone, and stopped there. Mantine's
 * own handling runs after this and finds the same day, or nothing; where the day is not on show
 * (another month, or a day Mantine skips) it is left to Mantine.
 */
export function focusArrowTarget(event: KeyboardEvent<HTMLElement>, day: string, calendar: HTMLElement | null) {
  const target = arrowTarget(day, event.key);
  if (!target || !calendar) return;
  const button = calendar.querySelector<HTMLButtonElement>(
    `[data-iso-date="${target}"]:not([data-hidden]):not([data-outside]):not(:disabled)`,
  );
  button?.focus();
}
