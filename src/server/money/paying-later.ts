import { desc, eq, sql } from 'drizzle-orm';
import { fromCents } from '../../shared/money';
import type { PayingLater } from '../../shared/schemas/admin-overview';
import type { Database } from '../db/client';
import { user } from '../db/schema/auth';
import { orders } from '../db/schema/orders';
import { orderBalances } from './order-balances';
import { noteColumns } from './pay-later';
import { payLaterNotes } from './schema';

/* The dashboard overview's "customer pays later": orders whose units went while they owed, that still owe. */

/**
 * The orders handed over with money owed that still owe it at the counter, the oldest last note
 * first: up to `limit`, and how many in all. Read from the notes of placed orders (few: the
 * counter's exceptions), each balance through orderBalances.
 */
export function createPayingLater(db: Database) {
  return async (limit: number): Promise<{ total: number; items: PayingLater[] }> => {
    const rows = await db
      .selectDistinctOn([payLaterNotes.orderId], {
        ...noteColumns,
        reference: orders.reference,
        customerName: sql<string>`(SELECT name FROM "user" WHERE id = ${orders.userId})`,
      })
      .from(payLaterNotes)
      .innerJoin(orders, eq(orders.id, payLaterNotes.orderId))
      .leftJoin(user, eq(user.id, payLaterNotes.actorId))
      .where(eq(orders.status, 'Placed'))
      .orderBy(payLaterNotes.orderId, desc(payLaterNotes.id));
    const balances = await orderBalances(
      db,
      rows.map((row) => row.orderId),
    );
    const owing = rows
      .map((row) => ({ row, dueCents: balances.get(row.orderId)?.counterDueCents ?? 0 }))
      .filter(({ dueCents }) => dueCents > 0)
      .sort((a, b) => a.row.createdAt.getTime() - b.row.createdAt.getTime() || a.row.orderId - b.row.orderId);
    return {
      total: owing.length,
      items: owing.slice(0, limit).map(({ row, dueCents }) => ({
        id: row.orderId,
        order: { id: row.orderId, reference: row.reference },
        customerName: row.customerName,
        balanceDue: fromCents(dueCents),
        reason: row.reason,
        at: row.createdAt.toISOString(),
      })),
    };
  };
}
