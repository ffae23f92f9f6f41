import { and, eq } from 'drizzle-orm';
import { handOverDepositCents } from '../../shared/kits';
import { formatEuros, fromCents, toCents } from '../../shared/money';
import type { CheckOut, DeskRental } from '../../shared/schemas/hand-over';
import { type Actor, recordAudit } from '../audit';
import type { Publish } from '../events';
import type { SettingsService } from '../settings';
import type { Database, Executor } from '../db/client';
import { sqlState, UNIQUE_VIOLATION } from '../db/errors';
import { rentalItems } from '../db/schema/rentals';
import { ConflictError } from '../domain-errors';
import type { Deposits } from '../money/deposits';
import { orderBalance } from '../money/order-balances';
import { lockOrder } from '../money/order-ledger';
import { recordPayLater } from '../money/pay-later';
import { ALREADY_PAID_MESSAGE, type PickupPayment } from '../money/pickup-payment';
import type { ShopCalendar } from '../shop-calendar';
import { claiming, handOverRefusal, scanUnits, vetScans } from '../hand-over/check-out-units';
import { type DeskUnit, findUnits, lockRental, optional, refusalError, serialList } from '../hand-over/rental-units';
import type { DeskRentals } from './desk-rentals';

/*
 * Check-out at the hand-over desk: the units handed to the customer now, by their
 * serial numbers. A unit of the rental is handed as booked; a free working unit of the same
 * product takes the place of one of the rental's units not handed over yet (the swap on the spot;
 * rental_items' exclusion constraint still decides whether it is free). All or nothing, under the
 * rental's row lock; a partial hand-over is allowed. The deposit due for the units handed now is
 * taken in the same transaction, and so is what the order still owes (the payments route's own
 * code, money/pickup-payment.ts): a hand-over with money due takes it, or records why the
 * customer pays later, or is refused (docs/hand-over.md).
 */

export type CheckOutDeps = {
  deskRentals: DeskRentals;
  deposits: Deposits;
  pickup: PickupPayment;
  settings: SettingsService;
  publish: Publish;
};

/** The refusal of a hand-over with money due and neither a payment nor a reason to pay later. */
export const paymentDue = (dueCents: number) =>
  new ConflictError(
    'PAYMENT_DUE',
    `${formatEuros(dueCents, 'en')} is due: take it, or say why the customer pays later.`,
  );

export function createCheckOut(db: Database, calendar: ShopCalendar, deps: CheckOutDeps) {
  /**
   * The deposit due for `handed` units after `before` were handed over, as far as the order still
   * asks one; taken through deposits/. A kit's deposit is per kit, taken whole with the first of
   * its units handed over (decision 050); a unit of its own is its own piece.
   */
  async function takeDeposit(
    tx: Executor,
    actor: Actor,
    rental: { orderId: number; depositCents: number; unitsPerKit: number },
    units: { before: number; handed: number },
    channel: CheckOut['depositChannel'],
  ) {
    if (rental.depositCents <= 0 || !(await deps.settings.read(tx)).deposits.enabled) return;
    const order = await lockOrder(tx, rental.orderId);
    const stillDue = order.depositDueCents - order.totals.depositTakenCents;
    const amountCents = Math.min(
      handOverDepositCents(rental.depositCents, rental.unitsPerKit, units.before, units.handed),
      stillDue,
    );
    if (amountCents <= 0) return;
    await deps.deposits.recordIn(tx, actor, rental.orderId, {
      action: 'take',
      amountCents,
      channel: channel ?? 'cash',
    });
  }

  /**
   * What the order owes at the counter, under its lock, and how this hand-over settles it: the
   * payment to take (all the balance unless an amount is given) and what is left for later. 409
   * PAYMENT_DUE, naming the amount, when money stays due and no reason to pay later is given.
   * Nothing due: nothing to take, unless an amount is given (the payment then says why not).
   */
  async function settlement(tx: Executor, orderId: number, input: CheckOut) {
    await lockOrder(tx, orderId);
    const { balanceCents, counterDueCents } = await orderBalance(tx, orderId);
    const { payment } = input;
    const takesCents = payment ? (payment.amount ? toCents(payment.amount) : Math.max(0, balanceCents)) : 0;
    const leftCents = Math.max(0, counterDueCents - takesCents);
    if (leftCents > 0 && !input.payLater) throw paymentDue(leftCents);
    return { pay: payment && takesCents > 0 ? payment : null, leftCents };
  }

  return {
    /**
     * Hands over the units `input.serials` on rental `rentalId`; the rental as it is then. 404
     * UNKNOWN_SERIAL for a serial number no unit has; 409 for a unit that cannot go (another
     * product's, out of service, not free for these dates, not back from another rental, already
     * handed over, more units than the rental has left), for a rental not to hand over today, and
     * PAYMENT_DUE for money due that is neither taken nor left for later with a reason.
     */
    async checkOut(actor: Actor, rentalId: number, input: CheckOut): Promise<DeskRental> {
      await db
        .transaction(async (tx) => {
          const rental = await lockRental(tx, rentalId);
          const notToday = handOverRefusal(rental, calendar.today());
          if (notToday) throw refusalError(notToday);
          const units = await findUnits(tx, rentalId);
          const scanned = await scanUnits(tx, input.serials);
          // The desk's check of each serial as it is scanned runs these too (hand-over/serial-check.ts).
          const vetted = await vetScans(tx, rental, units, scanned, input.serials);
          if ('refusal' in vetted) throw refusalError(vetted.refusal);
          const { own, swaps } = vetted;
          // Before anything is written: a refusal for money due changes nothing.
          const money = await settlement(tx, rental.orderId, input);

          const handedAt = calendar.now();
          const handed = { checkedOutAt: handedAt, checkedOutBy: actor.id };
          for (const unit of own) {
            await claiming(unit.serialNumber, () =>
              tx
                .update(rentalItems)
                .set(handed)
                .where(and(eq(rentalItems.rentalId, rentalId), eq(rentalItems.itemId, unit.itemId))),
            );
          }
          for (const { spare, replaced } of swaps) {
            await claiming(spare.serialNumber, () =>
              tx
                .update(rentalItems)
                .set({ ...handed, itemId: spare.id })
                .where(and(eq(rentalItems.rentalId, rentalId), eq(rentalItems.itemId, replaced.itemId))),
            );
          }

          const before = units.filter((unit) => unit.checkedOutAt).length;
          const depositChannel = input.depositChannel ?? input.payment?.channel;
          await takeDeposit(tx, actor, rental, { before, handed: own.length + swaps.length }, depositChannel);
          if (money.pay) {
            const { channel, amount } = money.pay;
            await deps.pickup.payIn(tx, actor, rental.orderId, channel, amount ? toCents(amount) : undefined);
          }
          const payLater = money.leftCents > 0 && input.payLater ? input.payLater.reason : null;
          if (payLater) {
            await recordPayLater(tx, actor, {
              orderId: rental.orderId,
              rentalId,
              reason: payLater,
              amountCents: money.leftCents,
            });
          }
          const itemIds = [...own.map((unit) => unit.itemId), ...swaps.map(({ spare }) => spare.id)];
          await deps.publish({ type: 'rental.checked_out', rentalId, orderId: rental.orderId, itemIds }, tx);
          const after = await findUnits(tx, rentalId);
          const snapshot = (list: DeskUnit[]) => ({
            productName: rental.productName,
            userName: rental.userName,
            items: serialList(list),
            ...optional('handedOver', serialList(list.filter((unit) => unit.checkedOutAt))),
          });
          await recordAudit(tx, {
            actor,
            action: 'check-out',
            entity: 'rental',
            entityId: rentalId,
            before: snapshot(units),
            after: {
              ...snapshot(after),
              // Money left owing when the units went, and why (the payment taken has its own entry).
              ...(payLater ? { balanceDue: fromCents(money.leftCents), payLater } : {}),
            },
          });
        })
        .catch((error: unknown) => {
          // A charge Stripe's webhook wrote meanwhile, past the order's lock: as the payments route says.
          if (sqlState(error) === UNIQUE_VIOLATION) throw new ConflictError('ALREADY_PAID', ALREADY_PAID_MESSAGE);
          throw error;
        });
      return deps.deskRentals.get(rentalId);
    },
  };
}

export type CheckOutService = ReturnType<typeof createCheckOut>;
