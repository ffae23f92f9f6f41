import { DURATION_MAX_DAYS, DURATION_MIN_DAYS, DURATION_PRICES_MAX } from '@shared/duration-prices';
import { hasHiddenCharacters } from '@shared/schemas/input';
import type { PriceTemplate, PriceTemplateInput } from '@shared/schemas/price-template';
import { ApiError } from '@/lib/api-client';

export { DURATION_MAX_DAYS, DURATION_MIN_DAYS, DURATION_PRICES_MAX };

/** The longest name the server takes (shared/schemas/price-template.ts). */
export const TEMPLATE_NAME_MAX = 60;

/** The lowest and highest percentage of the daily price a tier may be. */
export const PERCENT_MIN = 1;
export const PERCENT_MAX = 99;

/**
 * One tier in the form: from how many charged days, and the percentage of the daily price each day
 * then costs ('' while emptied); `key` keeps its row through removals.
 */
export type TierRow = { key: string; minDays: number | string; percent: number | string };

export type TemplateFormValues = { name: string; tiers: TierRow[] };

let nextKey = 0;
export const newTierRow = (): TierRow => ({ key: `tier-${++nextKey}`, minDays: '', percent: '' });

/** A template's values in the form; a new one starts with one empty tier to type in. */
export const templateFormValues = (template: PriceTemplate | null): TemplateFormValues => ({
  name: template?.name ?? '',
  tiers: template
    ? template.tiers.map((tier) => ({ key: `tier-${++nextKey}`, minDays: tier.minDays, percent: tier.percent }))
    : [newTierRow()],
});

/** A whole number from `min` to `max` as typed, or null. */
function wholeIn(value: number | string, min: number, max: number): number | null {
  const number = value === '' ? NaN : Number(value);
  return Number.isInteger(number) && number >= min && number <= max ? number : null;
}

export const rowDays = (row: TierRow) => wholeIn(row.minDays, DURATION_MIN_DAYS, DURATION_MAX_DAYS);
export const rowPercent = (row: TierRow) => wholeIn(row.percent, PERCENT_MIN, PERCENT_MAX);

export type NameProblem = 'nameRequired' | 'nameHidden';

/** What is wrong with the name: none (or only spaces), or a character no one means to put in a name. */
export function nameProblem(name: string): NameProblem | null {
  if (hasHiddenCharacters(name)) return 'nameHidden';
  return name.trim() === '' ? 'nameRequired' : null;
}

export type DaysProblem = { problem: 'daysInvalid' } | { problem: 'daysTaken'; days: number };

/** What is wrong with a row's days: not 2 to 365 whole days, or the days of an earlier row. */
export function daysProblem(rows: readonly TierRow[], index: number): DaysProblem | null {
  const row = rows[index];
  const days = row ? rowDays(row) : null;
  if (days === null) return { problem: 'daysInvalid' };
  return rows.slice(0, index).some((other) => rowDays(other) === days) ? { problem: 'daysTaken', days } : null;
}

export type PercentProblem =
  { problem: 'percentInvalid' } | { problem: 'percentNotBelowFewer'; days: number; percent: number };

/**
 * What is wrong with a row's percentage: not a whole number from 1 to 99, or not below the
 * percentage of a row with fewer days (more days never cost more a day; the nearest such row is named).
 */
export function percentProblem(rows: readonly TierRow[], index: number): PercentProblem | null {
  const row = rows[index];
  const percent = row ? rowPercent(row) : null;
  if (!row || percent === null) return { problem: 'percentInvalid' };
  const days = rowDays(row);
  if (days === null) return null;
  let fewer: { days: number; percent: number } | null = null;
  for (const other of rows) {
    const otherDays = rowDays(other);
    const otherPercent = rowPercent(other);
    if (otherDays === null || otherPercent === null || otherDays >= days || otherPercent > percent) continue;
    if (!fewer || otherDays > fewer.days) fewer = { days: otherDays, percent: otherPercent };
  }
  return fewer && { problem: 'percentNotBelowFewer', ...fewer };
}

/** What the form sends: the name trimmed, and the tiers in the rows' order (the server sorts them by days). */
export const templateInputOf = (values: TemplateFormValues): PriceTemplateInput => ({
  name: values.name.trim(),
  tiers: values.tiers.map((row) => ({ minDays: Number(row.minDays), percent: Number(row.percent) })),
});

/**
 * The row a tier the server names by its index is (`tiers.1.percent`): the server sorts the tiers
 * by days before it checks them, so its index counts in that order, not the rows'.
 */
export function rowOfServerIndex(rows: readonly TierRow[], index: number): number | null {
  const byDays = rows.map((row, at) => ({ at, days: Number(row.minDays) })).sort((a, b) => a.days - b.days);
  return byDays[index]?.at ?? null;
}

export type TemplateRefusal =
  | { field: 'name'; problem: 'nameTaken' | NameProblem }
  | { field: 'tiers'; problem: 'tiersInvalid' }
  | { field: `tiers.${number}.minDays`; problem: 'serverDays' }
  | { field: `tiers.${number}.percent`; problem: 'serverPercent' };

/**
 * The field a refusal of the server is about, in the form's own paths, and which text says it
 * (the server's words are English only): a name taken (409 PRICE_TEMPLATE_EXISTS), or a 400 naming
 * the name, the tiers or one tier. Null for any other failure, which a toast tells.
 */
export function templateRefusal(error: unknown, values: TemplateFormValues): TemplateRefusal | null {
  if (!(error instanceof ApiError) || error.field === undefined) return null;
  if (error.status === 409 && error.code === 'PRICE_TEMPLATE_EXISTS') return { field: 'name', problem: 'nameTaken' };
  if (error.status !== 400) return null;
  if (error.field === 'name') return { field: 'name', problem: nameProblem(values.name) ?? 'nameRequired' };
  const tier = /^tiers\.(\d+)\.(minDays|percent)$/.exec(error.field);
  const row = tier ? rowOfServerIndex(values.tiers, Number(tier[1])) : null;
  if (tier && row !== null) {
    return tier[2] === 'minDays'
      ? { field: `tiers.${row}.minDays`, problem: 'serverDays' }
      : { field: `tiers.${row}.percent`, problem: 'serverPercent' };
  }
  return error.field.startsWith('tiers') ? { field: 'tiers', problem: 'tiersInvalid' } : null;
}

/** The form's errors without those a change of the rows made stale: a changed row's, or all of them. */
export function errorsAfterRowsChange<Errors extends Record<string, unknown>>(
  errors: Errors,
  changed: number | null,
): Errors {
  const stale = (path: string) =>
    path === 'tiers' || path.startsWith(changed === null ? 'tiers.' : `tiers.${changed}.`);
  return Object.fromEntries(Object.entries(errors).filter(([path]) => !stale(path))) as Errors;
}
