/*
 * The damage waiver's modes (docs/pricing.md), apart from the arithmetic of shared/discounts.ts:
 * the settings and shop schemas, which every page loads, need only these.
 */

/** The shop's damage waiver setting (PATCH /api/admin/settings pricing.damageWaiver). */
export const damageWaiverModes = ['off', 'optional', 'required'] as const;
export type DamageWaiverMode = (typeof damageWaiverModes)[number];

/** Whether a cart or an order carries the waiver: always when required, when asked when optional. */
export const waiverTaken = (mode: DamageWaiverMode, asked: boolean | undefined) =>
  mode === 'required' || (mode === 'optional' && asked === true);
