import { and, asc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import { piecesOf } from '../../shared/kits';
import type { CheckOut } from '../../shared/schemas/hand-over';
import type { Rental } from '../../shared/schemas/rental';
import { type Actor, recordAudit } from '../audit/record';
import type { Database, Executor } from '../db/client';
import { EXCLUSION_VIOLATION, sqlState, UNIQUE_VIOLATION } from '../db/errors';
import { items, products } from '../db/schema/catalog';
import { rentalItems } from '../db/schema/rentals';
import { ConflictError } from '../domain-errors';
import type { Publish } from '../events/publish';
import type { Deposits } from '../money/deposits';
import { lockOrder } from '../money/order-ledger';
import type { RentalService } from '../rentals/service';
import type { SettingsService } from '../settings/service';
import type { ShopCalendar } from '../shop-calendar';
import { type DeskUnit, findUnits, lockRental, optional, serialList, unknownSerial } from '../hand-over/rental-units';

/*
 * Check-out at the hand-over desk: the units handed to the customer now, by their
 * serial numbers. A unit of the rental is handed as booked; a free working unit of the same
 * product takes the place of one of the rental's units not handed over yet (the swap on the spot;
 * rental_items' exclusion constraint still decides whether it is free). All or nothing, under the
 * rental's row lock; a partial hand-over is allowed. The deposit due for the units handed now is
 * taken in the same transaction.
 */

const notFree = (serial: string) =>
  new ConflictError('UNIT_NOT_FREE', `${serial} is booked on another rental for these dates.`);
const notBack = (serial: string) =>
  new ConflictError('UNIT_NOT_BACK', `${serial} has not come back from another rental yet.`);

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
   * Sorts the scanned units into the rental's own and the spares that take another's place, or
   * throws the first refusal, naming its serial number.
   */
  function sortScans(units: DeskUnit[], scanned: Map<string, ScannedUnit>, serials: string[]) {
    const own: DeskUnit[] = [];
    const spares: ScannedUnit[] = [];
    for (const serial of serials) {
      const unit = scanned.get(serial.toLowerCase());
      if (!unit) throw unknownSerial(serial);
      const mine = units.find((candidate) => candidate.itemId === unit.id);
      if (mine?.checkedOutAt) {
        throw new ConflictError('ALREADY_HANDED_OVER', `${unit.serialNumber} was already handed over on this rental.`);
      }
      // A spare is of the product of a unit it may replace: the rental's, or a kit's part.
      if (!mine && !units.some((candidate) => candidate.productId === unit.productId)) {
        throw new ConflictError(
          'OTHER_PRODUCT',
          `${unit.serialNumber} is a unit of ${unit.productName}, not of this rental's product.`,
        );
      }
      if (unit.status !== 'Operational') {
        throw new ConflictError('OUT_OF_SERVICE', `${unit.serialNumber} is out of service.`);
      }
      if (mine) own.push(mine);
      else spares.push(unit);
    }
    const waiting = units.filter((unit) => !unit.checkedOutAt);
    if (own.length + spares.length > waiting.length) {
      throw new ConflictError(
        'TOO_MANY_UNITS',
        waiting.length === 0
          ? 'Every unit of this rental was already handed over.'
          : `This rental has ${waiting.length} unit(s) left to hand over; ${serials.length} were scanned.`,
      );
    }
    // A spare takes the place of a unit of its product not handed over and not scanned: out of
    // service ones first.
    const replaceable = waiting
      .filter((unit) => !own.includes(unit))
      .sort((a, b) => Number(a.status === 'Operational') - Number(b.status === 'Operational'));
    const swaps = spares.map((spare) => {
      const index = replaceable.findIndex((unit) => unit.productId === spare.productId);
      if (index < 0) {
        throw new ConflictError(
          'TOO_MANY_UNITS',
          `This rental has no unit of ${spare.productName} left to hand over for ${spare.serialNumber} to replace.`,
        );
      }
      return { spare, replaced: replaceable.splice(index, 1)[0]! };
    });
    return { own, swaps };
  }

  /**
   * Refuses a unit another rental holds: booked on days that overlap this rental's, or handed
   * over and not back (whatever its dates). What slips past this read (a check-out of the same
   * moment) is refused by the constraints when written.
   */
  async function checkElsewhere(
    tx: Executor,
    rental: { id: number; dateFrom: string; dateTo: string },
    scans: { id: number; serialNumber: string; spare: boolean }[],
  ) {
    if (scans.length === 0) return;
    // Blocked ranges, as the exclusion constraint compares them: each rental's days and its buffer.
    const blockedTo = sql`buffer_end(${rental.dateTo}::date, (SELECT p.buffer_days FROM rentals r JOIN products p ON p.id = r.product_id WHERE r.id = ${rental.id}))`;
    const overlapping = sql<boolean>`NOT ${rentalItems.cancelled} AND daterange(${rentalItems.dateFrom}, ${rentalItems.blockedTo}, '[]') && daterange(${rental.dateFrom}::date, ${blockedTo}, '[]')`;
    const out = sql<boolean>`${rentalItems.checkedOutAt} IS NOT NULL AND ${rentalItems.checkedInAt} IS NULL`;
    const held = await tx
      .select({ itemId: rentalItems.itemId, overlapping, out })
      .from(rentalItems)
      .where(
        and(
          inArray(
            rentalItems.itemId,
            scans.map((scan) => scan.id),
          ),
          ne(rentalItems.rentalId, rental.id),
          or(out, overlapping),
        ),
      );
    for (const scan of scans) {
      const rows = held.filter((row) => row.itemId === scan.id);
      // Booked on these days is the reason a spare cannot go, whether or not it is out yet.
      if (scan.spare && rows.some((row) => row.overlapping)) throw notFree(scan.serialNumber);
      if (rows.some((row) => row.out)) throw notBack(scan.serialNumber);
    }
  }

  /** Runs a write that may meet another rental's claim on `serial`: the constraints' refusals as 409s. */
  async function claiming(serial: string, write: () => Promise<unknown>) {
    try {
      await write();
    } catch (error) {
      if (sqlState(error) === EXCLUSION_VIOLATION) throw notFree(serial);
      if (sqlState(error) === UNIQUE_VIOLATION) throw notBack(serial);
      throw error;
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

/** A scanned unit, whatever rental or product it belongs to. */
type ScannedUnit = {
  id: number;
  serialNumber: string;
  productId: number;
  productName: string;
  status: 'Operational' | 'NonOperational';
};

/** The units with these serial numbers (compared without regard to case), by lower-cased serial. */
async function scanUnits(tx: Executor, serials: string[]): Promise<Map<string, ScannedUnit>> {
  const rows = await tx
    .select({
      id: items.id,
      serialNumber: items.serialNumber,
      productId: items.productId,
      productName: products.name,
      status: items.status,
    })
    .from(items)
    .innerJoin(products, eq(products.id, items.productId))
    .where(
      inArray(
        sql`lower(${items.serialNumber})`,
        serials.map((serial) => serial.toLowerCase()),
      ),
    )
    .orderBy(asc(items.id));
  return new Map(rows.map((row) => [row.serialNumber.toLowerCase(), row]));
}
