import { and, eq, inArray } from 'drizzle-orm';
import { piecesOf, scaledShares, unitsShareCents } from '../../shared/kits';
import { daysLate, lateFeeCents, type LateFeeRule } from '../../shared/late-fee';
import { formatEuros, fromCents, toCents } from '../../shared/money';
import type { ItemServiceInput } from '../../shared/schemas/catalog-admin';
import type { CheckIn, DeskRental } from '../../shared/schemas/hand-over';
import { numericToRate } from '../../shared/vat';
import { type Actor, recordAudit } from '../audit';
import type { Publish } from '../events';
import { type DeskFinding, everFoundOnRental, type IncidentService } from '../incidents';
import { type Invoicing, invoiceLineTexts } from '../invoices';
import type { Database, Executor } from '../db/client';
import { items } from '../db/schema/catalog';
import { rentalItems } from '../db/schema/rentals';
import { ConflictError } from '../domain-errors';
import type { Deposits } from '../money/deposits';
import { addMovement, lockOrder, moneySnapshot } from '../money/order-ledger';
import type { ShopCalendar } from '../shop-calendar';
import {
  type DeskUnit,
  findUnits,
  type LockedRental,
  lockRental,
  optional,
  serialList,
} from '../hand-over/rental-units';
import { matchUnits, namesOf } from '../hand-over/check-in-units';
import type { DeskRentals } from './desk-rentals';

/*
 * Check-in at the hand-over desk: units taken back one by one, each fine, damaged or
 * missing. A damaged unit goes out of service at once and is recorded on the rental's incident; a
 * missing one too, and it stays out (the rental stays open, and overdue once past its last day).
 * Each unit back after the rental's last day is charged the late fee, once, as a ledger row and
 * an invoice; the counter may charge less, or nothing, saying why (audited with the check-in). A
 * clean, complete return gives the rental's deposit back. A unit serviced as it came back has its
 * service recorded (decision 094): its count starts again from its return, and a unit taken out
 * for its service is back in service. All in one transaction, under the rental's row lock.
 */

export type CheckInDeps = {
  deskRentals: DeskRentals;
  deposits: Deposits;
  invoicing: Invoicing;
  incidents: IncidentService;
  /** The shop's late fee now (its settings). */
  lateFeeRule: () => Promise<LateFeeRule>;
  publish: Publish;
  /** The units back, in the check-in's transaction: those now due for a service may go out of service (decision 094). */
  unitsBack?: (tx: Executor, itemIds: number[]) => Promise<number>;
  /**
   * A unit's service, recorded in the check-in's transaction by the services route's own code
   * (catalog-admin/maintenance.ts's recordIn), done at `at`: the moment the unit came back.
   */
  recordService?: (tx: Executor, actor: Actor, itemId: number, service: ItemServiceInput, at: Date) => Promise<unknown>;
};

/**
 * The late fee of the units back now, as one ledger row (`late_fee`, through `channel`) and its
 * invoice, under the order's lock; what was charged, in cents.
 */
async function chargeLateFee(
  invoicing: Invoicing,
  tx: Executor,
  actor: Actor,
  rental: LockedRental,
  fee: { cents: number; units: number; days: number; reduced?: { fromCents: number; reason: string } },
  channel: CheckIn['feeChannel'],
) {
  const order = await lockOrder(tx, rental.orderId);
  // The order page's Reason column: what the invoice line says, in English for the staff, and
  // what the fee was reduced from, and why.
  const line = invoiceLineTexts.en.lateFee((await namesOf(tx, rental.productId)).en, fee.units, fee.days);
  const reduced = fee.reduced && `; reduced from ${formatEuros(fee.reduced.fromCents, 'en')}: ${fee.reduced.reason}`;
  const row = await addMovement(tx, {
    orderId: rental.orderId,
    kind: 'late_fee',
    channel: channel ?? 'cash',
    amountCents: fee.cents,
    reason: `${line}${reduced ?? ''}`,
    actorId: actor.id,
  });
  const names = await namesOf(tx, rental.productId);
  await invoicing.forLaterCharge(tx, rental.orderId, row, [
    {
      describe: (language) => invoiceLineTexts[language].lateFee(names[language], fee.units, fee.days),
      grossCents: fee.cents,
      vatRate: numericToRate(rental.vatRate),
    },
  ]);
  await recordAudit(tx, {
    actor,
    action: 'payment',
    entity: 'order',
    entityId: rental.orderId,
    after: moneySnapshot(order, row),
  });
}

/**
 * The late fee charged instead of `dueCents` computed: at most that (0 waives it). 409
 * LATE_FEE_ABOVE_DUE for more, which a reduction is not.
 */
function reducedFeeCents(reduction: NonNullable<CheckIn['lateFee']>, dueCents: number): number {
  const cents = toCents(reduction.amount);
  if (cents > dueCents) {
    throw new ConflictError(
      'LATE_FEE_ABOVE_DUE',
      `The late fee for these units is ${formatEuros(dueCents, 'en')}: it can be reduced or waived, not raised.`,
    );
  }
  return cents;
}

export function createCheckIn(db: Database, calendar: ShopCalendar, deps: CheckInDeps) {
  /**
   * Every unit back and none ever found damaged or missing: the deposit held for the rental goes
   * back, the way it was taken (the last take's channel), as far as the order still holds it.
   */
  async function returnDeposit(tx: Executor, actor: Actor, rental: LockedRental, units: DeskUnit[]) {
    const allBack = units.every((unit) => unit.checkedInAt !== null && unit.condition === 'ok');
    if (!allBack || rental.depositCents <= 0) return;
    // A unit once found damaged or missing (and found again since) leaves the deposit to the
    // administrator: keep part of it, or return it, on the order.
    if (await everFoundOnRental(tx, rental.id)) return;
    const order = await lockOrder(tx, rental.orderId);
    const { depositTakenCents: taken, depositKeptCents: kept, depositReturnedCents: returned } = order.totals;
    const pieces = piecesOf(units.length, rental.unitsPerKit);
    const amountCents = Math.min(rental.depositCents * pieces, taken - kept - returned);
    if (amountCents <= 0) return;
    const lastTake = order.rows.findLast((row) => row.kind === 'deposit_taken');
    const channel = lastTake?.channel === 'terminal' ? 'terminal' : 'cash';
    await deps.deposits.recordIn(tx, actor, rental.orderId, { action: 'return', amountCents, channel });
  }

  return {
    /**
     * Takes back the units `input.units` on rental `rentalId`; the rental as it is then. 404
     * UNKNOWN_SERIAL for a serial number no unit has; 409 for a unit that is not this rental's,
     * was never handed over, or is already back (or already missing, reported missing again).
     */
    async checkIn(actor: Actor, rentalId: number, input: CheckIn): Promise<DeskRental> {
      await db.transaction(async (tx) => {
        const rental = await lockRental(tx, rentalId);
        const before = await findUnits(tx, rentalId);
        const returns = await matchUnits(tx, before, input.units);

        // Every piece back now after the last day is charged the same: the days since, at the fee
        // now. A kit's fee is per kit, each of its units carrying its share (decision 050).
        const days = daysLate(rental.dateTo, calendar.today());
        const perPiece = lateFeeCents(await deps.lateFeeRule(), rental.dailyPriceCents, days);
        let charged = before.filter((unit) => unit.checkedInAt).length;
        const backAt = calendar.now();
        const back = returns.filter(({ input: entry }) => entry.condition !== 'missing');
        const computed = returns.map(({ input: entry }) =>
          entry.condition !== 'missing' ? unitsShareCents(perPiece, rental.unitsPerKit, charged++, 1) : 0,
        );
        const dueCents = computed.reduce((sum, cents) => sum + cents, 0);
        const reduced = input.lateFee && reducedFeeCents(input.lateFee, dueCents);
        // A fee charged less is spread over the units as the whole one was: each carries its share.
        const shares = reduced === undefined ? computed : scaledShares(computed, reduced);
        const feeCents = shares.reduce((sum, cents) => sum + cents, 0);
        for (const [index, { unit, input: entry }] of returns.entries()) {
          const isBack = entry.condition !== 'missing';
          const perUnit = shares[index]!;
          await tx
            .update(rentalItems)
            .set({
              checkedInAt: isBack ? backAt : null,
              checkedInBy: isBack ? actor.id : null,
              returnCondition: entry.condition,
              returnNote: entry.note || null,
              lateFeeCents: isBack && perUnit > 0 ? perUnit : null,
            })
            .where(and(eq(rentalItems.rentalId, rentalId), eq(rentalItems.itemId, unit.itemId)));
        }

        const findings: DeskFinding[] = returns
          .filter(({ input: entry }) => entry.condition !== 'ok')
          .map(({ unit, input: entry }) => ({
            itemId: unit.itemId,
            serialNumber: unit.serialNumber,
            condition: entry.condition as DeskFinding['condition'],
            note: entry.note ?? '',
          }));
        if (findings.length > 0) {
          // Out of service at once: no booking, swap or check-out picks it from now on. Out for its
          // damage now, not its service (the sweep may have taken it out while it was away): a
          // service does not bring it back, its repair does.
          await tx
            .update(items)
            .set({ status: 'NonOperational', outForService: false })
            .where(
              inArray(
                items.id,
                findings.map((finding) => finding.itemId),
              ),
            );
          await deps.incidents.recordAtDesk(tx, actor, rental, findings);
        }

        if (feeCents > 0) {
          await chargeLateFee(
            deps.invoicing,
            tx,
            actor,
            rental,
            {
              cents: feeCents,
              units: back.length,
              days,
              ...(feeCents < dueCents ? { reduced: { fromCents: dueCents, reason: input.lateFee!.reason } } : {}),
            },
            input.feeChannel,
          );
        }
        // Serviced as it came back: counted from its return, so this rental is not counted again.
        const serviced = back.filter(({ input: entry }) => entry.service !== undefined);
        for (const { unit, input: entry } of serviced) {
          await deps.recordService?.(tx, actor, unit.itemId, entry.service!, backAt);
        }
        // A unit whose service this return made due goes out of service until it is done (the shop's setting).
        if (back.length > 0)
          await deps.unitsBack?.(
            tx,
            back.map(({ unit }) => unit.itemId),
          );
        const after = await findUnits(tx, rentalId);
        await returnDeposit(tx, actor, rental, after);

        const itemIds = returns.map(({ unit }) => unit.itemId);
        await deps.publish({ type: 'rental.checked_in', rentalId, orderId: rental.orderId, itemIds }, tx);
        const snapshot = (units: DeskUnit[], withFee: boolean) => ({
          productName: rental.productName,
          userName: rental.userName,
          ...optional('returned', serialList(units.filter((unit) => unit.checkedInAt))),
          ...optional('damaged', serialList(units.filter((unit) => unit.condition === 'damaged'))),
          ...optional('missing', serialList(units.filter((unit) => unit.condition === 'missing'))),
          ...(withFee && feeCents > 0 ? { lateFee: fromCents(feeCents) } : {}),
          // A fee reduced or waived: what was computed, and the counter's reason.
          ...(withFee && reduced !== undefined && dueCents > 0
            ? { lateFeeDue: fromCents(dueCents), lateFeeReason: input.lateFee!.reason }
            : {}),
        });
        await recordAudit(tx, {
          actor,
          action: 'check-in',
          entity: 'rental',
          entityId: rentalId,
          before: snapshot(before, false),
          after: {
            ...snapshot(after, true),
            ...optional('serviced', serialList(serviced.map(({ unit }) => unit))),
          },
        });
      });
      return deps.deskRentals.get(rentalId);
    },
  };
}

export type CheckInService = ReturnType<typeof createCheckIn>;
