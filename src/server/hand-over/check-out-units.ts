import { and, asc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { EXCLUSION_VIOLATION, sqlState, UNIQUE_VIOLATION } from '../db/errors';
import { items, products } from '../db/schema/catalog';
import { rentalItems } from '../db/schema/rentals';
import { ConflictError } from '../domain-errors';
import { type DeskUnit, unknownSerial } from './rental-units';

/*
 * The units scanned at a check-out (flows/check-out.ts): found by serial number, sorted into
 * the rental's own and the spares that take another's place, and refused where another rental
 * holds them, by this read or by the constraints when written.
 */

const notFree = (serial: string) =>
  new ConflictError('UNIT_NOT_FREE', `${serial} is booked on another rental for these dates.`);
const notBack = (serial: string) =>
  new ConflictError('UNIT_NOT_BACK', `${serial} has not come back from another rental yet.`);

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

/**
 * Sorts the scanned units into the rental's own and the spares that take another's place, or
 * throws the first refusal, naming its serial number.
 */
export function sortScans(units: DeskUnit[], scanned: Map<string, ScannedUnit>, serials: string[]) {
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
export async function checkElsewhere(
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
export async function claiming(serial: string, write: () => Promise<unknown>) {
  try {
    await write();
  } catch (error) {
    if (sqlState(error) === EXCLUSION_VIOLATION) throw notFree(serial);
    if (sqlState(error) === UNIQUE_VIOLATION) throw notBack(serial);
    throw error;
  }
}
