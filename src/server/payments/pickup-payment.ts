import type { CounterChannel } from '../../shared/schemas/payments';
import { type Actor, recordAudit } from '../audit/record';
import type { Database } from '../db/client';
import { sqlState, UNIQUE_VIOLATION } from '../db/errors';
import { ConflictError } from '../domain-errors';
import type { Publish } from '../events/publish';
import type { Invoicing } from '../invoices/issue';
import { asLanguage } from '../../shared/languages';
import { numericToRate } from '../../shared/vat';
import type { Executor } from '../db/client';
import { describeChange } from './change-payment';
import { type ChangeDue, unpaidChanges } from '../orders/change-dues';
import { addMovement, chargeOf, type LockedOrder, lockOrder, moneySnapshot } from './order-ledger';

/*
 * Marking an order paid at pick-up (issue 28): the customer paid its total at the counter, in cash
 * or on the shop's terminal. That is when an order paid at pick-up counts as paid (the invoices
 * issue reads it). An order waiting for Stripe is confirmed by Stripe's webhook only, and a lapsed
 * or cancelled one has nothing to pay.
 */

export const ALREADY_PAID_MESSAGE = 'This order is already paid.';

export function createPickupPayment(db: Database, publish: Publish, invoicing: Invoicing) {
  /**
   * The differences extensions added after the order was paid (issue 31), each its own
   * change_charge with its own invoice at the rental's rate, as an online one gets.
   */
  async function payChanges(
    tx: Executor,
    actor: Actor,
    order: LockedOrder,
    dues: ChangeDue[],
    channel: CounterChannel,
  ) {
    for (const due of dues) {
      const charge = await addMovement(tx, {
        orderId: order.id,
        kind: 'change_charge',
        channel,
        amountCents: due.amountCents,
        actorId: actor.id,
        rentalChangeId: due.id,
      });
      const described = (await describeChange(tx, due.id, asLanguage(order.customerLanguage)))!;
      await invoicing.forLaterCharge(tx, order.id, charge, [
        { describe: () => described.text, grossCents: due.amountCents, vatRate: numericToRate(described.vatRate) },
      ]);
      await recordAudit(tx, {
        actor,
        action: 'payment',
        entity: 'order',
        entityId: order.id,
        after: moneySnapshot(order, charge),
      });
    }
  }

  return {
    /**
     * Adds the order's charge (its live lines at their booked prices); on an order paid already,
     * what extensions added since; 409 when nothing is due.
     */
    async markPaid(actor: Actor, orderId: number, channel: CounterChannel): Promise<void> {
      try {
        await db.transaction(async (tx) => {
          const order = await lockOrder(tx, orderId);
          if (chargeOf(order)) {
            const dues = order.status === 'Placed' ? await unpaidChanges(tx, orderId) : [];
            if (dues.length === 0) throw new ConflictError('ALREADY_PAID', ALREADY_PAID_MESSAGE);
            return payChanges(tx, actor, order, dues, channel);
          }
          if (order.status !== 'Placed') {
            throw new ConflictError(
              'ORDER_NOT_PAYABLE',
              order.status === 'AwaitingPayment'
                ? 'This order is being paid online: Stripe confirms it.'
                : 'A cancelled or lapsed order has nothing to pay.',
            );
          }
          if (order.totalCents <= 0) throw new ConflictError('ORDER_NOT_PAYABLE', 'This order has nothing to pay.');
          const charge = await addMovement(tx, {
            orderId,
            kind: 'charge',
            channel,
            amountCents: order.totalCents,
            actorId: actor.id,
          });
          await publish({ type: 'order.paid', orderId, paymentId: charge.id }, tx);
          // The invoice is issued with the payment, in its transaction (issue 29).
          await invoicing.forCharge(tx, orderId, charge);
          await recordAudit(tx, {
            actor,
            action: 'payment',
            entity: 'order',
            entityId: orderId,
            after: moneySnapshot(order, charge),
          });
        });
      } catch (error) {
        // The lock makes two clicks wait for each other; a charge Stripe's webhook added without
        // it still meets payments_one_charge_per_order.
        if (sqlState(error) === UNIQUE_VIOLATION) throw new ConflictError('ALREADY_PAID', ALREADY_PAID_MESSAGE);
        throw error;
      }
    },
  };
}

export type PickupPayment = ReturnType<typeof createPickupPayment>;
