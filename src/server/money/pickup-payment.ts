import { fromCents } from '../../shared/money';
import type { TakenChannel } from '../../shared/schemas/payments';
import { type Actor, recordAudit } from '../audit';
import type { Publish } from '../events';
import type { Invoicing } from './invoicing';
import type { Database } from '../db/client';
import { sqlState, UNIQUE_VIOLATION } from '../db/errors';
import { ConflictError } from '../domain-errors';
import { asLanguage } from '../../shared/languages';
import { numericToRate } from '../../shared/vat';
import type { Executor } from '../db/client';
import { describeChange } from './change-description';
import { type ChangeDue, unpaidChanges } from './change-dues';
import { adjustmentsOf, balanceDueCents } from './order-money';
import { addMovement, chargeOf, type LockedOrder, lockOrder, moneySnapshot } from './order-ledger';

/*
 * Money an order's customer paid by hand: at the counter, in cash or on the
 * shop's terminal, or by a transfer to the shop's bank. The payment that settles what the order
 * costs (its balance, order-money.ts) is its 'charge': then it counts as paid and is invoiced. A
 * smaller amount is a part payment: part payments add up and the balance falls, and the payment
 * of the rest is the charge. A larger one settles it too and leaves the excess owed back (the
 * order reads RefundOwed until it is refunded). An order waiting for Stripe is confirmed by
 * Stripe's webhook only, and a lapsed or cancelled one has nothing to pay.
 */

export const ALREADY_PAID_MESSAGE = 'This order is already paid.';

export function createPickupPayment(db: Database, publish: Publish, invoicing: Invoicing) {
  /**
   * The differences extensions and staff's raises (decision 069) added after the order
   * was paid, each its own change_charge with its own invoice at the rental's rate, as an online
   * one gets.
   */
  async function payChanges(tx: Executor, actor: Actor, order: LockedOrder, dues: ChangeDue[], channel: TakenChannel) {
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

  /**
   * Takes `amountCents` (all that is due when left out) inside `tx`, under the order's lock:
   * towards the order's balance, or, on an order paid already, what changes added since (paid
   * whole). 409 when nothing is due. The payments route and a hand-over at the desk
   * (flows/check-out.ts, in its own transaction) take money through this one function.
   */
  async function payIn(tx: Executor, actor: Actor, orderId: number, channel: TakenChannel, amountCents?: number) {
    const order = await lockOrder(tx, orderId);
    if (chargeOf(order)) {
      const dues = order.status === 'Placed' ? await unpaidChanges(tx, orderId) : [];
      if (dues.length === 0) throw new ConflictError('ALREADY_PAID', ALREADY_PAID_MESSAGE);
      const dueCents = dues.reduce((sum, due) => sum + due.amountCents, 0);
      if (amountCents !== undefined && amountCents !== dueCents) {
        throw new ConflictError(
          'AMOUNT_NOT_DUE',
          `What changes since the payment added is paid whole: ${fromCents(dueCents)} euros.`,
        );
      }
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
    const balanceCents = balanceDueCents(
      { liveCents: order.totalCents, adjustmentsCents: await adjustmentsOf(tx, orderId) },
      order.totals,
    );
    if (balanceCents <= 0) {
      throw order.totals.paidCents > 0
        ? new ConflictError('ALREADY_PAID', ALREADY_PAID_MESSAGE)
        : new ConflictError('ORDER_NOT_PAYABLE', 'This order has nothing to pay.');
    }
    const paidCents = amountCents ?? balanceCents;
    const settles = paidCents >= balanceCents;
    const row = await addMovement(tx, {
      orderId,
      kind: settles ? 'charge' : 'part_payment',
      channel,
      amountCents: paidCents,
      actorId: actor.id,
    });
    if (settles) {
      await publish({ type: 'order.paid', orderId, paymentId: row.id }, tx);
      // The invoice is issued with the payment that settles the order, in its transaction.
      await invoicing.forCharge(tx, orderId, row);
    }
    await recordAudit(tx, {
      actor,
      action: 'payment',
      entity: 'order',
      entityId: orderId,
      after: moneySnapshot(order, row),
    });
  }

  return {
    payIn,

    /** payIn in a transaction of its own: the payments route. */
    async markPaid(actor: Actor, orderId: number, channel: TakenChannel, amountCents?: number): Promise<void> {
      try {
        await db.transaction((tx) => payIn(tx, actor, orderId, channel, amountCents));
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
