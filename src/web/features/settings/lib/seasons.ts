import { parseIsoDate } from '@shared/calendar-date';
import { singleLineTextSchema } from '@shared/schemas/input';
import type { AdminSettings } from '@shared/schemas/settings';
import {
  type Season,
  SEASON_PERCENT_MAX,
  SEASON_PERCENT_MIN,
  seasonalCents,
  SEASONS_MAX,
  seasonsOverlap,
} from '@shared/seasons';

export { SEASON_PERCENT_MAX, SEASON_PERCENT_MIN, SEASONS_MAX };

/** The longest name a season may have (shared/schemas/settings.ts). */
export const SEASON_NAME_MAX = 60;

/**
 * One season in the settings form, as its fields hold it: the dates as the date inputs give them
 * ('' while empty), the percentage '' while emptied; `key` keeps its row through removals.
 */
export type SeasonRow = { key: string; name: string; from: string; to: string; percent: number | string };

let nextKey = 0;
export const newSeasonRow = (): SeasonRow => ({ key: `season-${++nextKey}`, name: '', from: '', to: '', percent: '' });

/** The shop's seasons as the form's rows. */
export const seasonRowsOf = (seasons: AdminSettings['pricing']['seasons']): SeasonRow[] =>
  seasons.map((season) => ({ key: `season-${++nextKey}`, ...season }));

/** A row's percentage when it is one the server takes: whole, −90 to +200, not 0. */
export function rowPercent(row: Pick<SeasonRow, 'percent'>): number | null {
  const percent = row.percent === '' ? NaN : Number(row.percent);
  return Number.isInteger(percent) && percent >= SEASON_PERCENT_MIN && percent <= SEASON_PERCENT_MAX && percent !== 0
    ? percent
    : null;
}

/** A row as the server's season when its dates are dates (the overlap check and the example need no more). */
function rowSeason(row: SeasonRow): Season | null {
  const from = parseIsoDate(row.from);
  const to = parseIsoDate(row.to);
  return from && to && from <= to ? { name: row.name.trim(), from, to, percent: Number(row.percent) } : null;
}

/** The PATCH body's seasons: names trimmed, numbers as numbers, in the rows' order. */
export const seasonsInput = (rows: readonly SeasonRow[]): Season[] =>
  rows.map((row) => ({
    name: row.name.trim(),
    from: (parseIsoDate(row.from) ?? row.from) as Season['from'],
    to: (parseIsoDate(row.to) ?? row.to) as Season['to'],
    percent: Number(row.percent),
  }));

/** Whether the rows say something else than the seasons saved (their order aside: the server sorts them). */
export function seasonsChanged(rows: readonly SeasonRow[], saved: readonly Season[]): boolean {
  const key = (season: Season) => JSON.stringify([season.from, season.to, season.name, season.percent]);
  const now = seasonsInput(rows).map(key).sort();
  const before = saved.map(key).sort();
  return now.length !== before.length || now.some((season, index) => season !== before[index]);
}

/**
 * The rows in the order the server keeps them, by their first day: sent in that order, a refusal
 * the server names by its index (`pricing.seasons.1.from`) is about the row of that index.
 */
export const sortedRows = (rows: readonly SeasonRow[]): SeasonRow[] =>
  [...rows].sort((a, b) => (a.from < b.from ? -1 : a.from > b.from ? 1 : 0));

export type SeasonProblem =
  | { field: 'name'; problem: 'nameRequired' | 'nameInvalid' }
  | { field: 'from'; problem: 'dateInvalid' }
  | { field: 'from'; problem: 'overlap'; name: string }
  | { field: 'to'; problem: 'dateInvalid' | 'toBeforeFrom' }
  | { field: 'percent'; problem: 'percentInvalid' };

const nameSchema = singleLineTextSchema(SEASON_NAME_MAX);

/**
 * What is wrong with the row at `index`, field by field, by the server's rules: a name of one
 * line, two dates the last not before the first, a percentage it takes, and no day shared with
 * another season. Of two seasons sharing a day, the one that starts later (the later row when
 * they start together) is told, as the server tells the second of them.
 */
export function seasonProblems(rows: readonly SeasonRow[], index: number): SeasonProblem[] {
  const row = rows[index];
  if (!row) return [];
  const problems: SeasonProblem[] = [];
  const name = row.name.trim();
  if (name === '') problems.push({ field: 'name', problem: 'nameRequired' });
  else if (!nameSchema.safeParse(name).success) problems.push({ field: 'name', problem: 'nameInvalid' });
  const from = parseIsoDate(row.from);
  const to = parseIsoDate(row.to);
  if (!from) problems.push({ field: 'from', problem: 'dateInvalid' });
  if (!to) problems.push({ field: 'to', problem: 'dateInvalid' });
  else if (from && to < from) problems.push({ field: 'to', problem: 'toBeforeFrom' });
  if (rowPercent(row) === null) problems.push({ field: 'percent', problem: 'percentInvalid' });
  const season = rowSeason(row);
  if (season) {
    const earlier = rows.find((other, at) => {
      const otherSeason = at === index ? null : rowSeason(other);
      if (!otherSeason || !seasonsOverlap(season, otherSeason)) return false;
      return otherSeason.from < season.from || (otherSeason.from === season.from && at < index);
    });
    if (earlier) problems.push({ field: 'from', problem: 'overlap', name: earlier.name.trim() });
  }
  return problems;
}

/** "+20 %", "−15 %": a season's percentage with its sign (a true minus), never broken across lines. */
export const signedPercent = (percent: number) => `${percent > 0 ? '+' : '−'}${Math.abs(percent)}\u00a0%`;

/** The example a season's row gives: what a day at 100 euros costs in it, by the rule the server prices by. */
export function seasonExample(row: Pick<SeasonRow, 'percent'>) {
  const percent = rowPercent(row);
  if (percent === null) return null;
  const dayCents = 10_000;
  return {
    percent,
    dayCents,
    seasonCents: seasonalCents(dayCents, { name: '', from: '2000-01-01', to: '2000-01-01', percent }),
  };
}
