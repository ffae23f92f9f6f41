import { describe, expect, it } from 'vitest';
import type { AdminSettings } from '@shared/schemas/settings';
import { isWholeUpTo, settingsToValues, valuesToPatch } from './settings-values';

const settings = (stripeConfigured: boolean, methods: AdminSettings['payments']['methods']): AdminSettings => ({
  payments: { methods },
  cancellation: { fullRefundDaysBefore: 2, lateRefundPercent: 50 },
  deposits: { enabled: true },
  stripeConfigured,
  paymentHoldMinutes: 30,
  updatedAt: null,
});

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

  it('accepts whole numbers within the range only', () => {
    expect(isWholeUpTo(0, 100)).toBe(true);
    expect(isWholeUpTo('100', 100)).toBe(true);
    expect(isWholeUpTo(101, 100)).toBe(false);
    expect(isWholeUpTo(2.5, 100)).toBe(false);
    expect(isWholeUpTo('', 100)).toBe(false);
    expect(isWholeUpTo(-1, 100)).toBe(false);
  });
});
