import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { localIsoDate } from '../../shared/calendar-date';
import { fromCents, lineTotalCents, rentalDays } from '../../shared/money';
import type { NewRental, Rental } from '../../shared/schemas/rental';
import type { Database } from '../db/client';
import { EXCLUSION_VIOLATION, sqlState, UNIQUE_VIOLATION } from '../db/errors';
import { items, products } from '../db/schema/catalog';
import { rentalItems, rentals } from '../db/schema/rentals';
import { conflict, HttpError, notFound } from '../http/errors';
import { pickFreeItems } from './pick-items';

export const NOT_ENOUGH_STOCK_MESSAGE = 'Not enough stock!';

type Requester = { id: string };

const rentalColumns = {
  id: rentals.id,
  userId: rentals.userId,
  productId: rentals.productId,
  productName: products.name,
  dailyPrice: products.dailyPrice,
  dateFrom: rentals.dateFrom,
  dateTo: rentals.dateTo,
  createdAt: rentals.createdAt,
};

export function createRentalService(db: Database, today: () => string = () => localIsoDate()) {
  /** Rentals with their units, in one query for the rentals and one for all their units. */
  async function load(where: ReturnType<typeof eq> | undefined, order: 'newest' | 'oldest' = 'newest'): Promise<Rental[]> {
    const rows = await db
      .select(rentalColumns)
      .from(rentals)
      .innerJoin(products, eq(products.id, rentals.productId))
      .where(where)
      .orderBy(order === 'newest' ? desc(rentals.createdAt) : asc(rentals.createdAt), desc(rentals.id));
    if (rows.length === 0) return [];
    const units = await db
      .select({ rentalId: rentalItems.rentalId, id: items.id, serialNumber: items.serialNumber })
      .from(rentalItems)
      .innerJoin(items, eq(items.id, rentalItems.itemId))
      .where(inArray(rentalItems.rentalId, rows.map((row) => row.id)))
      .orderBy(asc(items.serialNumber));
    return rows.map(({ dailyPrice, ...row }) => {
      const rentalUnits = units.filter((unit) => unit.rentalId === row.id).map(({ id, serialNumber }) => ({ id, serialNumber }));
      const total = lineTotalCents(dailyPrice, rentalDays(row.dateFrom, row.dateTo), rentalUnits.length);
      return { ...row, items: rentalUnits, total: fromCents(total), createdAt: row.createdAt.toISOString() };
    });
  }

  async function findByIdempotencyKey(userId: string, key: string) {
    const [found] = await load(and(eq(rentals.userId, userId), eq(rentals.idempotencyKey, key)));
    return found;
  }

  return {
    listForUser: (userId: string) => load(eq(rentals.userId, userId)),

    listAll: () => load(undefined),

    /**
     * Books `quantity` free units in one transaction. The server, not the client, picks the
     * units; a lost race or missing stock is a 409. With an idempotency key, a retry returns
     * the rental the first request made instead of booking again.
     */
    async create(user: Requester, input: NewRental, idempotencyKey?: string): Promise<{ rental: Rental; replayed: boolean }> {
      if (idempotencyKey) {
        const existing = await findByIdempotencyKey(user.id, idempotencyKey);
        if (existing) return { rental: existing, replayed: true };
      }
      if (input.dateFrom < today()) {
        throw new HttpError(400, 'DATE_IN_PAST', 'A rental cannot start before today.');
      }
      try {
        const rentalId = await db.transaction(async (tx) => {
          const [product] = await tx.select({ id: products.id }).from(products).where(eq(products.id, input.productId));
          if (!product) throw notFound('Product not found');
          const free = await pickFreeItems(tx, input.productId, input.dateFrom, input.dateTo, input.quantity);
          if (free.length < input.quantity) throw conflict('NOT_ENOUGH_STOCK', NOT_ENOUGH_STOCK_MESSAGE);
          const [rental] = await tx
            .insert(rentals)
            .values({ userId: user.id, productId: input.productId, dateFrom: input.dateFrom, dateTo: input.dateTo, idempotencyKey })
            .returning({ id: rentals.id });
          await tx
            .insert(rentalItems)
            .values(free.map((item) => ({ rentalId: rental!.id, itemId: item.id, dateFrom: input.dateFrom, dateTo: input.dateTo })));
          return rental!.id;
        });
        const [rental] = await load(eq(rentals.id, rentalId));
        return { rental: rental!, replayed: false };
      } catch (error) {
        const state = sqlState(error);
        if (state === EXCLUSION_VIOLATION) throw conflict('NOT_ENOUGH_STOCK', NOT_ENOUGH_STOCK_MESSAGE);
        if (state === UNIQUE_VIOLATION && idempotencyKey) {
          // The same key raced itself: the other request booked; answer with its rental.
          const existing = await findByIdempotencyKey(user.id, idempotencyKey);
          if (existing) return { rental: existing, replayed: true };
        }
        throw error;
      }
    },
  };
}

export type RentalService = ReturnType<typeof createRentalService>;
