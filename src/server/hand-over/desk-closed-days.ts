import { inArray } from 'drizzle-orm';
import { closedReason, type OpeningRules } from '../../shared/opening-days';
import type { DeskClosedDay } from '../../shared/schemas/hand-over';
import type { Rental } from '../../shared/schemas/rental';
import { unitState } from '../../shared/unit-state';
import type { Executor } from '../db/client';
import { rentalClosedDays } from '../db/schema/rentals';

/*
 * The pick-ups and returns the desk meets on a closed day (decision 102): when staff closed a day
 * a rental picks up or returns on, they kept it (the counter opens for it) or told its customer.
 * Rows of `rental_closed_days` stay as they were written, so each is shown only while it still
 * holds: the rental still picks up (its first day) or returns (its last day) on that date, that
 * step is still to happen (a unit waits to be handed over; a unit is not back, missing ones not
 * coming), and the shop's opening days still close the date (a day opened again needs no marker).
 */

/** Each rental's closed days as its card shows them, by rental id; the earliest first. */
export async function closedDaysOf(
  db: Executor,
  list: Rental[],
  rules: Pick<OpeningRules, 'openingDays' | 'closedDates'>,
): Promise<Map<number, DeskClosedDay[]>> {
  const byRental = new Map<number, DeskClosedDay[]>(list.map((rental) => [rental.id, []]));
  if (list.length === 0) return byRental;
  const rows = await db
    .select({
      rentalId: rentalClosedDays.rentalId,
      date: rentalClosedDays.date,
      kind: rentalClosedDays.kind,
      choice: rentalClosedDays.choice,
    })
    .from(rentalClosedDays)
    .where(
      inArray(
        rentalClosedDays.rentalId,
        list.map((rental) => rental.id),
      ),
    );
  const rentals = new Map(list.map((rental) => [rental.id, rental]));
  for (const row of rows) {
    const rental = rentals.get(row.rentalId)!;
    if (!stillAhead(rental, row) || closedReason(row.date, rules) === null) continue;
    byRental.get(row.rentalId)!.push({ date: row.date, kind: row.kind, choice: row.choice });
  }
  for (const days of byRental.values()) {
    days.sort((a, b) => a.date.localeCompare(b.date) || (a.kind === 'pick-up' ? -1 : 1));
  }
  return byRental;
}

/** Whether the rental's pick-up or return on that date is still to happen. */
function stillAhead(rental: Rental, day: Pick<DeskClosedDay, 'date' | 'kind'>): boolean {
  const states = rental.items.map(unitState);
  if (day.kind === 'pick-up') return day.date === rental.dateFrom && states.includes('waiting');
  return day.date === rental.dateTo && states.some((state) => state === 'waiting' || state === 'out');
}
