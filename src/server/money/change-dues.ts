import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';

/*
 * What changes of an order still owe at the counter: an order paid at the
 * counter whose rental was extended afterwards, or whose line staff raised, gave more units or
 * added after its charge, owes the difference there, at the return or earlier. A change made
 * before the order's charge is inside that charge (the charge is the order's total then); one
 * paid online has its own change_charge.
 */

export type ChangeDue = {
  id: number;
  rentalId: number;
  amountCents: number;
  kind: 'extend' | 'shorten' | 'move' | 'price' | 'units' | 'line';
};

/**
 * The changes in force, with money to pay, made after the order's charge and not paid since,
 * oldest first: of the order's live lines, or of the one line `rentalId` (cancelled or not: its
 * cancellation reads what it still owed). Besides changes of dates, staff's raises
 * after the charge (kinds price, units and line, decision 069).
 */
export async function unpaidChanges(executor: Executor, orderId: number, rentalId?: number): Promise<ChangeDue[]> {
  const { rows } = await executor.execute<{
    id: number;
    rental_id: number;
    amount_cents: number;
    kind: ChangeDue['kind'];
  }>(sql`
    SELECT c.id, c.rental_id, c.amount_cents, c.kind
    FROM rental_changes c
    JOIN rentals r ON r.id = c.rental_id
    JOIN payments charge ON charge.order_id = r.order_id AND charge.kind = 'charge'
    WHERE r.order_id = ${orderId} AND c.status = 'done' AND c.amount_cents > 0 AND c.created_at > charge.created_at
      ${rentalId === undefined ? sql`AND r.cancelled_at IS NULL` : sql`AND c.rental_id = ${rentalId}`}
      AND NOT EXISTS (SELECT 1 FROM payments p WHERE p.rental_change_id = c.id AND p.kind = 'change_charge')
    ORDER BY c.id`);
  return rows.map((row) => ({ id: row.id, rentalId: row.rental_id, amountCents: row.amount_cents, kind: row.kind }));
}

export const sumOfDues = (dues: ChangeDue[]) => dues.reduce((sum, due) => sum + due.amountCents, 0);
