import { describe, expect, it } from 'vitest';
import type { AdminSettings } from '@shared/schemas/settings';
import {
  exampleNumber,
  isEurosUpTo,
  isVatRate,
  isWaiverPercent,
  lateFeeExample,
  missingLegalDetails,
  revenueAccountRates,
  settingsToValues,
  valuesToPatch,
  waiverExample,
  withClosedDate,
} from './settings-values';
import { adminSettings } from '../test/admin-settings';

const settings = (stripeConfigured: boolean, methods: AdminSettings['payments']['methods']): AdminSettings =>
  adminSettings({ stripeConfigured, payments: { methods } });

describe('settings form values', () => {
  it('shows online unticked when Stripe is not configured, and keeps it saved for later', () => {
    const saved = settings(false, ['online', 'at_pickup']);
    const values = settingsToValues(saved);
    expect(values.payments.methods).toEqual(['at_pickup']);
    expect(valuesToPatch(values, saved).payments?.methods).toEqual(['online', 'at_pickup']);
  });

  it('sends exactly the ticked methods when Stripe is configured', () => {
    const saved = settings(true, ['online', 'at_pickup']);
    const values = { ...settingsToValues(saved), payments: { methods: ['online' as const] } };
    expect(valuesToPatch(values, saved).payments?.methods).toEqual(['online']);
  });

  it('turns the number fields into whole numbers', () => {
    const saved = settings(true, ['at_pickup']);
    const values = { ...settingsToValues(saved), cancellation: { fullRefundDaysBefore: '7', lateRefundPercent: 25 } };
    expect(valuesToPatch(values, saved).cancellation).toEqual({ fullRefundDaysBefore: 7, lateRefundPercent: 25 });
  });

  it('sends the legal details, the prefixes in capitals and the VAT rates as numbers', () => {
    const saved = settings(true, ['at_pickup']);
    const values = settingsToValues(saved);
    values.legal.name = 'Framehire GmbH';
    values.invoices = { prefix: 'inv', creditNotePrefix: ' gs ', reminderDays: '14, 7' };
    values.vat = { standardRate: '19', reducedRates: [7, '5.5'] };
    const patch = valuesToPatch(values, saved);
    expect(patch.legal?.name).toBe('Framehire GmbH');
    expect(patch.invoices).toEqual({ prefix: 'INV', creditNotePrefix: 'GS', reminderDays: [14, 7] });
    expect(patch.vat).toEqual({ standardRate: 19, reducedRates: [7, 5.5] });
  });

  it('accepts VAT rates from 0 to 100 with at most two decimals', () => {
    expect(isVatRate(19)).toBe(true);
    expect(isVatRate('5.5')).toBe(true);
    expect(isVatRate(0)).toBe(true);
    expect(isVatRate(7.125)).toBe(false);
    expect(isVatRate(101)).toBe(false);
    expect(isVatRate('')).toBe(false);
  });

  it('sends the late fee of the chosen way only, the fixed amount as money', () => {
    const saved = settings(true, ['at_pickup']);
    const values = settingsToValues(saved);
    expect(values.lateFees).toEqual({ mode: 'percent', percent: 100, fixed: 0 });
    expect(valuesToPatch(values, saved).lateFees).toEqual({ mode: 'percent', percent: 100 });
    values.lateFees = { mode: 'fixed', percent: '', fixed: '15.5' };
    expect(valuesToPatch(values, saved).lateFees).toEqual({ mode: 'fixed', fixed: '15.50' });
  });

  it('accepts euros up to the limit with at most two decimals', () => {
    expect(isEurosUpTo('15.5', 10_000)).toBe(true);
    expect(isEurosUpTo(0, 10_000)).toBe(true);
    expect(isEurosUpTo(10_000, 10_000)).toBe(true);
    expect(isEurosUpTo(10_000.01, 10_000)).toBe(false);
    expect(isEurosUpTo('1.005', 10_000)).toBe(false);
    expect(isEurosUpTo('', 10_000)).toBe(false);
    expect(isEurosUpTo(-1, 10_000)).toBe(false);
  });

  it('works out the example by the rule the server charges: a 20 euro unit back 2 days late', () => {
    expect(lateFeeExample({ mode: 'percent', percent: 150, fixed: 0 })).toEqual({
      dailyPriceCents: 2000,
      days: 2,
      feeCents: 6000,
    });
    expect(lateFeeExample({ mode: 'fixed', percent: 100, fixed: '7.25' }).feeCents).toBe(1450);
  });

  it('names the legal details an invoice still lacks, and shows the first number of a series', () => {
    const legal = {
      name: 'Framehire',
      street: '',
      postcode: '',
      city: 'Berlin',
      country: '',
      vatId: '',
      email: '',
      iban: '',
      bic: '',
      accountHolder: '',
    };
    expect(missingLegalDetails(legal)).toEqual(['street', 'country', 'vatId']);
    expect(exampleNumber('inv', 2026)).toBe('INV-2026-00001');
  });

  it('sends the opening days as top-level fields: weekdays as sorted numbers, the lead time whole', () => {
    const saved: AdminSettings = {
      ...settings(true, ['at_pickup']),
      openingDays: [1, 2, 3, 4, 5, 6],
      closedDates: ['2030-12-25'],
    };
    const values = settingsToValues(saved);
    expect(values.openingDays).toEqual(['1', '2', '3', '4', '5', '6']);
    values.openingDays = ['6', '2', '1'];
    values.leadTimeDays = '3';
    values.closedDaysFree = true;
    const patch = valuesToPatch(values, saved);
    expect(patch).toMatchObject({
      openingDays: [1, 2, 6],
      closedDates: ['2030-12-25'],
      leadTimeDays: 3,
      closedDaysFree: true,
    });
  });

  it('keeps the closed dates sorted, each once', () => {
    expect(withClosedDate(['2030-12-25', '2031-01-01'], '2030-12-24')).toEqual([
      '2030-12-24',
      '2030-12-25',
      '2031-01-01',
    ]);
    expect(withClosedDate(['2030-12-25'], '2030-12-25')).toEqual(['2030-12-25']);
  });

  it('sends the weekend rate, and the damage waiver offered with its whole percentage and trimmed terms', () => {
    const saved = settings(true, ['at_pickup']);
    const values = settingsToValues(saved);
    expect(values.pricing).toEqual({
      weekendAsOneDay: false,
      damageWaiver: { mode: 'off', percent: 10, terms: '', translations: { es: { terms: '' }, de: { terms: '' } } },
      seasons: [],
    });
    values.pricing = {
      weekendAsOneDay: true,
      damageWaiver: {
        mode: 'optional',
        percent: '15',
        terms: ' Drops and knocks. ',
        translations: { es: { terms: ' Golpes y caídas. ' }, de: { terms: '' } },
      },
      seasons: [],
    };
    expect(valuesToPatch(values, saved).pricing).toEqual({
      weekendAsOneDay: true,
      damageWaiver: {
        mode: 'optional',
        percent: 15,
        terms: 'Drops and knocks.',
        translations: { es: { terms: 'Golpes y caídas.' }, de: { terms: '' } },
      },
    });
  });

  it('sends only the mode of a waiver turned off: its price and terms stay as saved', () => {
    const saved = settings(true, ['at_pickup']);
    const values = settingsToValues(saved);
    values.pricing.damageWaiver = {
      mode: 'off',
      percent: '',
      terms: 'not sent',
      translations: { es: { terms: '' }, de: { terms: '' } },
    };
    expect(valuesToPatch(values, saved).pricing?.damageWaiver).toEqual({ mode: 'off' });
  });

  it('accepts a waiver of a whole 1 to 50 percent, and works out its example as the server prices it', () => {
    expect([1, '50', 10].map(isWaiverPercent)).toEqual([true, true, true]);
    expect([0, 51, 7.5, '', 'x'].map(isWaiverPercent)).toEqual([false, false, false, false, false]);
    expect(waiverExample(12)).toEqual({ rentCents: 10_000, waiverCents: 1200 });
  });

  it('leaves the accounting out while nothing of it changed, and sends only the DATEV fields that did', () => {
    const saved = settings(true, ['at_pickup']);
    expect(valuesToPatch(settingsToValues(saved), saved)).not.toHaveProperty('accounting');
    const values = settingsToValues(saved);
    values.accounting.datev = {
      ...values.accounting.datev,
      consultantNumber: ' 1234567 ',
      fiscalYearStartMonth: '7',
      accountLength: '4',
      // Reordered and an empty one added: the same accounts as saved.
      revenueAccounts: [
        { rate: 7, account: '8300' },
        { rate: 0, account: '  ' },
        { rate: 19, account: '8400' },
      ],
    };
    expect(valuesToPatch(values, saved).accounting).toEqual({
      datev: { consultantNumber: '1234567', fiscalYearStartMonth: 7 },
    });
  });

  it('has a revenue account field for each rate of the shop, 0 % and each rate with an account', () => {
    const vat = { standardRate: 19, reducedRates: [7, '', 5.5, 7] };
    expect(revenueAccountRates(vat, [{ rate: 16, account: '8410' }])).toEqual([19, 16, 7, 5.5, 0]);
    expect(revenueAccountRates({ standardRate: '', reducedRates: [] }, [])).toEqual([0]);
  });
});
