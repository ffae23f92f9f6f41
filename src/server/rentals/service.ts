import { and, asc, desc, eq, gt, gte, ilike, inArray, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { IsoDate } from '../../shared/calendar-date';
import { fromCents, lineTotalCents, rentalDays } from '../../shared/money';
import { mayCancel, reviewFacts, reviewStatus } from '../../shared/rental-rules';
import type { Page } from '../../shared/schemas/paging';
import type { AdminRentalListQuery, NewRental, Rental } from '../../shared/schemas/rental';
import { containsPattern, idCursor, toPage } from '../db/listing';
import { pickFreeUnits } from '../catalog/free-units';
import type { Database, Executor } from '../db/client';
import { EXCLUSION_VIOLATION, sqlState, UNIQUE_VIOLATION } from '../db/errors';
import { items, products } from '../db/schema/catalog';
import { user } from '../db/schema/auth';
import { incidents, rentalItems, rentals, reviews } from '../db/schema/rentals';
import { ConflictError, InvalidInputError, NotFoundError } from '../domain-errors';
import type { ShopCalendar } from '../shop-calendar';

export const NOT_ENOUGH_STOCK_MESSAGE = 'Not enough stock!';

export type Requester = { id: string; isAdmin: boolean };

const rentalColumns = {
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
  // For the spec's first review check; shared/rental-rules decides what it means.
  earliestEnd: sql<IsoDate | null>`(
    SELECT min(other.date_to)::text FROM rentals other
    WHERE other.user_id = ${rentals.userId} AND other.product_id = ${rentals.productId}
  )`,
};

/**
 * What the service asks the outside world to do once a rental is booked: the confirmation mail,
 * added as a job inside the booking's transaction, so the booking and its mail stand together.
 */
export type RentalEvents = { requested: (rentalId: number, tx: Executor) => Promise<void> };

/** A rental as it is now (the mail jobs read it when they send), or null once it is gone. */
export type RentalReader = { find(rentalId: number): Promise<Rental | null> };

export function createRentalService(db: Database, calendar: ShopCalendar, events: RentalEvents) {
  /**
   * Rentals with their units, in one query for the rentals and one for all their units; newest
   * first unless `order` says otherwise.
   */
  async function load(where: SQL | undefined, order?: { by: SQL[]; limit: number }): Promise<Rental[]> {
    const today = calendar.today();
    const query = db
      .select(rentalColumns)
      .from(rentals)
      .innerJoin(products, eq(products.id, rentals.productId))
      .innerJoin(user, eq(user.id, rentals.userId))
      .leftJoin(reviews, and(eq(reviews.userId, rentals.userId), eq(reviews.productId, rentals.productId)))
      .leftJoin(incidents, eq(incidents.rentalId, rentals.id))
      .where(where)
      .orderBy(...(order?.by ?? [desc(rentals.createdAt), desc(rentals.id)]));
    const rows = order ? await query.limit(order.limit) : await query;
    if (rows.length === 0) return [];
    const units = await db
      .select({ rentalId: rentalItems.rentalId, id: items.id, serialNumber: items.serialNumber })
      .from(rentalItems)
      .innerJoin(items, eq(items.id, rentalItems.itemId))
      .where(inArray(rentalItems.rentalId, rows.map((row) => row.id)))
      .orderBy(asc(items.serialNumber));
    return rows.map(({ dailyPrice, earliestEnd, incidentId, incidentStatus, ...row }) => {
      const rentalUnits = units.filter((unit) => unit.rentalId === row.id).map(({ id, serialNumber }) => ({ id, serialNumber }));
      const total = lineTotalCents(dailyPrice, rentalDays(row.dateFrom, row.dateTo), rentalUnits.length);
      return {
        ...row,
        items: rentalUnits,
        total: fromCents(total),
        createdAt: row.createdAt.toISOString(),
        reviewStatus: reviewStatus(reviewFacts(earliestEnd, row.reviewId !== null, today)),
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

    /** The user's own rental; someone else's answers as a missing one does. */
    async getForUser(userId: string, rentalId: number): Promise<Rental> {
      const [rental] = await load(and(eq(rentals.userId, userId), eq(rentals.id, rentalId)));
      if (!rental) throw new NotFoundError('Rental');
      return rental;
    },

    /** The user's rental whose first day is the nearest from today on (today included), if any. */
    async nextForUser(userId: string): Promise<Rental | null> {
      const [rental] = await load(and(eq(rentals.userId, userId), gte(rentals.dateFrom, calendar.today())), {
        by: [asc(rentals.dateFrom), asc(rentals.id)],
        limit: 1,
      });
      return rental ?? null;
    },

    /** One page of every rental, newest first (the id order), read along the primary key. */
    async listPage(query: AdminRentalListQuery): Promise<Page<Rental>> {
      const today = calendar.today();
      const after = idCursor(query.after);
      const byStatus = {
        Requested: gt(rentals.dateFrom, today),
        InProgress: and(lte(rentals.dateFrom, today), gte(rentals.dateTo, today)),
        Completed: lt(rentals.dateTo, today),
      };
      const pattern = query.q ? containsPattern(query.q) : undefined;
      const where = and(
        after === undefined ? undefined : lt(rentals.id, after),
        query.status ? byStatus[query.status] : undefined,
        query.userId === undefined ? undefined : eq(rentals.userId, query.userId),
        query.productId === undefined ? undefined : eq(rentals.productId, query.productId),
        pattern ? or(ilike(user.name, pattern), ilike(user.email, pattern), ilike(products.name, pattern)) : undefined,
      );
      const rows = await load(where, { by: [desc(rentals.id)], limit: query.limit + 1 });
      return toPage(rows, query.limit, (row) => String(row.id));
    },

    async find(rentalId: number): Promise<Rental | null> {
      const [rental] = await load(eq(rentals.id, rentalId));
      return rental ?? null;
    },

    /** Any rental, for an administrator. */
    async get(rentalId: number): Promise<Rental> {
      const [rental] = await load(eq(rentals.id, rentalId));
      if (!rental) throw new NotFoundError('Rental');
      return rental;
    },

    /** Deleting frees the units; shared/rental-rules says who may, and when. */
    async remove(requester: Requester, rentalId: number): Promise<void> {
      const [rental] = await load(eq(rentals.id, rentalId));
      if (!rental || (rental.userId !== requester.id && !requester.isAdmin)) throw new NotFoundError('Rental');
      if (!mayCancel(rental, calendar.today())) {
        throw rental.incident
          ? new ConflictError('HAS_INCIDENT', 'A rental with an incident cannot be deleted.')
          : new ConflictError('ALREADY_STARTED', 'This rental has already started and can no longer be cancelled.');
      }
      await db.delete(rentals).where(eq(rentals.id, rentalId));
    },

    /**
     * Books `quantity` free units in one transaction. The server, not the client, picks the
     * units; a lost race or missing stock is a conflict. With an idempotency key, a retry returns
     * the rental the first request made instead of booking again.
     */
    async create(requester: Requester, input: NewRental, idempotencyKey?: string): Promise<{ rental: Rental; replayed: boolean }> {
      if (idempotencyKey) {
        const existing = await findByIdempotencyKey(requester.id, idempotencyKey);
        if (existing) return { rental: existing, replayed: true };
      }
      if (input.dateFrom < calendar.today()) {
        throw new InvalidInputError('DATE_IN_PAST', 'A rental cannot start before today.', 'dateFrom');
      }
      let rentalId: number;
      try {
        rentalId = await db.transaction(async (tx) => {
          const [product] = await tx.select({ id: products.id }).from(products).where(eq(products.id, input.productId));
          if (!product) throw new NotFoundError('Product');
          const free = await pickFreeUnits(tx, input.productId, input, input.quantity);
          if (free.length < input.quantity) throw new ConflictError('NOT_ENOUGH_STOCK', NOT_ENOUGH_STOCK_MESSAGE);
          const [rental] = await tx
            .insert(rentals)
            .values({ userId: requester.id, productId: input.productId, dateFrom: input.dateFrom, dateTo: input.dateTo, idempotencyKey })
            .returning({ id: rentals.id });
          await tx
            .insert(rentalItems)
            .values(free.map((item) => ({ rentalId: rental!.id, itemId: item.id, dateFrom: input.dateFrom, dateTo: input.dateTo })));
          await events.requested(rental!.id, tx);
          return rental!.id;
        });
      } catch (error) {
        const state = sqlState(error);
        if (state === EXCLUSION_VIOLATION) throw new ConflictError('NOT_ENOUGH_STOCK', NOT_ENOUGH_STOCK_MESSAGE);
        if (state === UNIQUE_VIOLATION && idempotencyKey) {
          // The same key raced itself: the other request booked; answer with its rental.
          const existing = await findByIdempotencyKey(requester.id, idempotencyKey);
          if (existing) return { rental: existing, replayed: true };
        }
        throw error;
      }
      const [rental] = await load(eq(rentals.id, rentalId));
      return { rental: rental!, replayed: false };
    },
  };
}

export type RentalService = ReturnType<typeof createRentalService>;
