import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import type { RecordedEvent } from '../events';

/**
 * What a delivery's body says (decision 053): `{ type, timestamp, data }`, where `data` holds
 * the event's ids and the order's public reference when the event is about an order, one of
 * its rentals or a rental's incident; the receiver reads the rest through the API. Built at
 * each try from the records as they are then, like the shop's other subscribers.
 */
export async function deliveryBody(db: Database, recorded: RecordedEvent): Promise<string> {
  const { type, ...ids } = recorded.event;
  const orderReference = await referenceOf(db, ids as Record<string, unknown>);
  return JSON.stringify({
    type,
    timestamp: recorded.occurredAt.toISOString(),
    data: { ...ids, ...(orderReference ? { orderReference } : {}) },
  });
}

async function referenceOf(db: Database, ids: Record<string, unknown>): Promise<string | null> {
  const id = (name: string) => (typeof ids[name] === 'number' ? (ids[name] as number) : null);
  const orderId = id('orderId');
  const rentalId = id('rentalId');
  const incidentId = id('incidentId');
  if (orderId === null && rentalId === null && incidentId === null) return null;
  const { rows } = await db.execute<{ reference: string }>(sql`
    SELECT o.reference FROM orders o
    WHERE o.id = coalesce(
      ${orderId}::integer,
      (SELECT order_id FROM rentals WHERE id = coalesce(
        ${rentalId}::integer,
        (SELECT rental_id FROM incidents WHERE id = ${incidentId}::integer))))`);
  return rows[0]?.reference ?? null;
}
