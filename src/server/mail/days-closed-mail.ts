import { sql } from 'drizzle-orm';
import type { IsoDate } from '../../shared/calendar-date';
import { asLanguage } from '../../shared/languages';
import type { ClosedDayKind } from '../../shared/schemas/closed-days';
import type { Database } from '../db/client';
import type { RentalReader } from '../rentals/service';
import type { RentalDaysClosedMailData } from './templates/rental-days-closed';

/*
 * The mail to a customer whose order picks up or returns on a day the shop closed, when the shop
 * chose to tell them (decision 102): written when it is sent, from the notices as they are then.
 * A rental cancelled or moved off the closed day since needs no word; none left, no mail.
 */
export async function writeRentalDaysClosed(
  deps: { db: Database; rentals: RentalReader; link: (path: string) => string },
  orderId: number,
  noticeIds: number[],
) {
  const { rows } = await deps.db.execute<{
    rental_id: number;
    day: IsoDate;
    kind: ClosedDayKind;
    language: string;
  }>(sql`
    SELECT n.rental_id, n.date::text AS day, n.kind, u.language
    FROM rental_closed_days n JOIN rentals r ON r.id = n.rental_id JOIN "user" u ON u.id = r.user_id
    WHERE n.id = ANY(${`{${noticeIds.join(',')}}`}::int[]) AND r.order_id = ${orderId} AND n.choice = 'notify'
      AND r.cancelled_at IS NULL
      AND n.date = CASE WHEN n.kind = 'pick-up' THEN r.date_from ELSE r.date_to END
    ORDER BY n.rental_id, n.date, n.kind`);
  const first = rows[0];
  if (!first) return null;
  const language = asLanguage(first.language);
  const rentals: RentalDaysClosedMailData['rentals'] = [];
  let to: RentalDaysClosedMailData['to'] | null = null;
  let orderReference = '';
  const shown: number[] = [];
  for (const rentalId of new Set(rows.map((row) => row.rental_id))) {
    const rental = await deps.rentals.find(rentalId, language);
    if (!rental) continue;
    shown.push(rentalId);
    to = { email: rental.userEmail, name: rental.userName };
    orderReference = rental.orderReference;
    rentals.push({
      productName: rental.productName,
      dates: { dateFrom: rental.dateFrom, dateTo: rental.dateTo },
      closed: rows.filter((row) => row.rental_id === rentalId).map((row) => ({ kind: row.kind, date: row.day })),
      underWay: rental.items.some((unit) => unit.checkedOutAt !== null),
    });
  }
  if (!to) return null;
  const { rentalDaysClosedMail } = await import('./templates/all');
  return rentalDaysClosedMail(language, {
    to,
    orderReference,
    rentals,
    // One rental: its page, where it is moved or cancelled; several: the list of them.
    rentalUrl: deps.link(shown.length === 1 ? `/account/rental-requests/${shown[0]}` : '/account/rental-requests'),
  });
}
