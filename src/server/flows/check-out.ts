import { and, eq } from 'drizzle-orm';
import { piecesOf } from '../../shared/kits';
import type { CheckOut } from '../../shared/schemas/hand-over';
import type { Rental } from '../../shared/schemas/rental';
import { type Actor, recordAudit } from '../audit';
import type { Publish } from '../events';
import type { SettingsService } from '../settings';
import type { Database, Executor } from '../db/client';
import { rentalItems } from '../db/schema/rentals';
import { ConflictError } from '../domain-errors';
import type { Deposits } from '../money/deposits';
import { lockOrder } from '../money/order-ledger';
import type { RentalService } from '../rentals/service';
import type { ShopCalendar } from '../shop-calendar';
import { checkElsewhere, claiming, scanUnits, sortScans } from '../hand-over/check-out-units';
import { type DeskUnit, findUnits, lockRental, optional, serialList } from '../hand-over/rental-units';

/*
 * Check-out at the hand-over desk: the units handed to the customer now, by their
 * serial numbers. A unit of the rental is handed as booked; a free working unit of the same
 * product takes the place of one of the rental's units not handed over yet (the swap on the spot;
 * rental_items' exclusion constraint still decides whether it is free). All or nothing, under the
 * rental's row lock; a partial hand-over is allowed. The deposit due for the units handed now is
 * taken in the same transaction.
 */

export type CheckOutDeps = {
  rentals: RentalService;
  deposits: Deposits;
  settings: SettingsService;
  publish: Publish;
};

export function createCheckOut(db: Database, calendar: ShopCalendar, deps: CheckOutDeps) {
  /** The rental's refusals before any unit is looked at. */
  function checkRental(rental: Awaited<ReturnType<typeof lockRental>>) {
    if (rental.cancelledAt) throw new ConflictError('RENTAL_CANCELLED', 'This rental was cancelled.');
    if (rental.orderStatus === 'AwaitingPayment') {
      throw new ConflictError('ORDER_NOT_PAID', 'This order is still waiting for its online payment.');
    }
    if (rental.orderStatus !== 'Placed') {
      throw new ConflictError('ORDER_NOT_PLACED', 'This order lapsed unpaid or was cancelled.');
    }
    const today = calendar.today();
    if (today < rental.dateFrom) {
      throw new ConflictError(
        'RENTAL_NOT_STARTED',
        `This rental starts on ${rental.dateFrom}: hand it over from then.`,
      );
    }
    if (today > rental.dateTo) {
      throw new ConflictError(
        'RENTAL_ENDED',
        `This rental ended on ${rental.dateTo}: it can no longer be handed over.`,
      );
    }
  }

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
    const pieces =
      piecesOf(units.before + units.handed, rental.unitsPerKit) - piecesOf(units.before, rental.unitsPerKit);
    const amountCents = Math.min(rental.depositCents * pieces, stillDue);
    if (amountCents <= 0) return;
    await deps.deposits.recordIn(tx, actor, rental.orderId, {
      action: 'take',
      amountCents,
      channel: channel ?? 'cash',
    });
  }

  return {
    /**
     * Hands over the units `input.serials` on rental `rentalId`; the rental as it is then. 404
     * UNKNOWN_SERIAL for a serial number no unit has; 409 for a unit that cannot go (another
     * product's, out of service, not free for these dates, not back from another rental, already
     * handed over, more units than the rental has left) and for a rental not to hand over today.
     */
    async checkOut(actor: Actor, rentalId: number, input: CheckOut): Promise<Rental> {
      await db.transaction(async (tx) => {
        const rental = await lockRental(tx, rentalId);
        checkRental(rental);
        const units = await findUnits(tx, rentalId);
        const scanned = await scanUnits(tx, input.serials);
        const { own, swaps } = sortScans(units, scanned, input.serials);
        await checkElsewhere(tx, rental, [
          ...own.map((unit) => ({ id: unit.itemId, serialNumber: unit.serialNumber, spare: false })),
          ...swaps.map(({ spare }) => ({ id: spare.id, serialNumber: spare.serialNumber, spare: true })),
        ]);

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
        await takeDeposit(tx, actor, rental, { before, handed: own.length + swaps.length }, input.depositChannel);
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
          after: snapshot(after),
        });
      });
      return deps.rentals.get(rentalId);
    },
  };
}

export type CheckOutService = ReturnType<typeof createCheckOut>;
