import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { asLanguage } from '@shared/languages';
import type { Rental } from '@shared/schemas/rental';
import { shopToday } from '@/lib/shop-calendar';
import { rentalRow, type RentalRow } from '../lib/rental-row';

/** The rows of the list in the chosen language, judged by the shop's date, not the browser's. */
export function useRentalRows(rentals: Rental[]): RentalRow[] {
  const { i18n } = useTranslation();
  const language = asLanguage(i18n.resolvedLanguage);
  return useMemo(() => {
    const today = shopToday();
    return rentals.map((rental) => rentalRow(rental, { today, language }));
  }, [rentals, language]);
}
