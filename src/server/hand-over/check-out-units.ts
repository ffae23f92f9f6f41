import { and, asc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { IsoDate } from '../../shared/calendar-date';
import type { Executor } from '../db/client';
import { DEADLOCK, EXCLUSION_VIOLATION, sqlState, UNIQUE_VIOLATION } from '../db/errors';
import { items, products } from '../db/schema/catalog';
import { rentalItems } from '../db/schema/rentals';
import { type DeskUnit, type LockedRental, type Refusal, refusalError, unknownSerial } from './rental-units';

/*
 * The units scanned at a check-out (flows/check-out.ts): found by serial number, sorted into
 * the rental's own and the spares that take another's place, and refused where another rental
 * holds them, by this read or by the constraints when written. The refusals are said, not thrown:
 * the desk asks about each serial as it is scanned (serial-check.ts) through the same checks.
 */

const notFree = (serial: string): Refusal => ({
  code: 'UNIT_NOT_FREE',
  message: `${serial} is booked on another rental for these dates.`,
});
const notBack = (serial: string): Refusal => ({
  code: 'UNIT_NOT_BACK',
  message: `${serial} has not come back from another rental yet.`,
});

/** Why the rental is not one to hand over `today`, before any unit is looked at; null when it is. */
export function handOverRefusal(
  rental: Pick<LockedRental, 'cancelledAt' | 'orderStatus' | 'dateFrom' | 'dateTo'>,
  today: IsoDate,
): Refusal | null {
  if (rental.cancelledAt) return { code: 'RENTAL_CANCELLED', message: 'This rental was cancelled.' };
  if (rental.orderStatus === 'AwaitingPayment') {
    return { code: 'ORDER_NOT_PAID', message: 'This order is still waiting for its online payment.' };
  }
  if (rental.orderStatus !== 'Placed') {
    return { code: 'ORDER_NOT_PLACED', message: 'This order lapsed unpaid or was cancelled.' };
  }
  if (today < rental.dateFrom) {
    return {
      code: 'RENTAL_NOT_STARTED',
      message: `This rental starts on ${rental.dateFrom}: hand it over from then.`,
    };
  }
  if (today > rental.dateTo) {
    return {
      code: 'RENTAL_ENDED',
      message: `This rental ended on ${rental.dateTo}: it can no longer be handed over.`,
    };
  }
  return null;
}

/** A scanned unit, whatever rental or product it belongs to. */
export type ScannedUnit = {
  id: number;
  serialNumber: string;
  productId: number;
  productName: string;
  status: 'Operational' | 'NonOperational';
};

/** The units with these serial numbers (compared without regard to case), by lower-cased serial. */
export async function scanUnits(tx: Executor, serials: string[]): Promise<Map<string, ScannedUnit>> {
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

/** What one scanned serial is to the rental: one of its own units, a spare, or why it cannot go. */
export type ScanVerdict = { own: DeskUnit } | { spare: ScannedUnit } | { refusal: Refusal };

/**
 * One scanned serial (`unit`, its unit if any) against the rental's units: the checks a check-out
 * makes of each serial on its own, before counting them and looking at other rentals.
 */
export function judgeScan(units: DeskUnit[], unit: ScannedUnit | undefined, serial: string): ScanVerdict {
  if (!unit) return { refusal: unknownSerial(serial) };
  const mine = units.find((candidate) => candidate.itemId === unit.id);
  if (mine?.checkedOutAt) {
    return {
      refusal: { code: 'ALREADY_HANDED_OVER', message: `${unit.serialNumber} was already handed over on this rental.` },
    };
  }
  // A spare is of the product of a unit it may replace: the rental's, or a kit's part.
  if (!mine && !units.some((candidate) => candidate.productId === unit.productId)) {
    return {
      refusal: {
        code: 'OTHER_PRODUCT',
        message: `${unit.serialNumber} is a unit of ${unit.productName}, not of this rental's product.`,
      },
    };
  }
  if (unit.status !== 'Operational') {
    return { refusal: { code: 'OUT_OF_SERVICE', message: `${unit.serialNumber} is out of service.` } };
  }
  return mine ? { own: mine } : { spare: unit };
}

/** The scanned units sorted: the rental's own, and each spare with the unit whose place it takes. */
export type SortedScans = { own: DeskUnit[]; swaps: { spare: ScannedUnit; replaced: DeskUnit }[] };

/**
 * Sorts the scanned units into the rental's own and the spares that take another's place, or
 * says the first refusal, naming its serial number.
 */
export function sortScans(
  units: DeskUnit[],
  scanned: Map<string, ScannedUnit>,
  serials: string[],
): SortedScans | { refusal: Refusal } {
  const own: DeskUnit[] = [];
  const spares: ScannedUnit[] = [];
  for (const serial of serials) {
    const verdict = judgeScan(units, scanned.get(serial.toLowerCase()), serial);
    if ('refusal' in verdict) return verdict;
    if ('own' in verdict) own.push(verdict.own);
    else spares.push(verdict.spare);
  }
  const waiting = units.filter((unit) => !unit.checkedOutAt);
  if (own.length + spares.length > waiting.length) {
    return {
      refusal: {
        code: 'TOO_MANY_UNITS',
        message:
          waiting.length === 0
            ? 'Every unit of this rental was already handed over.'
            : `This rental has ${waiting.length} unit(s) left to hand over; ${serials.length} were scanned.`,
      },
    };
  }
  // A spare takes the place of a unit of its product not handed over and not scanned: out of
  // service ones first.
  const replaceable = waiting
    .filter((unit) => !own.includes(unit))
    .sort((a, b) => Number(a.status === 'Operational') - Number(b.status === 'Operational'));
  const swaps: SortedScans['swaps'] = [];
  for (const spare of spares) {
    const index = replaceable.findIndex((unit) => unit.productId === spare.productId);
    if (index < 0) {
      return {
        refusal: {
          code: 'TOO_MANY_UNITS',
          message: `This rental has no unit of ${spare.productName} left to hand over for ${spare.serialNumber} to replace.`,
        },
      };
    }
    swaps.push({ spare, replaced: replaceable.splice(index, 1)[0]! });
  }
  return { own, swaps };
}

/**
 * Why a unit another rental holds cannot go: booked on days that overlap this rental's, or handed
 * over and not back (whatever its dates); the first such, or null. What slips past this read (a
 * check-out of the same moment) is refused by the constraints when written.
 */
export async function refusalElsewhere(
  tx: Executor,
  rental: { id: number; dateFrom: string; dateTo: string },
  scans: { id: number; serialNumber: string; spare: boolean }[],
): Promise<Refusal | null> {
  if (scans.length === 0) return null;
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
    if (scan.spare && rows.some((row) => row.overlapping)) return notFree(scan.serialNumber);
    if (rows.some((row) => row.out)) return notBack(scan.serialNumber);
  }
  return null;
}

/**
 * The scanned serials checked as a check-out checks them, in its order: each on its own, then
 * how many there are, then other rentals' claims. Sorted, or the first refusal.
 */
export async function vetScans(
  tx: Executor,
  rental: { id: number; dateFrom: string; dateTo: string },
  units: DeskUnit[],
  scanned: Map<string, ScannedUnit>,
  serials: string[],
): Promise<SortedScans | { refusal: Refusal }> {
  const sorted = sortScans(units, scanned, serials);
  if ('refusal' in sorted) return sorted;
  const refusal = await refusalElsewhere(tx, rental, [
    ...sorted.own.map((unit) => ({ id: unit.itemId, serialNumber: unit.serialNumber, spare: false })),
    ...sorted.swaps.map(({ spare }) => ({ id: spare.id, serialNumber: spare.serialNumber, spare: true })),
  ]);
  return refusal ? { refusal } : sorted;
}

/** Runs a write that may meet another rental's claim on `serial`: the constraints' refusals as 409s. */
export async function claiming(serial: string, write: () => Promise<unknown>) {
  try {
    await write();
  } catch (error) {
    // Two desks claiming one spare at once may also meet as a deadlock (the exclusion constraint's
    // index and the units-out unique index, entered in other orders): the one PostgreSQL stops lost it.
    if (sqlState(error) === EXCLUSION_VIOLATION || sqlState(error) === DEADLOCK) throw refusalError(notFree(serial));
    if (sqlState(error) === UNIQUE_VIOLATION) throw refusalError(notBack(serial));
    throw error;
  }
}
