import { inArray } from 'drizzle-orm';
import { handOverDepositCents } from '../../shared/kits';
import { fromCents, fromSignedCents } from '../../shared/money';
import type { DeskRental } from '../../shared/schemas/hand-over';
import type { Rental } from '../../shared/schemas/rental';
import type { SettingsService } from '../settings';
import type { Executor } from '../db/client';
import { rentals as rentalRows } from '../db/schema/rentals';
import { orderBalances } from '../money/order-balances';
import { lastPayLaterNotes } from '../money/pay-later';
import type { RentalService } from '../rentals/service';

/*
 * Rentals as the desk hands them over (shared/schemas/hand-over.ts deskRentalSchema): each with
 * what its order owes at the counter now, read through money/'s one balance (order-balances.ts),
 * the deposit its units still in the shop ask as booked (per kit for a kit, what check-out takes:
 * flows/check-out.ts), and the order's last "customer pays later" note. The desk's pick-ups, the
 * rental's page at the desk and the answers of check-out and check-in read them here.
 */

export type DeskRentals = ReturnType<typeof createDeskRentals>;

export function createDeskRentals(db: Executor, deps: { rentals: RentalService; settings: SettingsService }) {
  async function withDues(list: Rental[]): Promise<DeskRental[]> {
    if (list.length === 0) return [];
    const orderIds = list.map((rental) => rental.orderId);
    const [booked, balances, notes, settings] = await Promise.all([
      db
        .select({ id: rentalRows.id, depositCents: rentalRows.depositCents, unitsPerKit: rentalRows.unitsPerKit })
        .from(rentalRows)
        .where(
          inArray(
            rentalRows.id,
            list.map((rental) => rental.id),
          ),
        ),
      orderBalances(db, orderIds),
      lastPayLaterNotes(db, orderIds),
      deps.settings.read(),
    ]);
    return list.map((rental) => {
      const row = booked.find((candidate) => candidate.id === rental.id);
      const unitsPerKit = row?.unitsPerKit ?? 1;
      const balance = balances.get(rental.orderId);
      const handed = rental.items.filter((unit) => unit.checkedOutAt !== null).length;
      // What handing over every unit still in the shop takes, as far as the order still asks one.
      const stillAsked = balance ? Math.max(0, balance.depositDueCents - balance.depositTakenCents) : 0;
      const depositCents =
        settings.deposits.enabled && rental.cancelledAt === null
          ? Math.min(
              stillAsked,
              handOverDepositCents(row?.depositCents ?? 0, unitsPerKit, handed, rental.items.length - handed),
            )
          : 0;
      return {
        ...rental,
        balanceDue: fromSignedCents(balance?.counterDueCents ?? 0),
        depositDue: fromCents(depositCents),
        unitsPerKit,
        payLater: notes.get(rental.orderId) ?? null,
      };
    });
  }

  return {
    withDues,
    /** One rental by id as the desk reads it (404 when none). */
    async get(rentalId: number): Promise<DeskRental> {
      const [rental] = await withDues([await deps.rentals.get(rentalId)]);
      return rental!;
    },
  };
}
