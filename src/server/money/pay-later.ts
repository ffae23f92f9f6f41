import { desc, eq, inArray } from 'drizzle-orm';
import { fromCents } from '../../shared/money';
import type { PayLaterNote } from '../../shared/schemas/payments';
import type { Actor } from '../audit';
import type { Executor } from '../db/client';
import { user } from '../db/schema/auth';
import { payLaterNotes } from './schema';

/*
 * "Customer pays later" (docs/hand-over.md): the counter hands units over while the order still
 * owes, and says why. The note is written in the hand-over's transaction (flows/check-out.ts,
 * which audits it with the hand-over); the order's last note is shown on the order and, while the
 * order still owes, on the dashboard's overview.
 */

/** Records why the customer takes the units without paying the `amountCents` the order owes. */
export async function recordPayLater(
  tx: Executor,
  actor: Actor,
  note: { orderId: number; rentalId: number; reason: string; amountCents: number },
) {
  await tx.insert(payLaterNotes).values({ ...note, actorId: actor.id });
}

export const noteColumns = {
  orderId: payLaterNotes.orderId,
  reason: payLaterNotes.reason,
  amountCents: payLaterNotes.amountCents,
  createdAt: payLaterNotes.createdAt,
  byName: user.name,
};

const asNote = (row: {
  reason: string;
  amountCents: number;
  createdAt: Date;
  byName: string | null;
}): PayLaterNote => ({
  reason: row.reason,
  amount: fromCents(row.amountCents),
  at: row.createdAt.toISOString(),
  byName: row.byName,
});

/** Each order's last note, by order id (orders without one are left out). */
export async function lastPayLaterNotes(executor: Executor, orderIds: number[]): Promise<Map<number, PayLaterNote>> {
  if (orderIds.length === 0) return new Map();
  const rows = await executor
    .selectDistinctOn([payLaterNotes.orderId], noteColumns)
    .from(payLaterNotes)
    .leftJoin(user, eq(user.id, payLaterNotes.actorId))
    .where(inArray(payLaterNotes.orderId, [...new Set(orderIds)]))
    .orderBy(payLaterNotes.orderId, desc(payLaterNotes.id));
  return new Map(rows.map((row) => [row.orderId, asNote(row)]));
}
