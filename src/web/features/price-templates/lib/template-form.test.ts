import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import {
  daysProblem,
  nameProblem,
  percentProblem,
  rowOfServerIndex,
  templateInputOf,
  templateRefusal,
  type TierRow,
} from './template-form';

const rows = (...tiers: [number | string, number | string][]): TierRow[] =>
  tiers.map(([minDays, percent], index) => ({ key: `row-${index}`, minDays, percent }));

const refusal = (status: number, code: string, field: string) => new ApiError(status, code, 'refused', field);

describe('template form', () => {
  it('wants a name without hidden characters', () => {
    expect(nameProblem('  ')).toBe('nameRequired');
    expect(nameProblem('Lenses\u202Eby week')).toBe('nameHidden');
    expect(nameProblem('Lenses by the week')).toBeNull();
  });

  it('takes whole days from 2 to 365, each once', () => {
    const tiers = rows([1, 90], [3, 85], ['', 70], [3, 60], [2.5, 50]);
    expect(daysProblem(tiers, 0)).toEqual({ problem: 'daysInvalid' });
    expect(daysProblem(tiers, 1)).toBeNull();
    expect(daysProblem(tiers, 2)).toEqual({ problem: 'daysInvalid' });
    expect(daysProblem(tiers, 3)).toEqual({ problem: 'daysTaken', days: 3 });
    expect(daysProblem(tiers, 4)).toEqual({ problem: 'daysInvalid' });
  });

  it('takes whole percentages from 1 to 99, lower for more days, naming the nearest row with fewer days', () => {
    const tiers = rows([7, 60], [3, 85], [14, 60], [5, 90], [30, 100], [21, '']);
    expect(percentProblem(tiers, 0)).toBeNull();
    expect(percentProblem(tiers, 1)).toBeNull();
    expect(percentProblem(tiers, 2)).toEqual({ problem: 'percentNotBelowFewer', days: 7, percent: 60 });
    expect(percentProblem(tiers, 3)).toEqual({ problem: 'percentNotBelowFewer', days: 3, percent: 85 });
    expect(percentProblem(tiers, 4)).toEqual({ problem: 'percentInvalid' });
    expect(percentProblem(tiers, 5)).toEqual({ problem: 'percentInvalid' });
  });

  it('sends the name trimmed and the tiers in the rows’ order', () => {
    expect(templateInputOf({ name: ' Weekly ', tiers: rows([7, 60], [3, 85]) })).toEqual({
      name: 'Weekly',
      tiers: [
        { minDays: 7, percent: 60 },
        { minDays: 3, percent: 85 },
      ],
    });
  });

  it('finds the row of a tier the server names by its place in days order', () => {
    const tiers = rows([7, 60], [3, 85], [14, 50]);
    expect([0, 1, 2].map((index) => rowOfServerIndex(tiers, index))).toEqual([1, 0, 2]);
    expect(rowOfServerIndex(tiers, 3)).toBeNull();
  });

  it('says which field a refusal is about, in the form’s rows', () => {
    const values = { name: 'Weekly', tiers: rows([7, 60], [3, 85]) };
    expect(templateRefusal(refusal(409, 'PRICE_TEMPLATE_EXISTS', 'name'), values)).toEqual({
      field: 'name',
      problem: 'nameTaken',
    });
    expect(templateRefusal(refusal(400, 'VALIDATION_ERROR', 'tiers.1.percent'), values)).toEqual({
      field: 'tiers.0.percent',
      problem: 'serverPercent',
    });
    expect(templateRefusal(refusal(400, 'VALIDATION_ERROR', 'tiers.0.minDays'), values)).toEqual({
      field: 'tiers.1.minDays',
      problem: 'serverDays',
    });
    expect(templateRefusal(refusal(400, 'VALIDATION_ERROR', 'tiers'), values)).toEqual({
      field: 'tiers',
      problem: 'tiersInvalid',
    });
    expect(templateRefusal(refusal(404, 'NOT_FOUND', 'id'), values)).toBeNull();
    expect(templateRefusal(new Error('offline'), values)).toBeNull();
  });
});
