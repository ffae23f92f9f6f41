import { handOverDepositCents } from '@shared/kits';
import { toCents } from '@shared/money';
import type { DeskRental } from '@shared/schemas/hand-over';
import type { CounterChannel } from '@shared/schemas/payments';
import { toSignedCents } from '@shared/signed-money';

/*
 * The money a hand-over takes, as the server says it (GET /api/admin/desk's pick-ups and the
 * rental at the desk carry `balanceDue` and `depositDue`): the desk shows those, never a sum of
 * its own, so the till matches the order.
 */

/** What the order owes at the counter now, in cents: 0 when paid, on invoice, or owed back. */
export const rentDueCents = (rental: Pick<DeskRental, 'balanceDue'>) => Math.max(0, toSignedCents(rental.balanceDue));

/**
 * The deposit handing over `count` more units takes, in cents: the deposit as booked for each
 * piece they start (a kit's once, with its first unit), never more than the rental still asks.
 */
export function depositForCents(
  rental: Pick<DeskRental, 'deposit' | 'depositDue' | 'unitsPerKit' | 'items'>,
  count: number,
): number {
  const before = rental.items.filter((unit) => unit.checkedOutAt !== null).length;
  const asked = handOverDepositCents(toCents(rental.deposit), rental.unitsPerKit, before, count);
  return Math.min(toCents(rental.depositDue), asked);
}

/** How the rent due is settled at the hand-over: taken at the till or the terminal, or later with a reason. */
export type RentChoice = CounterChannel | 'later';

/** The check-out body's part for the rent due: a payment, or the reason it is paid later; nothing when none is due. */
export function rentSettlement(dueCents: number, choice: RentChoice, reason: string) {
  if (dueCents <= 0) return {};
  return choice === 'later' ? { payLater: { reason: reason.trim() } } : { payment: { channel: choice } };
}
