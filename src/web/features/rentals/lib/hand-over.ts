import { toCents } from '@shared/money';
import type { Rental, RentalUnit } from '@shared/schemas/rental';
import { type UnitState, unitState } from '@shared/unit-state';

/*
 * Where a rental stands at the hand-over desk, as detail beside its one status (the server's:
 * Requested / InProgress / Completed, or Overdue while a unit is out past its last day, decision
 * 099), which it never contradicts: handed over (or how many of its units), returned (or how
 * many), units missing, how many days late, and the late fee so far.
 */

/** One badge of the hand-over state; its text is `handOver.<kind>` in the rentals namespace. */
export type HandOverBadge =
  | { kind: 'handedOver' }
  | { kind: 'handedOverPart'; done: number; of: number }
  | { kind: 'returned' }
  | { kind: 'returnedPart'; done: number; of: number }
  | { kind: 'missing'; count: number }
  | { kind: 'overdue'; count: number };

export const handOverColor: Record<HandOverBadge['kind'], string> = {
  handedOver: 'teal',
  handedOverPart: 'yellow',
  returned: 'gray',
  returnedPart: 'yellow',
  missing: 'red',
  overdue: 'red',
};

export type HandOver = {
  /** In the order they read: the stage, then what is missing, then how late. Empty before the desk. */
  badges: HandOverBadge[];
  /** The late fee in cents, growing while the rental is overdue, charged once it is all back; null when none. */
  lateFee: { cents: number; growing: boolean } | null;
};

type HandOverFacts = Pick<Rental, 'items' | 'overdue' | 'daysLate' | 'lateFee'>;

const isOut = (unit: RentalUnit) => unit.checkedOutAt !== null;
const isBack = (unit: RentalUnit) => unit.checkedInAt !== null;

/**
 * The hand-over badges of a rental. Before any unit is handed over there are none: a shop that
 * does not use the desk sees the spec's status only. Returned counts the units that went out, so
 * a unit never collected does not keep "3 of 4 returned" open forever.
 */
export function handOverOf(rental: HandOverFacts): HandOver {
  const count = rental.items.length;
  const out = rental.items.filter(isOut).length;
  const back = rental.items.filter(isBack).length;
  const missing = rental.items.filter((unit) => unit.condition === 'missing').length;
  const badges: HandOverBadge[] = [];
  if (out > 0) {
    if (back === 0)
      badges.push(out === count ? { kind: 'handedOver' } : { kind: 'handedOverPart', done: out, of: count });
    else badges.push(back === out ? { kind: 'returned' } : { kind: 'returnedPart', done: back, of: out });
  }
  if (missing > 0) badges.push({ kind: 'missing', count: missing });
  if (rental.overdue) badges.push({ kind: 'overdue', count: rental.daysLate });
  const cents = toCents(rental.lateFee);
  return { badges, lateFee: cents > 0 ? { cents, growing: rental.overdue } : null };
}

/** Where one unit stands: at the shop, with the customer, back (fine or damaged), or missing. */
export type UnitStage = UnitState;
export const unitStage = unitState;
