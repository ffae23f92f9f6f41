import type { RentalUnit } from './schemas/rental';

/**
 * Where one unit of a rental stands at the hand-over desk: still in the shop
 * (`waiting`), with the customer (`out`), back fine or damaged, or reported missing (still out:
 * the rental stays open). The desk and the customer's rentals show it alike.
 */
export type UnitState = 'waiting' | 'out' | 'back' | 'damaged' | 'missing';

export function unitState(unit: RentalUnit): UnitState {
  if (unit.condition === 'missing') return 'missing';
  if (unit.checkedInAt !== null) return unit.condition === 'damaged' ? 'damaged' : 'back';
  if (unit.checkedOutAt !== null) return 'out';
  return 'waiting';
}
