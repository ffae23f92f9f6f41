/** The shop's cancellation settings as GET /api/shop sends them (shared/schemas/settings.ts). */
type CancellationSettings = { fullRefundDaysBefore: number; lateRefundPercent: number };

/**
 * Which sentence states the shop's cancellation rules (cart.json `cancellation.*`): a full refund
 * right up to the start when the late part is 100% or the full-refund window is 0 days, no
 * refund after the window when the late part is 0%, else the window and the late percentage.
 */
export type CancellationRule =
  | { key: 'untilStart' }
  | { key: 'fullThenNothing'; count: number }
  | { key: 'fullThenPercent'; count: number; percent: number };

export function cancellationRule({ fullRefundDaysBefore, lateRefundPercent }: CancellationSettings): CancellationRule {
  if (lateRefundPercent >= 100 || fullRefundDaysBefore === 0) return { key: 'untilStart' };
  if (lateRefundPercent === 0) return { key: 'fullThenNothing', count: fullRefundDaysBefore };
  return { key: 'fullThenPercent', count: fullRefundDaysBefore, percent: lateRefundPercent };
}
