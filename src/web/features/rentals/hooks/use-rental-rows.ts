import { useMemo } from 'react';
import type { Rental } from '@shared/schemas/rental';
import { shopToday } from '@/lib/shop-calendar';
import { rentalRow, type RentalRow } from '../lib/rental-row';
import { useLanguage } from '@/i18n/use-language';

/** The rows of the list in the chosen language, judged by the shop's date, not the browser's. */
export function useRentalRows(rentals: Rental[]): RentalRow[] {
  const language = useLanguage();
  return useMemo(() => {
    const today = shopToday();
    return rentals.map((rental) => rentalRow(rental, { today, language }));
  }, [rentals, language]);
}
