import type { TFunction } from 'i18next';
import type { BookingLimits } from '@shared/booking-limits';

/**
 * The dates field's label and the limits under it, shared by the picker and the look-alike field
 * drawn before the picker's code arrives, so the two read the same. A compact field (a cart
 * line) has neither.
 */
export function dateFieldTexts(t: TFunction<'product'>, limits: BookingLimits, compact: boolean) {
  if (compact) return { label: undefined, description: undefined };
  return {
    label: t('rental.datesLabel'),
    description: t('rental.limits', { maxDays: limits.maxRentalDays, horizonDays: limits.bookingHorizonDays }),
  };
}
