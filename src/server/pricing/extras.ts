import type { IsoDate } from '../../shared/calendar-date';
import { discountsFor, type PricedLine, waiversFor, waiverTaken } from '../../shared/discounts';
import type { ShopSettings } from '../../shared/schemas/settings';
import type { Executor } from '../db/client';
import { InvalidInputError } from '../domain-errors';
import { couponNotApplicable, type UsableCoupon, usableCoupon } from './coupons';

/** What a cart or an order asks beyond its lines: a coupon code, the damage waiver. */
export type ExtrasAsked = { couponCode?: string; damageWaiver?: boolean };

/** Each line's discount and waiver in cents, and the coupon they came from. */
export type LineExtras = { discounts: number[]; waivers: number[]; coupon: UsableCoupon | null };

/**
 * What a coupon takes off and the damage waiver adds to each line (shared/discounts.ts), as the
 * cart's price answer shows it and the booking books it: the same function for both. A code that
 * cannot be used, or fits none of the lines, is refused; so is a waiver the shop does not offer.
 */
export async function extrasFor(
  executor: Executor,
  lines: readonly PricedLine[],
  asked: ExtrasAsked,
  waiver: ShopSettings['pricing']['damageWaiver'],
  today: IsoDate,
  userId?: string,
): Promise<LineExtras> {
  if (asked.damageWaiver === true && waiver.mode === 'off') {
    throw new InvalidInputError(
      'DAMAGE_WAIVER_NOT_OFFERED',
      'This shop does not offer a damage waiver.',
      'damageWaiver',
    );
  }
  const waivers = waiverTaken(waiver.mode, asked.damageWaiver)
    ? waiversFor(waiver.percent, lines)
    : lines.map(() => 0);
  if (asked.couponCode === undefined) return { discounts: lines.map(() => 0), waivers, coupon: null };
  const coupon = await usableCoupon(executor, asked.couponCode, today, userId);
  const discounts = discountsFor(coupon.terms, lines);
  if (discounts.every((cents) => cents === 0)) throw couponNotApplicable(coupon.row);
  return { discounts, waivers, coupon };
}
