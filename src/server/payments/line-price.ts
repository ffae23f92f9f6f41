import { and, eq, sql } from 'drizzle-orm';
import { fromCents, toCents } from '../../shared/money';
import type { LinePriceChange } from '../../shared/schemas/line-changes';
import { type Actor, recordAudit } from '../audit/record';
import type { Database } from '../db/client';
import { rentalChanges, rentalItems, rentals } from '../db/schema/rentals';
import { ConflictError, NotFoundError } from '../domain-errors';
import { chargeOf, lockOrder } from './order-ledger';
import type { Refunds } from './refunds';
import { adjustmentsOf, balanceDueCents } from '../orders/order-money';

/*
 * Staff set one line's booked daily price, with a reason (issue 43, decision 066). The order's
 * cost follows from its lines (order-money.ts), so its balance moves by exactly the difference x
 * charged days x pieces. Money paid beyond what the order now costs goes back at once the way it
 * was paid, with a credit note for the line when the order was invoiced; a higher price is only
 * taken before the order's charge (after it, the invoice would need a document for the
 * difference that the counter cannot collect yet: 409 PRICE_RAISE_AFTER_PAYMENT). Refused while
 * the order waits for Stripe (its Checkout Session is for the old total) or a change of the
 * line's dates waits for its payment.
 */

export function createLinePrice(db: Database, deps: { refunds: Refunds }) {
  const { refunds } = deps;
  return {
    async setDailyPrice(actor: Actor, orderId: number, rentalId: number, input: LinePriceChange): Promise<void> {
      const priceCents = toCents(input.dailyPrice);
      await db.transaction(async (tx) => {
        // The line's row first, then the order's, in the order a cancel and a change of dates take them.
        const [line] = await tx
          .select({
            orderId: rentals.orderId,
            dailyPriceCents: rentals.dailyPriceCents,
            chargedDays: rentals.chargedDays,
            cancelledAt: rentals.cancelledAt,
            // Pieces: units, or kits (units / units per kit, decision 050), as the line was booked.
            pieces: sql<number>`(SELECT ((count(*) + ${rentals.unitsPerKit} - 1) / ${rentals.unitsPerKit})::int FROM ${rentalItems} WHERE ${rentalItems.rentalId} = ${rentals.id})`,
          })
          .from(rentals)
          .where(eq(rentals.id, rentalId))
          .for('update');
        if (line?.orderId !== orderId) throw new NotFoundError('Order line');
        if (line.cancelledAt !== null) {
          throw new ConflictError('ALREADY_CANCELLED', 'This line was cancelled: its price no longer counts.');
        }
        const order = await lockOrder(tx, orderId);
        if (order.status === 'AwaitingPayment') {
          throw new ConflictError(
            'ORDER_AWAITING_PAYMENT',
            'This order is being paid online: change its lines once Stripe has confirmed the payment or the hold has lapsed.',
          );
        }
        if (order.status !== 'Placed') {
          throw new ConflictError('ORDER_NOT_LIVE', 'A cancelled or lapsed order cannot be changed.');
        }
        const [pending] = await tx
          .select({ id: rentalChanges.id })
          .from(rentalChanges)
          .where(and(eq(rentalChanges.rentalId, rentalId), eq(rentalChanges.status, 'pending')));
        if (pending) {
          throw new ConflictError(
            'CHANGE_PENDING',
            "A change of this line's dates waits for its payment: change its price once it is paid or has lapsed.",
          );
        }
        if (priceCents === line.dailyPriceCents) return;
        const beforeCents = line.dailyPriceCents * line.chargedDays * line.pieces;
        const differenceCents = (priceCents - line.dailyPriceCents) * line.chargedDays * line.pieces;
        if (differenceCents > 0 && chargeOf(order)) {
          throw new ConflictError(
            'PRICE_RAISE_AFTER_PAYMENT',
            'This order is paid and invoiced: its prices can only be lowered now.',
          );
        }
        await tx.update(rentals).set({ dailyPriceCents: priceCents }).where(eq(rentals.id, rentalId));
        let refundCents = 0;
        if (differenceCents < 0) {
          // What was paid beyond what the order now costs goes back, never more than is left to give.
          const cost = {
            liveCents: order.totalCents + differenceCents,
            adjustmentsCents: await adjustmentsOf(tx, orderId),
          };
          // Goodwill given by hand is off the price already: the order cannot cost less than nothing.
          if (cost.liveCents + cost.adjustmentsCents < 0) {
            throw new ConflictError(
              'PRICE_BELOW_REFUNDS',
              'Refunds given by hand already take more off this order than the new price leaves: choose a higher price.',
            );
          }
          const owedBack = Math.max(0, -balanceDueCents(cost, order.totals));
          refundCents = Math.min(owedBack, Math.max(0, order.totals.paidCents - order.totals.refundedCents));
          if (refundCents > 0) {
            // The credit note is for the price taken off; money the order already owed back
            // (paid beyond its cost before) was never invoiced.
            await refunds.addRefund(
              tx,
              order,
              refundCents,
              { rentalId, priceChange: true, reason: input.reason },
              actor.id,
              Math.min(refundCents, -differenceCents),
            );
          }
        }
        await recordAudit(tx, {
          actor,
          action: 'edit',
          entity: 'rental',
          entityId: rentalId,
          before: {
            reference: order.reference,
            dailyPrice: fromCents(line.dailyPriceCents),
            total: fromCents(beforeCents),
          },
          after: {
            reference: order.reference,
            dailyPrice: fromCents(priceCents),
            total: fromCents(beforeCents + differenceCents),
            reason: input.reason,
            ...(refundCents > 0 ? { refund: fromCents(refundCents) } : {}),
          },
        });
      });
    },
  };
}

export type LinePrice = ReturnType<typeof createLinePrice>;
