import { describe, expect, it } from 'vitest';
import { isoDate, type IsoDate } from '@shared/calendar-date';
import { DEFAULT_OPENING_RULES, type OpeningRules } from '@shared/opening-days';
import { dayBlock, nearestShortDays, NO_SHORT_DAYS, reachBlock, type DayContext } from './day-rules';

// 2030-12-01 is a Sunday; the shop is closed on Sundays and on Christmas Day.
const rules: OpeningRules = { ...DEFAULT_OPENING_RULES, openingDays: [1, 2, 3, 4, 5, 6], closedDates: ['2030-12-25'] };
const today = isoDate('2030-12-02');
const freeUnits: Record<string, number> = { '2030-12-10': 0, '2030-12-12': 2, '2030-12-05': 0 };
const freeOn = (day: IsoDate) => freeUnits[day] ?? 4;

const context = (first: string | null, overrides: Partial<DayContext> = {}): DayContext => {
  const picked = first ? isoDate(first) : null;
  const quantity = overrides.quantity ?? 1;
  return {
    first: picked,
    today,
    rules,
    quantity,
    freeOn,
    short: picked ? nearestShortDays(picked, freeOn, quantity, 30) : NO_SHORT_DAYS,
    ...overrides,
  };
};
const block = (day: string, first: string | null, overrides?: Partial<DayContext>) =>
  dayBlock(isoDate(day), context(first, overrides));

describe('the days the picker refuses', () => {
  it('refuses a closed day as the first or last day, saying which kind', () => {
    expect(block('2030-12-08', null)).toEqual({ kind: 'closed', reason: 'weekday' });
    expect(block('2030-12-25', null)).toEqual({ kind: 'closed', reason: 'closedDate' });
    expect(block('2030-12-08', '2030-12-06')).toEqual({ kind: 'closed', reason: 'weekday' });
    expect(block('2030-12-09', '2030-12-06')).toBeNull();
  });

  it('leaves past days to the calendar, which disables them', () => {
    expect(block('2030-12-01', null)).toBeNull();
  });

  it('refuses a first day inside the lead time, but not a last day', () => {
    const withNotice = { rules: { ...rules, leadTimeDays: 3 } };
    expect(block('2030-12-04', null, withNotice)).toEqual({ kind: 'notice', earliest: '2030-12-05' });
    expect(block('2030-12-06', null, withNotice)).toBeNull();
    // Picked before the first day, it would become the first day.
    expect(block('2030-12-04', '2030-12-07', withNotice)).toEqual({ kind: 'notice', earliest: '2030-12-05' });
  });

  it('refuses a day without enough units for the quantity', () => {
    expect(block('2030-12-10', null)).toEqual({ kind: 'short', free: 0 });
    expect(block('2030-12-12', null)).toBeNull();
    expect(block('2030-12-12', null, { quantity: 3 })).toEqual({ kind: 'short', free: 2 });
  });

  it('refuses a last day past the next booked-out day, on either side of the first', () => {
    expect(block('2030-12-09', '2030-12-06')).toBeNull();
    expect(block('2030-12-11', '2030-12-06')).toEqual({
      kind: 'beyondShort',
      at: '2030-12-10',
      free: 0,
      side: 'after',
    });
    expect(block('2030-12-04', '2030-12-06')).toEqual({
      kind: 'beyondShort',
      at: '2030-12-05',
      free: 0,
      side: 'before',
    });
    expect(block('2030-12-13', '2030-12-11', { quantity: 3 })).toEqual({
      kind: 'beyondShort',
      at: '2030-12-12',
      free: 2,
      side: 'after',
    });
  });

  it('names the booked-out day ahead of a begun range, else the one behind it', () => {
    expect(reachBlock(nearestShortDays(isoDate('2030-12-06'), freeOn, 1, 30), freeOn)).toMatchObject({
      at: '2030-12-10',
      side: 'after',
    });
    expect(reachBlock(nearestShortDays(isoDate('2030-12-20'), freeOn, 1, 30), freeOn)).toMatchObject({
      at: '2030-12-10',
      side: 'before',
    });
    const plenty = () => 4;
    expect(reachBlock(nearestShortDays(isoDate('2030-12-20'), plenty, 1, 30), plenty)).toBeNull();
  });
});
