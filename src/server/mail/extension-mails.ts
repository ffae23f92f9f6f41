import { sql } from 'drizzle-orm';
import { daysBetween, type IsoDate } from '../../shared/calendar-date';
import { asLanguage } from '../../shared/languages';
import type { Database } from '../db/client';
import type { RentalReader } from '../rentals/service';
import type { ExtensionPaidBy } from './templates/rental-extended';

/*
 * The confirmation of an extension, written from the change as it is when the mail
 * goes: in the customer's saved language, with how the added days are paid (decision 047).
 */
export async function writeRentalExtended(
  deps: { db: Database; rentals: RentalReader; link: (path: string) => string },
  changeId: number,
) {
  const { rows } = await deps.db.execute<{
    rental_id: number;
    date_to_before: IsoDate;
    amount_cents: number;
    language: string;
    payment_method: 'online' | 'at_pickup';
    paid_before: boolean;
  }>(sql`
    SELECT c.rental_id, c.date_to_before::text AS date_to_before, c.amount_cents, u.language, o.payment_method,
      EXISTS (SELECT 1 FROM payments p WHERE p.order_id = o.id AND p.kind = 'charge' AND p.state <> 'failed'
        AND p.created_at <= c.created_at) AS paid_before
    FROM rental_changes c JOIN rentals r ON r.id = c.rental_id JOIN orders o ON o.id = r.order_id
      JOIN "user" u ON u.id = r.user_id
    WHERE c.id = ${changeId} AND c.status = 'done'`);
  const change = rows[0];
  if (!change) return null;
  const language = asLanguage(change.language);
  const rental = await deps.rentals.find(change.rental_id, language);
  if (!rental) return null;
  // Online: paid on its own session; at the counter: with the order, or at the return when the order was paid already.
  const paidBy: ExtensionPaidBy =
    change.payment_method === 'online' ? 'online' : change.paid_before ? 'at_return' : 'at_pickup';
  const { rentalExtendedMail } = await import('./templates/all');
  return rentalExtendedMail(language, {
    to: { email: rental.userEmail, name: rental.userName },
    productName: rental.productName,
    dates: { dateFrom: rental.dateFrom, dateTo: rental.dateTo },
    previousDateTo: change.date_to_before,
    addedDays: daysBetween(change.date_to_before, rental.dateTo),
    amountCents: change.amount_cents,
    paidBy,
    rentalUrl: deps.link(`/account/rental-requests/${rental.id}`),
  });
}
