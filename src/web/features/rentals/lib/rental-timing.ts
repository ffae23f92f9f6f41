import type { IsoDate } from '@shared/calendar-date';
import type { RentalTiming } from '@shared/schemas/rental';

/**
 * Which rentals a list shows: the upcoming ones (not ended yet: requested or in
 * progress) soonest first, or the past ones (ended) the latest first, as one looks back. The
 * dashboard's list is ordered so by the server (`when`), a customer's whole list here.
 */
export type { RentalTiming };
export { rentalTimings } from '@shared/schemas/rental';

/** The `?when=` of a list's address; anything else is the default, upcoming. */
export const readTiming = (value: string | null): RentalTiming => (value === 'past' ? 'past' : 'upcoming');

type Dated = { id: number; dateFrom: IsoDate; dateTo: IsoDate; overdue?: boolean };

/** Not over yet for the customer: its last day has not passed, or it has and a unit is still out (overdue). */
const isOpen = (rental: Dated, today: IsoDate) => rental.dateTo >= today || rental.overdue === true;

/**
 * A customer's whole list (it comes at once) narrowed to `timing` and put in its order. An overdue
 * rental stays with the upcoming ones, first, until its units are back: it is what they act on.
 */
export function byTiming<Rental extends Dated>(rentals: Rental[], timing: RentalTiming, today: IsoDate): Rental[] {
  const upcoming = timing === 'upcoming';
  const shown = rentals.filter((rental) => isOpen(rental, today) === upcoming);
  const sign = upcoming ? 1 : -1;
  return shown.sort(
    (a, b) => sign * (a.dateFrom.localeCompare(b.dateFrom) || a.dateTo.localeCompare(b.dateTo) || a.id - b.id),
  );
}
