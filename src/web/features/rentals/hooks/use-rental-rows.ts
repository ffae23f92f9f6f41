import { useMemo } from 'react';
import type { Rental } from '@shared/schemas/rental';
import { shopToday } from '@/lib/shop-calendar';
import { rentalRow, type RentalRow } from '../lib/rental-row';
import { useLanguage } from '@/i18n/use-language';

/**
 * The rows of the list in the chosen language, judged by the shop's date, not the browser's.
 * `acts`: whether the viewer may cancel, report on or move these rentals (their own, or staff
 * whose role takes orders: decision 092); otherwise no row offers it.
 */
export function useRentalRows(rentals: Rental[], acts = true): RentalRow[] {
  const language = useLanguage();
  return useMemo(() => {
    const today = shopToday();
    return rentals.map((rental) => {
      const row = rentalRow(rental, { today, language });
      return acts ? row : { ...row, canDelete: false, canReport: false, canChangeDates: false };
    });
  }, [rentals, language, acts]);
}
