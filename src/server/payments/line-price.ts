import { eq } from 'drizzle-orm';
import { fromCents, toCents } from '../../shared/money';
import type { LinePriceChange } from '../../shared/schemas/line-changes';
import { type Actor, recordAudit } from '../audit/record';
import type { Database } from '../db/client';
import { rentals } from '../db/schema/rentals';
import { giveBackDifference, lockChangeableLine, owedAfterCharge } from './line-guard';
import type { Refunds } from './refunds';

/*
 * Staff set one line's booked daily price, with a reason (decision 066). The order's
 * balance moves by exactly the difference x charged days x pieces; what was paid beyond the new
 * cost goes back at once (line-guard.ts). A higher price after the order's charge is a later
 * charge the counter takes, with its own invoice (decision 069).
 */

export function createLinePrice(db: Database, deps: { refunds: Refunds }) {
  const { refunds } = deps;
  return {
    async setDailyPrice(actor: Actor, orderId: number, rentalId: number, input: LinePriceChange): Promise<void> {
      const priceCents = toCents(input.dailyPrice);
      await db.transaction(async (tx) => {
        const { line, order } = await lockChangeableLine(tx, orderId, rentalId, 'price');
        if (priceCents === line.dailyPriceCents) return;
        const beforeCents = line.dailyPriceCents * line.chargedDays * line.pieces;
        const differenceCents = (priceCents - line.dailyPriceCents) * line.chargedDays * line.pieces;
        await tx.update(rentals).set({ dailyPriceCents: priceCents }).where(eq(rentals.id, rentalId));
        const laterCharge =
          differenceCents > 0 && (await owedAfterCharge(tx, actor, order, { rentalId, ...line }, 'price', differenceCents));
        const refundCents =
          differenceCents < 0
            ? await giveBackDifference(tx, refunds, actor, order, differenceCents, {
                rentalId,
                lineChange: 'price',
                reason: input.reason,
              })
            : 0;
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
            ...(laterCharge ? { laterCharge: fromCents(differenceCents) } : {}),
          },
        });
      });
    },
  };
}

export type LinePrice = ReturnType<typeof createLinePrice>;
