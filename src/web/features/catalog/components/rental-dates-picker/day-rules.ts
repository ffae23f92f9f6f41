import { addDays, type IsoDate } from '@shared/calendar-date';
import { closedReason, earliestStart, type ClosedReason, type OpeningRules } from '@shared/opening-days';

/**
 * Why a day cannot end the range being picked. The server refuses each of these; the
 * picker refuses them first and says why:
 * - `closed`: the shop is closed that day, so nobody picks up or brings back (a range may still
 *   run over it);
 * - `notice`: the day would be the first and comes before the shop's lead time allows;
 * - `short`: the day itself has fewer free units than wanted;
 * - `beyondShort`: the range from the first day picked to it would run over such a day (`at`).
 */
export type DayBlock =
  | { kind: 'closed'; reason: ClosedReason }
  | { kind: 'notice'; earliest: IsoDate }
  | { kind: 'short'; free: number }
  | { kind: 'beyondShort'; at: IsoDate; free: number; side: 'after' | 'before' };

/** Free units of a day, undefined while its month is not loaded (the server still checks it). */
export type FreeOn = (day: IsoDate) => number | undefined;

/** The days nearest to `first` on each side with fewer than `quantity` units free, at most `span` days away. */
export type ShortDays = { before: IsoDate | null; after: IsoDate | null };
export const NO_SHORT_DAYS: ShortDays = { before: null, after: null };

export function nearestShortDays(first: IsoDate, freeOn: FreeOn, quantity: number, span: number): ShortDays {
  const find = (step: 1 | -1) => {
    for (let offset = 1; offset < span; offset += 1) {
      const day = addDays(first, offset * step);
      const free = freeOn(day);
      if (free !== undefined && free < quantity) return day;
    }
    return null;
  };
  return { before: find(-1), after: find(1) };
}

export type DayContext = {
  /** The first day picked, while the last is not; null before a range is begun. */
  first: IsoDate | null;
  today: IsoDate;
  rules: OpeningRules;
  quantity: number;
  freeOn: FreeOn;
  /** `nearestShortDays` around `first` (none while nothing is picked). */
  short: ShortDays;
};

/** Why `day` cannot be picked now, or null when it can. */
export function dayBlock(day: IsoDate, { first, today, rules, quantity, freeOn, short }: DayContext): DayBlock | null {
  // Past days are the calendar's own to disable (its minimum day): no reason of the shop's applies.
  if (day < today) return null;
  const closed = closedReason(day, rules);
  if (closed) return { kind: 'closed', reason: closed };
  // The picker orders the two days: one before the first picked becomes the first day.
  const startsRange = first === null || day < first;
  const earliest = earliestStart(today, rules);
  if (startsRange && day < earliest) return { kind: 'notice', earliest };
  const free = freeOn(day);
  if (free !== undefined && free < quantity) return { kind: 'short', free };
  if (first === null) return null;
  if (short.after && day > short.after) return beyond(short.after, 'after', freeOn);
  if (short.before && day < short.before) return beyond(short.before, 'before', freeOn);
  return null;
}

/**
 * How far a begun range may reach, for the line under the field: the nearest day without enough
 * units after the first day picked (most ranges run forward), else the one before it.
 */
export function reachBlock(short: ShortDays, freeOn: FreeOn): DayBlock | null {
  if (short.after) return beyond(short.after, 'after', freeOn);
  return short.before ? beyond(short.before, 'before', freeOn) : null;
}

const beyond = (at: IsoDate, side: 'after' | 'before', freeOn: FreeOn): DayBlock => ({
  kind: 'beyondShort',
  at,
  side,
  free: freeOn(at) ?? 0,
});
