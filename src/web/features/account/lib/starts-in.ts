import { daysBetween, type IsoDate } from '@shared/calendar-date';

/** How soon a rental starts, counted in the shop's calendar days (decision 008). */
export type StartsIn = { when: 'today' } | { when: 'tomorrow' } | { when: 'later'; days: number };

export function startsIn(dateFrom: IsoDate, today: IsoDate): StartsIn {
  const days = daysBetween(today, dateFrom);
  if (days <= 0) return { when: 'today' };
  if (days === 1) return { when: 'tomorrow' };
  return { when: 'later', days };
}
