import { formatCalendarDate, formatDateRange, type IsoDate } from '@shared/calendar-date';
import type { Language } from '@shared/languages';
import { mayCancel, mayReportIncident, rentalStatuses, type RentalStatus } from '@shared/rental-rules';
import { mayReschedule } from '@shared/reschedule-rules';
import type { Rental } from '@shared/schemas/rental';

/** One rental with what its row shows and offers, worked out once for the table and the cards. */
export type RentalRow = {
  rental: Rental;
  status: RentalStatus;
  /** The whole range as one text, for popups. */
  dateRange: string;
  /** Its two ends (`to` null for a one-day rental), which the row keeps each on one line. */
  dates: { from: string; to: string | null };
  /** The server's own rules (src/shared/rental-rules.ts), so a button shows only when it would succeed. */
  canDelete: boolean;
  canReport: boolean;
  /** Shortening or moving it is offered. */
  canChangeDates: boolean;
};

type Viewer = { today: IsoDate; language: Language };

/**
 * The rental's one status, as the server computed it (decision 099: Overdue in place of Completed
 * while a unit is out); Unknown for a word this page does not know yet.
 */
const statusOf = (rental: Rental): RentalStatus =>
  (rentalStatuses as readonly string[]).includes(rental.status) ? rental.status : 'Unknown';

/** `today` is the shop's date (shopToday), the one the server judges these rules by. */
export function rentalRow(rental: Rental, { today, language }: Viewer): RentalRow {
  return {
    rental,
    status: statusOf(rental),
    dateRange: formatDateRange(rental, language),
    dates: {
      from: formatCalendarDate(rental.dateFrom, language),
      to: rental.dateFrom === rental.dateTo ? null : formatCalendarDate(rental.dateTo, language),
    },
    canDelete: mayCancel(rental, today),
    canReport: mayReportIncident(rental, today),
    canChangeDates: mayReschedule(rental, today),
  };
}
