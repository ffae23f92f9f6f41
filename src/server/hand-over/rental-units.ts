import { asc, eq } from 'drizzle-orm';
import type { ReturnCondition } from '../../shared/schemas/rental';
import type { Executor } from '../db/client';
import { user } from '../db/schema/auth';
import { items, products } from '../db/schema/catalog';
import { rentalItems, rentals } from '../db/schema/rentals';
import { orders } from '../db/schema/orders';
import { ConflictError, NotFoundError } from '../domain-errors';

/*
 * What check-out and check-in read first, under the rental's row lock: the rental with its order's
 * status and the names an audit entry carries, and its units where they stand at the desk.
 */

/** The rental with what the desk's checks read; `lockRental` and `readRental` run it. */
function selectRental(tx: Executor, rentalId: number) {
  return tx
    .select({
      id: rentals.id,
      userId: rentals.userId,
      productId: rentals.productId,
      orderId: rentals.orderId,
      dateFrom: rentals.dateFrom,
      dateTo: rentals.dateTo,
      dailyPriceCents: rentals.dailyPriceCents,
      depositCents: rentals.depositCents,
      // 1, or a kit's units per kit when booked: deposits and late fees are per kit (decision 050).
      unitsPerKit: rentals.unitsPerKit,
      vatRate: rentals.vatRate,
      cancelledAt: rentals.cancelledAt,
      orderStatus: orders.status,
      productName: products.name,
      userName: user.name,
    })
    .from(rentals)
    .innerJoin(orders, eq(orders.id, rentals.orderId))
    .innerJoin(products, eq(products.id, rentals.productId))
    .innerJoin(user, eq(user.id, rentals.userId))
    .where(eq(rentals.id, rentalId));
}

/** Locks the rental row for the rest of `tx` (two scans at the counter run one after the other); 404 when none. */
export async function lockRental(tx: Executor, rentalId: number) {
  const [rental] = await selectRental(tx, rentalId).for('update', { of: rentals });
  if (!rental) throw new NotFoundError('Rental');
  return rental;
}

/** The rental as lockRental reads it, without the lock: for the desk's questions, which change nothing; 404 when none. */
export async function readRental(tx: Executor, rentalId: number) {
  const [rental] = await selectRental(tx, rentalId);
  if (!rental) throw new NotFoundError('Rental');
  return rental;
}

export type LockedRental = Awaited<ReturnType<typeof lockRental>>;

/** One of a rental's units, where it stands at the desk. */
export type DeskUnit = {
  itemId: number;
  /** Its product: the rental's, or for a kit the part it is a unit of. */
  productId: number;
  serialNumber: string;
  status: 'Operational' | 'NonOperational';
  checkedOutAt: Date | null;
  checkedInAt: Date | null;
  condition: ReturnCondition | null;
};

/** The rental's units, by serial number. */
export function findUnits(tx: Executor, rentalId: number): Promise<DeskUnit[]> {
  return tx
    .select({
      itemId: rentalItems.itemId,
      productId: items.productId,
      serialNumber: items.serialNumber,
      status: items.status,
      checkedOutAt: rentalItems.checkedOutAt,
      checkedInAt: rentalItems.checkedInAt,
      condition: rentalItems.returnCondition,
    })
    .from(rentalItems)
    .innerJoin(items, eq(items.id, rentalItems.itemId))
    .where(eq(rentalItems.rentalId, rentalId))
    .orderBy(asc(items.serialNumber));
}

/**
 * Why a scanned serial number cannot go out or come back, said rather than thrown: the desk asks
 * about one serial as it is scanned (serial-check.ts) with the same checks a check-out or check-in
 * then throws as `refusalError`. `notFound`: no unit has it (404 when thrown; 409 otherwise).
 */
export type Refusal = { code: string; message: string; notFound?: true };

/** The refusal as the error a check-out or check-in throws. */
export const refusalError = (refusal: Refusal) =>
  refusal.notFound
    ? new NotFoundError('Unit', { code: refusal.code, message: refusal.message })
    : new ConflictError(refusal.code, refusal.message);

/** A serial number no unit of the shop has. */
export const unknownSerial = (serial: string): Refusal => ({
  code: 'UNKNOWN_SERIAL',
  message: `No unit has the serial number ${serial}.`,
  notFound: true,
});

/** Units as an audit entry lists them (the audit log shows their serial numbers). */
export const serialList = (units: { itemId: number; serialNumber: string }[]) =>
  units.map((unit) => ({ id: unit.itemId, serialNumber: unit.serialNumber }));

/** A list in an audit snapshot only when it has something: an absent one reads as "none". */
export const optional = <K extends string>(key: K, list: unknown[]) =>
  (list.length > 0 ? { [key]: list } : {}) as Partial<Record<K, unknown[]>>;
