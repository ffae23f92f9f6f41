import type { Rental, RentalUnit } from '@shared/schemas/rental';
import { type UnitState, unitState } from '@shared/unit-state';

export { type UnitState, unitState };

/** The units not handed over yet: what a check-out can take. */
export const unitsWaiting = (rental: Pick<Rental, 'items'>) =>
  rental.items.filter((unit) => unitState(unit) === 'waiting');

/** The units with the customer, missing ones included: what a check-in can take back. */
export const unitsOut = (rental: Pick<Rental, 'items'>) =>
  rental.items.filter((unit) => ['out', 'missing'].includes(unitState(unit)));

/** How many of its units are handed over (back or not), of how many. */
export function handOverCount(rental: Pick<Rental, 'items'>) {
  return {
    out: rental.items.filter((unit) => unit.checkedOutAt !== null).length,
    back: rental.items.filter((unit) => unit.checkedInAt !== null).length,
    total: rental.items.length,
  };
}

/** Where the rental stands as a whole: its units not out yet, out in part, all out, or all back. */
export type HandOverStage = 'notHandedOver' | 'partlyHandedOver' | 'handedOver' | 'partlyReturned' | 'returned';

export function handOverStage(rental: Pick<Rental, 'items'>): HandOverStage {
  const { out, back, total } = handOverCount(rental);
  if (total > 0 && back === total) return 'returned';
  if (back > 0) return 'partlyReturned';
  if (out === 0) return 'notHandedOver';
  return out < total ? 'partlyHandedOver' : 'handedOver';
}

/**
 * What a check-out changed in the rental's units: the units swapped onto it (scanned, not booked)
 * and those they took the place of.
 */
export function swappedUnits(before: RentalUnit[], after: RentalUnit[]) {
  const has = (units: RentalUnit[], unit: RentalUnit) => units.some((other) => other.id === unit.id);
  return {
    added: after.filter((unit) => !has(before, unit)).map((unit) => unit.serialNumber),
    removed: before.filter((unit) => !has(after, unit)).map((unit) => unit.serialNumber),
  };
}

/**
 * Whether the desk offers to change the rental's line: a live line of a placed order,
 * none of its units handed over yet. Which changes it offers is the order page's rule for each.
 */
export const mayChangeAtDesk = (rental: Pick<Rental, 'cancelledAt' | 'orderStatus' | 'items'>) =>
  rental.cancelledAt === null &&
  rental.orderStatus === 'Placed' &&
  rental.items.every((unit) => unit.checkedOutAt === null);
