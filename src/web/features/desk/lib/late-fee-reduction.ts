import { MONEY_INPUT_PATTERN, toCents } from '@shared/money';

/*
 * A late fee reduced or waived at check-in, with a reason (POST .../check-in's `lateFee`): the
 * counter types the amount it charges (0 waives the fee), never more than the fee computed.
 */

export type FeeReduction = { on: boolean; amount: string; reason: string };

export const NO_REDUCTION: FeeReduction = { on: false, amount: '', reason: '' };

/** The amount typed, in cents, when it is one ("12", "12.5", "12,50"); null otherwise. */
export function typedCents(amount: string): number | null {
  const typed = amount.trim().replace(',', '.');
  return MONEY_INPUT_PATTERN.test(typed) ? toCents(typed) : null;
}

/** What can be wrong with a reduction: the amount (not one, or above the fee), the reason (missing). */
export type ReductionProblems = { amount?: 'invalid' | 'above'; reason?: 'missing' };

/** What is wrong with a reduction of `dueCents`. */
export function reductionProblems(reduction: FeeReduction, dueCents: number): ReductionProblems {
  if (!reduction.on) return {};
  const cents = typedCents(reduction.amount);
  return {
    ...(cents === null ? { amount: 'invalid' as const } : cents > dueCents ? { amount: 'above' as const } : {}),
    ...(reduction.reason.trim() === '' ? { reason: 'missing' as const } : {}),
  };
}

/** The fee this check-in charges, in cents: the reduced amount when one is typed, else the fee computed. */
export function chargedFeeCents(reduction: FeeReduction, dueCents: number): number {
  const cents = reduction.on ? typedCents(reduction.amount) : null;
  return cents === null ? dueCents : Math.min(cents, dueCents);
}

/** The check-in body's `lateFee`, for a reduction of a fee that is due. */
export function reductionBody(reduction: FeeReduction, dueCents: number) {
  const cents = typedCents(reduction.amount);
  if (!reduction.on || dueCents <= 0 || cents === null) return {};
  const amount = `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
  return { lateFee: { amount, reason: reduction.reason.trim() } };
}
