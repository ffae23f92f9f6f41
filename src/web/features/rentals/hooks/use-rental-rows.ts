import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { localIsoDate } from '../../../../shared/calendar-date';
import { rentalStatus, type RentalStatus } from '../../../../shared/rental-status';
import type { Rental } from '../../../../shared/schemas/rental';
import { formatCalendarDate, formatDateRange } from '../lib/format-date-range';
import { canDeleteRental, canReportIncident } from '../lib/rental-actions';

/** One rental with what its row shows and offers, worked out once for the table and the cards. */
export type RentalRow = {
  rental: Rental;
  status: RentalStatus;
  /** The whole range as one text, for popups. */
  dateRange: string;
  /** Its two ends (`to` null for a one-day rental), which the row keeps each on one line. */
  dates: { from: string; to: string | null };
  canDelete: boolean;
  canReport: boolean;
};

export function useRentalRows(rentals: Rental[], isAdmin: boolean): RentalRow[] {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage ?? 'en';
  return useMemo(() => {
    const today = localIsoDate();
    return rentals.map((rental) => {
      const status = rentalStatus(rental, today);
      return {
        rental,
        status,
        dateRange: formatDateRange(rental.dateFrom, rental.dateTo, language),
        dates: {
          from: formatCalendarDate(rental.dateFrom, language),
          to: rental.dateFrom === rental.dateTo ? null : formatCalendarDate(rental.dateTo, language),
        },
        canDelete: canDeleteRental(rental, status, isAdmin),
        canReport: canReportIncident(rental, status),
      };
    });
  }, [rentals, isAdmin, language]);
}
