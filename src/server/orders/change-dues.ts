import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client';

/*
 * What changes of an order's dates still owe at the counter (issue 31): an order paid at the
 * counter whose rental was extended afterwards owes the difference there, at the return or
 * earlier. A change made before the order's charge is inside that charge (the charge is the
 * order's total then); one paid online has its own change_charge.
 */

export type ChangeDue = { id: number; rentalId: number; amountCents: number };

/** The changes in force, with money to pay, made after the order's charge and not paid since, oldest first. */
export async function unpaidChanges(executor: Executor, orderId: number): Promise<ChangeDue[]> {
  const { rows } = await executor.execute<{ id: number; rental_id: number; amount_cents: number }>(sql`
    SELECT c.id, c.rental_id, c.amount_cents
    FROM rental_changes c
    JOIN rentals r ON r.id = c.rental_id
    JOIN payments charge ON charge.order_id = r.order_id AND charge.kind = 'charge'
    WHERE r.order_id = ${orderId} AND r.cancelled_at IS NULL AND c.status = 'done' AND c.amount_cents > 0
      AND c.created_at > charge.created_at
      AND NOT EXISTS (SELECT 1 FROM payments p WHERE p.rental_change_id = c.id AND p.kind = 'change_charge')
    ORDER BY c.id`);
  return rows.map((row) => ({ id: row.id, rentalId: row.rental_id, amountCents: row.amount_cents }));
}

export const sumOfDues = (dues: ChangeDue[]) => dues.reduce((sum, due) => sum + due.amountCents, 0);
