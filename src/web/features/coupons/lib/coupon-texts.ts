import type { TFunction } from 'i18next';
import { formatCalendarDate } from '@shared/calendar-date';
import type { Language } from '@shared/languages';
import { formatEuros, toCents } from '@shared/money';
import type { Coupon } from '@shared/schemas/coupon';

type CouponsT = TFunction<'coupons'>;

/** How a limited coupon's products or categories are named: a name by id ("#12 (removed)" for one that is gone). */
export type TargetNames = { product: (id: number) => string; category: (id: number) => string };

/** Names shown in a row before "and 4 more". */
const NAMES_SHOWN = 3;

/** "10 % off" (the language's way of writing a percentage) or "€20.00 off". */
export function discountText(t: CouponsT, coupon: Pick<Coupon, 'percentOff' | 'amountOff'>, language: Language) {
  const amount =
    coupon.amountOff !== null
      ? formatEuros(toCents(coupon.amountOff), language)
      : new Intl.NumberFormat(language, { style: 'percent' }).format((coupon.percentOff ?? 0) / 100);
  return t('discount.off', { amount });
}

/** "From 1 December 2026 to 31 December 2026", "From …", "Until …" or "Always". */
export function validityText(t: CouponsT, coupon: Pick<Coupon, 'validFrom' | 'validTo'>, language: Language) {
  const from = coupon.validFrom && formatCalendarDate(coupon.validFrom, language);
  const to = coupon.validTo && formatCalendarDate(coupon.validTo, language);
  if (from && to) return t('validity.between', { from, to });
  if (from) return t('validity.from', { from });
  if (to) return t('validity.until', { to });
  return t('validity.always');
}

/** "3 of 50 used", "3 used", or "Not used yet" for a code with no limit that no order used. */
export function usesText(t: CouponsT, coupon: Pick<Coupon, 'uses' | 'maxUses'>) {
  if (coupon.maxUses !== null) return t('uses.of', { uses: coupon.uses, max: coupon.maxUses });
  return coupon.uses === 0 ? t('uses.none') : t('uses.count', { count: coupon.uses });
}

/** "Twice per customer" and "From 3 charged days", or what says there is no such limit (`set` false). */
export function limitTexts(t: CouponsT, coupon: Pick<Coupon, 'maxUsesPerCustomer' | 'minDays'>) {
  return {
    perCustomer: {
      set: coupon.maxUsesPerCustomer !== null,
      text:
        coupon.maxUsesPerCustomer !== null
          ? t('limits.perCustomer', { count: coupon.maxUsesPerCustomer })
          : t('limits.anyCustomer'),
    },
    minDays: {
      set: coupon.minDays !== null,
      text: coupon.minDays !== null ? t('limits.minDays', { count: coupon.minDays }) : t('limits.anyLength'),
    },
  };
}

/** "Canon R5, Sony FX3, DJI RS 3 and 2 more". */
function namesText(t: CouponsT, names: string[]) {
  const shown = names.slice(0, NAMES_SHOWN).join(', ');
  const rest = names.length - NAMES_SHOWN;
  return rest > 0 ? t('targets.more', { names: shown, count: rest }) : shown;
}

/**
 * What the coupon is limited to: "Products: …" and "Categories: …", each when it names some; a
 * single "Every product" when it names none.
 */
export function targetTexts(t: CouponsT, coupon: Pick<Coupon, 'productIds' | 'categoryIds'>, names: TargetNames) {
  const lines: string[] = [];
  if (coupon.productIds.length > 0) {
    lines.push(t('targets.products', { names: namesText(t, coupon.productIds.map(names.product)) }));
  }
  if (coupon.categoryIds.length > 0) {
    lines.push(t('targets.categories', { names: namesText(t, coupon.categoryIds.map(names.category)) }));
  }
  return { limited: lines.length > 0, lines: lines.length > 0 ? lines : [t('targets.all')] };
}
