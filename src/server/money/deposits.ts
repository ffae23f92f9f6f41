import { fromCents } from '../../shared/money';
import type { CounterChannel, DepositAction } from '../../shared/schemas/payments';
import { type Actor, recordAudit } from '../audit';
import type { Publish } from '../events';
import type { Invoicing } from './invoicing';
import type { Database, Executor } from '../db/client';
import type { PaymentRow } from '../db/schema/payments';
import { ConflictError, InvalidInputError } from '../domain-errors';
import { addMovement, lockOrder, moneySnapshot } from './order-ledger';

/*
 * Deposits, collected at the counter (decision 043): taken at pick-up, kept in part against
 * damage or an incident, returned. Each movement is a ledger row, an event and an audit entry.
 * The dashboard records them today; the hand-over desk (a later issue) calls `record` at
 * check-out and check-in.
 */

export type DepositMovement = {
  action: DepositAction;
  amountCents: number;
  channel: CounterChannel;
  /** Why part of it is kept: required to keep. */
  reason?: string;
};

const kindOf: Record<DepositAction, PaymentRow['kind']> = {
  take: 'deposit_taken',
  keep: 'deposit_kept',
  return: 'deposit_returned',
};

const eventOf = { take: 'deposit.taken', keep: 'deposit.kept', return: 'deposit.returned' } as const;

export function createDeposits(db: Database, publish: Publish, invoicing: Invoicing) {
  /** The movement inside `tx`, under the order's lock: what a caller with its own transaction uses. */
  async function recordIn(tx: Executor, actor: Actor, orderId: number, movement: DepositMovement) {
    const reason = movement.reason?.trim() || null;
    if (movement.action === 'keep' && !reason) {
      throw new InvalidInputError('REASON_REQUIRED', 'Say why the deposit is kept.', 'reason');
    }
    const order = await lockOrder(tx, orderId);
    const { depositTakenCents: taken, depositKeptCents: kept, depositReturnedCents: returned } = order.totals;
    if (movement.action === 'take' && taken + movement.amountCents > order.depositDueCents) {
      throw new ConflictError(
        'DEPOSIT_EXCEEDED',
        `The order asks a deposit of ${fromCents(order.depositDueCents)}, of which ${fromCents(taken)} was taken.`,
      );
    }
    if (movement.action !== 'take' && kept + returned + movement.amountCents > taken) {
      throw new ConflictError(
        'DEPOSIT_EXCEEDED',
        `Of the ${fromCents(taken)} deposit taken, ${fromCents(kept + returned)} was already kept or returned.`,
      );
    }
    const row = await addMovement(tx, {
      orderId,
      kind: kindOf[movement.action],
      channel: movement.channel,
      amountCents: movement.amountCents,
      reason,
      actorId: actor.id,
    });
    await publish({ type: eventOf[movement.action], orderId, paymentId: row.id }, tx);
    // What is kept is charged: it gets an invoice of its own, with the movement.
    if (movement.action === 'keep') await invoicing.forDepositKept(tx, orderId, row);
    await recordAudit(tx, {
      actor,
      action: 'deposit',
      entity: 'order',
      entityId: orderId,
      after: moneySnapshot(order, row),
    });
    return row;
  }

  return {
    recordIn,
    /**
     * One deposit movement in a transaction of its own. Taking more than the order asks, or
     * keeping and returning more than was taken, is 409 DEPOSIT_EXCEEDED; keeping without a
     * reason, 400 REASON_REQUIRED.
     */
    record: (actor: Actor, orderId: number, movement: DepositMovement) =>
      db.transaction((tx) => recordIn(tx, actor, orderId, movement)),
  };
}

export type Deposits = ReturnType<typeof createDeposits>;
