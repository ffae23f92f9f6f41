import { ApiError } from '@/lib/api-client';

/** Why the server will not take a coupon code (POST /api/cart/price, POST /api/orders). */
export const couponRefusalCodes = [
  'COUPON_UNKNOWN',
  'COUPON_NOT_YET_VALID',
  'COUPON_EXPIRED',
  'COUPON_NOT_APPLICABLE',
  'COUPON_USED_UP',
  'COUPON_USED_BY_YOU',
] as const;
export type CouponRefusalCode = (typeof couponRefusalCodes)[number];

/** What the coupon field says: a refusal's code, no code typed, or no answer to check it by. */
export type CouponProblem = CouponRefusalCode | 'empty' | 'unchecked';

export const DAMAGE_WAIVER_NOT_OFFERED = 'DAMAGE_WAIVER_NOT_OFFERED';

const isRefusalCode = (code: string): code is CouponRefusalCode =>
  (couponRefusalCodes as readonly string[]).includes(code);

/** The refusal's code when `error` refuses a coupon code; null for any other failure. */
export function couponRefusalOf(error: unknown): CouponRefusalCode | null {
  return error instanceof ApiError && isRefusalCode(error.code) ? error.code : null;
}

/** The shop does not offer the waiver (any more): its settings changed since the cart read them. */
export const refusesWaiver = (error: unknown) => error instanceof ApiError && error.code === DAMAGE_WAIVER_NOT_OFFERED;
