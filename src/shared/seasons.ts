import type { IsoDate } from './calendar-date';

/*
 * Seasonal prices (docs/pricing.md): the shop raises or lowers its prices by a percentage for a
 * range of dates (a busy summer, a quiet January). A rental is priced by the season its first day
 * falls in, for every one of its days, so a line keeps one daily price that anyone can check.
 */

/** From `from` to `to` (both included), daily prices `percent` up (positive) or down (negative). */
export type Season = { name: string; from: IsoDate; to: IsoDate; percent: number };

/** The most seasons a shop keeps, and how far a season moves a price. */
export const SEASONS_MAX = 24;
export const SEASON_PERCENT_MIN = -90;
export const SEASON_PERCENT_MAX = 200;

/** The season `date` falls in, if any (seasons never overlap: the settings refuse it). */
export const seasonOn = (date: IsoDate, seasons: readonly Season[] | undefined): Season | null =>
  seasons?.find((season) => season.from <= date && date <= season.to) ?? null;

/** A daily price in cents moved by a season: its percentage, rounded to the cent, halves up. */
export function seasonalCents(cents: number, season: Season | null): number {
  if (season === null) return cents;
  return Math.floor((cents * (100 + season.percent) + 50) / 100);
}

/** Two seasons share a day. */
export const seasonsOverlap = (a: Season, b: Season) => a.from <= b.to && b.from <= a.to;
