import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { settingsFieldError } from './settings-error';

/** The key stands for its text: what matters is which field and which words. */
const t = ((key: string) => key) as unknown as TFunction<'dashboard'>;

describe("the server's refusal of the settings", () => {
  it("lands under the late fee's field it names, in the dashboard's words", () => {
    const refused = new ApiError(400, 'VALIDATION_ERROR', 'At most 10,000.00 a day.', 'lateFees.fixed');
    expect(settingsFieldError(t, refused)).toEqual({
      field: 'lateFees.fixed',
      text: 'settings.errors.invalid.lateFees.fixed',
    });
    expect(settingsFieldError(t, new ApiError(400, 'VALIDATION_ERROR', '', 'lateFees.percent'))?.field).toBe(
      'lateFees.percent',
    );
  });

  it('lands a refused weekday or closed date under its list', () => {
    const weekday = new ApiError(400, 'VALIDATION_ERROR', 'A weekday is 1 (Monday) to 7 (Sunday).', 'openingDays.2');
    expect(settingsFieldError(t, weekday)).toEqual({
      field: 'openingDays',
      text: 'settings.errors.invalid.openingDays',
    });
    expect(settingsFieldError(t, new ApiError(400, 'VALIDATION_ERROR', '', 'closedDates.0'))?.field).toBe(
      'closedDates',
    );
    expect(settingsFieldError(t, new ApiError(400, 'VALIDATION_ERROR', '', 'leadTimeDays'))?.field).toBe(
      'leadTimeDays',
    );
  });

  it("lands under the damage waiver's field it names", () => {
    const refused = new ApiError(400, 'VALIDATION_ERROR', 'Too big', 'pricing.damageWaiver.percent');
    expect(settingsFieldError(t, refused)).toEqual({
      field: 'pricing.damageWaiver.percent',
      text: 'settings.errors.invalid.pricing.damageWaiver.percent',
    });
  });

  it("lands a season's refused field under that field of its row, and a refused list under the list", () => {
    const shared = new ApiError(400, 'VALIDATION_ERROR', 'Seasons must not share a day.', 'pricing.seasons.1.from');
    expect(settingsFieldError(t, shared)).toEqual({
      field: 'pricing.seasons.1.from',
      text: 'settings.errors.invalid.pricing.seasons.from',
    });
    expect(settingsFieldError(t, new ApiError(400, 'VALIDATION_ERROR', '', 'pricing.seasons.0.percent'))).toEqual({
      field: 'pricing.seasons.0.percent',
      text: 'settings.errors.invalid.pricing.seasons.percent',
    });
    expect(
      settingsFieldError(t, new ApiError(400, 'VALIDATION_ERROR', 'At most 24 seasons.', 'pricing.seasons')),
    ).toEqual({ field: 'pricing.seasons', text: 'settings.errors.invalid.pricing.seasons.list' });
    expect(settingsFieldError(t, new ApiError(400, 'VALIDATION_ERROR', '', 'pricing.seasons.0.colour'))).toBeNull();
  });

  it('lands under the DATEV field it names; a revenue account under its row, its rate under the list', () => {
    expect(
      settingsFieldError(t, new ApiError(400, 'VALIDATION_ERROR', '', 'accounting.datev.consultantNumber')),
    ).toEqual({
      field: 'accounting.datev.consultantNumber',
      text: 'settings.errors.invalid.accounting.datev.consultantNumber',
    });
    expect(
      settingsFieldError(t, new ApiError(400, 'VALIDATION_ERROR', '', 'accounting.datev.revenueAccounts.2.account')),
    ).toEqual({
      field: 'accounting.datev.revenueAccounts.2.account',
      text: 'settings.errors.invalid.accounting.datev.revenueAccounts.account',
    });
    expect(
      settingsFieldError(t, new ApiError(400, 'VALIDATION_ERROR', '', 'accounting.datev.revenueAccounts.1.rate')),
    ).toEqual({
      field: 'accounting.datev.revenueAccounts',
      text: 'settings.errors.invalid.accounting.datev.revenueAccounts.rate',
    });
    expect(
      settingsFieldError(t, new ApiError(400, 'VALIDATION_ERROR', '', 'accounting.datev.revenueAccounts')),
    ).toEqual({
      field: 'accounting.datev.revenueAccounts',
      text: 'settings.errors.invalid.accounting.datev.revenueAccounts.list',
    });
  });

  it('is toasted when it names no field of the form', () => {
    expect(settingsFieldError(t, new ApiError(400, 'VALIDATION_ERROR', '', 'lateFees.unknown'))).toBeNull();
    expect(settingsFieldError(t, new Error('offline'))).toBeNull();
  });
});
