import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { localIsoDate } from '../../shared/calendar-date';
import { fromCents, lineTotalCents, rentalDays } from '../../shared/money';
import { reviewStatus } from '../../shared/rental-status';
import type { NewRental, Rental } from '../../shared/schemas/rental';
import type { Database } from '../db/client';
import { EXCLUSION_VIOLATION, sqlState, UNIQUE_VIOLATION } from '../db/errors';
import { items, products } from '../db/schema/catalog';
import { user } from '../db/schema/auth';
import { incidents, rentalItems, rentals, reviews } from '../db/schema/rentals';
import { conflict, HttpError, notFound } from '../http/errors';
import { pickFreeItems } from './pick-items';

export const NOT_ENOUGH_STOCK_MESSAGE = 'Not enough stock!';

type Requester = { id: string };

const rentalColumns = (today: string) => ({
  id: rentals.id,
  userId: rentals.userId,
  productId: rentals.productId,
  productName: products.name,
  dailyPrice: products.dailyPrice,
  dateFrom: rentals.dateFrom,
  dateTo: rentals.dateTo,
  createdAt: rentals.createdAt,
  userName: user.name,
  userEmail: user.email,
  reviewId: reviews.id,
  incidentId: incidents.id,
  incidentStatus: incidents.status,
  // The spec's first review check: has this user rented this product before, ended by today?
  hasEndedRental: sql<boolean>`EXISTS (
    SELECT 1 FROM rentals ended
    WHERE ended.user_id = ${rentals.userId} AND ended.product_id = ${rentals.productId} AND ended.date_to < ${today}::date
  )`,
});

export function createRentalService(db: Database, today: () => string = () => localIsoDate()) {
  /** Rentals with their units, in one query for the rentals and one for all their units. */
  async function load(where: SQL | undefined, order: 'newest' | 'oldest' = 'newest'): Promise<Rental[]> {
    const rows = await db
      .select(rentalColumns(today()))
      .from(rentals)
      .innerJoin(products, eq(products.id, rentals.productId))
      .innerJoin(user, eq(user.id, rentals.userId))
      .leftJoin(reviews, and(eq(reviews.userId, rentals.userId), eq(reviews.productId, rentals.productId)))
      .leftJoin(incidents, eq(incidents.rentalId, rentals.id))
      .where(where)
      .orderBy(order === 'newest' ? desc(rentals.createdAt) : asc(rentals.createdAt), desc(rentals.id));
    if (rows.length === 0) return [];
    const units = await db
      .select({ rentalId: rentalItems.rentalId, id: items.id, serialNumber: items.serialNumber })
      .from(rentalItems)
      .innerJoin(items, eq(items.id, rentalItems.itemId))
      .where(inArray(rentalItems.rentalId, rows.map((row) => row.id)))
      .orderBy(asc(items.serialNumber));
    return rows.map(({ dailyPrice, hasEndedRental, incidentId, incidentStatus, ...row }) => {
      const rentalUnits = units.filter((unit) => unit.rentalId === row.id).map(({ id, serialNumber }) => ({ id, serialNumber }));
      const total = lineTotalCents(dailyPrice, rentalDays(row.dateFrom, row.dateTo), rentalUnits.length);
      return {
        ...row,
        items: rentalUnits,
        total: fromCents(total),
        createdAt: row.createdAt.toISOString(),
        reviewStatus: reviewStatus(hasEndedRental, row.reviewId !== null),
        incident: incidentId !== null && incidentStatus !== null ? { id: incidentId, status: incidentStatus } : null,
      };
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
     * Customers cancel their own rentals before the first day; administrators delete any rental.
     * Never one with an incident: the incident would lose its rental. Deleting frees the units.
     */
    async remove(requester: { id: string; isAdmin: boolean }, rentalId: number): Promise<void> {
      const [rental] = await load(eq(rentals.id, rentalId));
      if (!rental || (rental.userId !== requester.id && !requester.isAdmin)) throw notFound('Rental not found');
      if (rental.incident) throw conflict('HAS_INCIDENT', 'A rental with an incident cannot be deleted.');
      if (!requester.isAdmin && rental.dateFrom <= today()) {
        throw conflict('ALREADY_STARTED', 'This rental has already started and can no longer be cancelled.');
      }
      await db.delete(rentals).where(eq(rentals.id, rentalId));
    },

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
