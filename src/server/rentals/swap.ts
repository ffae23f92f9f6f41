import { and, asc, eq, sql } from 'drizzle-orm';
import type { IsoDate } from '../../shared/calendar-date';
import type { Rental } from '../../shared/schemas/rental';
import { type Actor, recordAudit } from '../audit';
import { pickFreeUnits } from '../catalog/free-units';
import type { Database, Executor } from '../db/client';
import { EXCLUSION_VIOLATION, sqlState } from '../db/errors';
import { items } from '../db/schema/catalog';
import { rentalItems, rentals } from '../db/schema/rentals';
import { unitOutLate } from '../db/units-out';
import { ConflictError, NotFoundError } from '../domain-errors';
import type { ShopCalendar } from '../shop-calendar';
import type { RentalService } from './service';

export const NO_FREE_UNIT_MESSAGE = 'No free unit of this product for these dates.';

const noFreeUnit = () => new ConflictError('NO_FREE_UNIT', NO_FREE_UNIT_MESSAGE);

/** The unit `i` is not out late on any rental. */
const notOutLate = (today: IsoDate) =>
  sql`NOT EXISTS (SELECT 1 FROM rental_items late WHERE late.item_id = i.id AND ${unitOutLate('late', today)})`;

/** Whether the unit is out, past its last day, on a rental other than this one. */
async function outLateElsewhere(tx: Executor, itemId: number, rentalId: number, today: IsoDate) {
  const { rows } = await tx.execute(sql`
    SELECT 1 FROM rental_items late WHERE late.item_id = ${itemId} AND late.rental_id <> ${rentalId} AND ${unitOutLate('late', today)}`);
  return rows.length > 0;
}

export type SwapEvents = {
  /** Tell the customer, inside the swap's transaction (the mail job). */
  swapped: (swap: { rentalId: number; newItemId: number; replacedItemId: number }, tx: Executor) => Promise<void>;
};

/**
 * Swapping a unit out of service on a current or future rental for a free working unit of the
 * same product (for a kit's unit, of that part's product), for the rental's whole dates (decision 021); or a working unit that is still out
 * late on another rental, so the next customer is not kept waiting for it. A unit
 * already handed over on this rental is not swapped (the desk takes it back first). The unit is
 * picked as a booking picks one (free-units.ts, locked with SKIP LOCKED), and rental_items'
 * exclusion constraint still refuses a unit that a simultaneous booking took: that, like no free
 * unit at all, is a 409.
 */
export function createUnitSwap(db: Database, calendar: ShopCalendar, rentalService: RentalService, events: SwapEvents) {
  return {
    async swap(actor: Actor, rentalId: number, itemId: number): Promise<Rental> {
      try {
        await db.transaction(async (tx) => {
          // Locking the rental keeps two swaps of one rental (two clicks) from both going through.
          const [rental] = await tx
            .select({
              id: rentals.id,
              dateFrom: rentals.dateFrom,
              dateTo: rentals.dateTo,
              cancelledAt: rentals.cancelledAt,
            })
            .from(rentals)
            .where(eq(rentals.id, rentalId))
            .for('update');
          if (!rental) throw new NotFoundError('Rental');
          if (rental.cancelledAt) throw new ConflictError('RENTAL_CANCELLED', 'This rental was cancelled.');
          const today = calendar.today();
          if (rental.dateTo < today) {
            throw new ConflictError('RENTAL_ENDED', 'This rental has ended: its units can no longer be swapped.');
          }
          const units = await tx
            .select({
              id: items.id,
              // The unit's own product: the rental's, or for a kit the part it is a unit of.
              productId: items.productId,
              serialNumber: items.serialNumber,
              status: items.status,
              checkedOutAt: rentalItems.checkedOutAt,
            })
            .from(rentalItems)
            .innerJoin(items, eq(items.id, rentalItems.itemId))
            .where(eq(rentalItems.rentalId, rentalId))
            .orderBy(asc(items.serialNumber));
          const replaced = units.find((unit) => unit.id === itemId);
          if (!replaced) throw new ConflictError('UNIT_NOT_ON_RENTAL', 'This unit is not on this rental.');
          if (replaced.checkedOutAt !== null) {
            throw new ConflictError(
              'UNIT_HANDED_OVER',
              'This unit was handed over on this rental: take it back at the desk before swapping it.',
            );
          }
          if (replaced.status === 'Operational' && !(await outLateElsewhere(tx, itemId, rentalId, today))) {
            throw new ConflictError(
              'UNIT_OPERATIONAL',
              'This unit is operational and not out late on another rental: only a unit out of service or not back from another rental is swapped.',
            );
          }
          // Never a unit that is itself still out late on another rental.
          const [free] = await pickFreeUnits(tx, replaced.productId, rental, 1, notOutLate(today));
          if (!free) throw noFreeUnit();
          await tx
            .update(rentalItems)
            .set({ itemId: free.id })
            .where(and(eq(rentalItems.rentalId, rentalId), eq(rentalItems.itemId, itemId)));
          const serials = (list: { id: number; serialNumber: string }[]) =>
            list.map(({ id, serialNumber }) => ({ id, serialNumber }));
          await recordAudit(tx, {
            actor,
            action: 'swap',
            entity: 'rental',
            entityId: rentalId,
            before: { items: serials(units) },
            after: { items: serials(units.map((unit) => (unit.id === itemId ? free : unit))) },
          });
          await events.swapped({ rentalId, newItemId: free.id, replacedItemId: itemId }, tx);
        });
      } catch (error) {
        // A booking took the picked unit between the pick and the write: the constraint refused it.
        if (sqlState(error) === EXCLUSION_VIOLATION) throw noFreeUnit();
        throw error;
      }
      return rentalService.get(rentalId);
    },
  };
}

export type UnitSwapService = ReturnType<typeof createUnitSwap>;
