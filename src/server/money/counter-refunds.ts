import { eq } from 'drizzle-orm';
import { fromCents } from '../../shared/money';
import type { TakenChannel } from '../../shared/schemas/payments';
import type { Actor } from '../audit';
import type { Database } from '../db/client';
import { payments } from '../db/schema/payments';
import { ConflictError, NotFoundError } from '../domain-errors';
import { adjustmentsOf, balanceDueCents } from './order-money';
import { auditRefund, lockOrder, moneySnapshot, refundableCents } from './order-ledger';
import { addFee, type RefundAdder } from './add-refund';

/*
 * Refunds an administrator makes (decision 043): part or all of what is left, by hand with a
 * reason, and a refund owed at the counter marked as handed over.
 */

export function createCounterRefunds(db: Database, addRefund: RefundAdder) {
  return {
    /** An administrator's refund of part or all of what is left; 409 REFUND_EXCEEDS_PAID beyond it. */
    async byHand(actor: Actor, orderId: number, input: { amountCents: number; reason: string }): Promise<void> {
      await db.transaction(async (tx) => {
        const order = await lockOrder(tx, orderId);
        const left = refundableCents(order.totals);
        if (input.amountCents > left) {
          throw new ConflictError(
            'REFUND_EXCEEDS_PAID',
            order.totals.paidCents === 0
              ? 'Nothing was paid for this order.'
              : `Only ${fromCents(left)} of what was paid has not been refunded.`,
          );
        }
        // Money paid beyond what the order costs is only given back; the rest is given by choice
        // and takes as much off the price (goodwill, credited on the invoice): the order stays settled.
        const cost = { liveCents: order.totalCents, adjustmentsCents: await adjustmentsOf(tx, orderId) };
        const excessCents = Math.min(input.amountCents, Math.max(0, -balanceDueCents(cost, order.totals)));
        const goodwillCents = input.amountCents - excessCents;
        const row = await addRefund(tx, order, input.amountCents, { reason: input.reason }, actor.id, goodwillCents);
        await addFee(tx, orderId, 'goodwill', -goodwillCents, { paymentId: row.id });
        await auditRefund(tx, actor, orderId, { after: moneySnapshot(order, row) });
      });
    },

    /**
     * A refund owed at the counter was handed over (in cash, on the terminal or by bank transfer,
     * which may differ from how the order was paid). 404 for a refund that is not this order's; 409
     * REFUND_NOT_AT_COUNTER for one through Stripe (its job settles it), REFUND_ALREADY_GIVEN
     * for one given already.
     */
    async markGiven(actor: Actor, orderId: number, paymentId: number, channel: TakenChannel): Promise<void> {
      await db.transaction(async (tx) => {
        const order = await lockOrder(tx, orderId);
        const refund = order.rows.find((row) => row.id === paymentId && row.kind === 'refund');
        if (!refund) throw new NotFoundError('Refund');
        if (refund.channel === 'stripe') {
          throw new ConflictError('REFUND_NOT_AT_COUNTER', 'This refund goes back through Stripe.');
        }
        if (refund.state !== 'pending') {
          throw new ConflictError('REFUND_ALREADY_GIVEN', 'This refund was already given.');
        }
        const [given] = await tx
          .update(payments)
          .set({ state: 'succeeded', channel })
          .where(eq(payments.id, paymentId))
          .returning();
        await auditRefund(tx, actor, orderId, {
          before: moneySnapshot(order, refund),
          after: moneySnapshot(order, given!),
        });
      });
    },
  };
}
