import { createHash } from 'node:crypto';
import { and, asc, count, desc, eq, gt, gte, ilike, inArray, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import {
  type BookingLimits,
  bookingLimitBreach,
  bookingLimitMessage,
  DEFAULT_BOOKING_LIMITS,
  isAtOpenRentalLimit,
} from '../../shared/booking-limits';
import type { IsoDate } from '../../shared/calendar-date';
import type { Language } from '../../shared/languages';
import { fromCents, lineTotalCents, rentalDays } from '../../shared/money';
import { mayCancel, reviewFacts, reviewStatus } from '../../shared/rental-rules';
import type { Page } from '../../shared/schemas/paging';
import type { AdminRentalListQuery, NewRental, Rental } from '../../shared/schemas/rental';
import { containsPattern, idCursor, toPage } from '../db/listing';
import { pickFreeUnits } from '../catalog/free-units';
import { productName } from '../catalog/localized';
import type { Database, Executor } from '../db/client';
import { EXCLUSION_VIOLATION, sqlState, UNIQUE_VIOLATION } from '../db/errors';
import { items, products } from '../db/schema/catalog';
import { user } from '../db/schema/auth';
import { incidents, rentalItems, rentals, reviews } from '../db/schema/rentals';
import { ConflictError, InvalidInputError, NotFoundError, UnprocessableError } from '../domain-errors';
import type { ShopCalendar } from '../shop-calendar';
import { recordAudit } from '../audit/record';

export const NOT_ENOUGH_STOCK_MESSAGE = 'Not enough stock!';

/**
 * How long an Idempotency-Key holds (decision 022): retries come within minutes, a day covers a
 * laptop closed overnight. After it the key is free for a new booking, as payment APIs do.
 */
export const IDEMPOTENCY_KEY_HOURS = 24;

/** Ties an Idempotency-Key to what was asked: the checked body, its fields in a fixed order. */
const fingerprintOf = (input: NewRental) =>
  createHash('sha256')
    .update(JSON.stringify([input.productId, input.dateFrom, input.dateTo, input.quantity]))
    .digest('hex');

const KEY_REUSED_MESSAGE =
  'This Idempotency-Key was already used for a different rental request: send a new key for a new request.';

/** Namespace of the per-customer advisory lock that serialises their bookings (the open-rentals count). */
const BOOKING_LOCK = 0x72656e74;

/** Keys younger than the expiry; an older one no longer answers for a booking. */
const liveKey = () => sql`${rentals.createdAt} > now() - make_interval(hours => ${IDEMPOTENCY_KEY_HOURS})`;

/** Who asks. An administrator's deletions are written to the audit log under their name. */
export type Requester = { id: string; name: string; isAdmin: boolean };

/** The product's name is in the reader's language: a customer's, or English for administrators. */
const rentalColumns = (language: Language) => ({
  id: rentals.id,
  userId: rentals.userId,
  productId: rentals.productId,
  productName: productName(language),
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
});

/**
 * What the service asks the outside world to do once a rental is booked: the confirmation mail,
 * added as a job inside the booking's transaction, so the booking and its mail stand together.
 */
export type RentalEvents = { requested: (rentalId: number, tx: Executor) => Promise<void> };

/** A rental as it is now (the mail jobs read it when they send, in the mail's language), or null once it is gone. */
export type RentalReader = { find(rentalId: number, language?: Language): Promise<Rental | null> };

export function createRentalService(
  db: Database,
  calendar: ShopCalendar,
  events: RentalEvents,
  limits: BookingLimits = DEFAULT_BOOKING_LIMITS,
) {
  /**
   * Rentals with their units, in one query for the rentals and one for all their units; newest
   * first unless `order` says otherwise.
   */
  async function load(
    where: SQL | undefined,
    order?: { by: SQL[]; limit: number },
    language: Language = 'en',
  ): Promise<Rental[]> {
    const today = calendar.today();
    const query = db
      .select(rentalColumns(language))
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
      .where(
        inArray(
          rentalItems.rentalId,
          rows.map((row) => row.id),
        ),
      )
      .orderBy(asc(items.serialNumber));
    return rows.map(({ dailyPrice, earliestEnd, incidentId, incidentStatus, ...row }) => {
      const rentalUnits = units
        .filter((unit) => unit.rentalId === row.id)
        .map(({ id, serialNumber }) => ({ id, serialNumber }));
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

  /**
   * The rental a live key made, to answer again; a key sent with another body is refused, so a
   * client never takes the first rental for the one it asked now. A key stored before
   * fingerprints were kept (null) replays as it always did.
   */
  async function replayedId(executor: Executor, userId: string, key: string, input: NewRental) {
    const [found] = await executor
      .select({ id: rentals.id, fingerprint: rentals.idempotencyFingerprint })
      .from(rentals)
      .where(and(eq(rentals.userId, userId), eq(rentals.idempotencyKey, key), liveKey()));
    if (!found) return undefined;
    if (found.fingerprint !== null && found.fingerprint !== fingerprintOf(input)) {
      throw new UnprocessableError('IDEMPOTENCY_KEY_REUSED', KEY_REUSED_MESSAGE);
    }
    return found.id;
  }

  async function replay(userId: string, key: string, input: NewRental, language: Language) {
    const id = await replayedId(db, userId, key, input);
    if (id === undefined) return undefined;
    const [rental] = await load(eq(rentals.id, id), undefined, language);
    return rental;
  }

  /** Refuses a request beyond the shop's limits on length, horizon and units, with the field to blame. */
  function checkLimits(input: NewRental) {
    const today = calendar.today();
    if (input.dateFrom < today) {
      throw new InvalidInputError('DATE_IN_PAST', 'A rental cannot start before today.', 'dateFrom');
    }
    const breach = bookingLimitBreach(input, today, limits);
    if (breach) throw new InvalidInputError(breach.code, bookingLimitMessage[breach.code](limits), breach.field);
  }

  /**
   * Inside the booking's transaction, once the customer's lock is held: two requests at the
   * limit cannot both count the same open rentals.
   */
  async function checkOpenRentals(tx: Executor, userId: string) {
    const [open] = await tx
      .select({ n: count() })
      .from(rentals)
      .where(and(eq(rentals.userId, userId), gte(rentals.dateTo, calendar.today())));
    if (isAtOpenRentalLimit(open?.n ?? 0, limits)) {
      throw new ConflictError('TOO_MANY_OPEN_RENTALS', bookingLimitMessage.TOO_MANY_OPEN_RENTALS(limits));
    }
  }

  return {
    listForUser: (userId: string, language: Language = 'en') => load(eq(rentals.userId, userId), undefined, language),

    /** The user's own rental; someone else's answers as a missing one does. */
    async getForUser(userId: string, rentalId: number, language: Language = 'en'): Promise<Rental> {
      const [rental] = await load(and(eq(rentals.userId, userId), eq(rentals.id, rentalId)), undefined, language);
      if (!rental) throw new NotFoundError('Rental');
      return rental;
    },

    /** The user's rental whose first day is the nearest from today on (today included), if any. */
    async nextForUser(userId: string, language: Language = 'en'): Promise<Rental | null> {
      const [rental] = await load(
        and(eq(rentals.userId, userId), gte(rentals.dateFrom, calendar.today())),
        { by: [asc(rentals.dateFrom), asc(rentals.id)], limit: 1 },
        language,
      );
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

    async find(rentalId: number, language: Language = 'en'): Promise<Rental | null> {
      const [rental] = await load(eq(rentals.id, rentalId), undefined, language);
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
      await db.transaction(async (tx) => {
        const [deleted] = await tx.delete(rentals).where(eq(rentals.id, rentalId)).returning({ id: rentals.id });
        if (!deleted) throw new NotFoundError('Rental');
        // Logged whenever an administrator deletes, their own rental included (decision 020).
        if (requester.isAdmin) {
          await recordAudit(tx, {
            actor: requester,
            action: 'delete',
            entity: 'rental',
            entityId: rentalId,
            before: rental,
          });
        }
      });
    },

    /**
     * Books `quantity` free units in one transaction. The server, not the client, picks the
     * units; a lost race or missing stock is a conflict. With an idempotency key, a retry of the
     * same request within IDEMPOTENCY_KEY_HOURS returns the rental the first one made instead of
     * booking again; the same key with another body is refused (422).
     */
    async create(
      requester: Requester,
      input: NewRental,
      idempotencyKey?: string,
      language: Language = 'en',
    ): Promise<{ rental: Rental; replayed: boolean }> {
      if (idempotencyKey) {
        const existing = await replay(requester.id, idempotencyKey, input, language);
        if (existing) return { rental: existing, replayed: true };
      }
      checkLimits(input);
      let booked: { id: number; replayed: boolean };
      try {
        booked = await db.transaction(async (tx) => {
          // The customer's bookings queue here (a lock held to commit): the key and the open
          // rentals are read after any booking of theirs that was under way has committed.
          await tx.execute(sql`SELECT pg_advisory_xact_lock(${BOOKING_LOCK}, hashtext(${requester.id}))`);
          if (idempotencyKey) {
            const id = await replayedId(tx, requester.id, idempotencyKey, input);
            if (id !== undefined) return { id, replayed: true };
          }
          await checkOpenRentals(tx, requester.id);
          if (idempotencyKey) {
            // An expired key is free again: its old rental lets go of it.
            await tx
              .update(rentals)
              .set({ idempotencyKey: null, idempotencyFingerprint: null })
              .where(
                and(
                  eq(rentals.userId, requester.id),
                  eq(rentals.idempotencyKey, idempotencyKey),
                  sql`NOT (${liveKey()})`,
                ),
              );
          }
          const [product] = await tx.select({ id: products.id }).from(products).where(eq(products.id, input.productId));
          if (!product) throw new NotFoundError('Product');
          const free = await pickFreeUnits(tx, input.productId, input, input.quantity);
          if (free.length < input.quantity) throw new ConflictError('NOT_ENOUGH_STOCK', NOT_ENOUGH_STOCK_MESSAGE);
          const [rental] = await tx
            .insert(rentals)
            .values({
              userId: requester.id,
              productId: input.productId,
              dateFrom: input.dateFrom,
              dateTo: input.dateTo,
              idempotencyKey,
              idempotencyFingerprint: idempotencyKey ? fingerprintOf(input) : null,
            })
            .returning({ id: rentals.id });
          await tx
            .insert(rentalItems)
            .values(
              free.map((item) => ({
                rentalId: rental!.id,
                itemId: item.id,
                dateFrom: input.dateFrom,
                dateTo: input.dateTo,
              })),
            );
          await events.requested(rental!.id, tx);
          return { id: rental!.id, replayed: false };
        });
      } catch (error) {
        const state = sqlState(error);
        if (state === EXCLUSION_VIOLATION) throw new ConflictError('NOT_ENOUGH_STOCK', NOT_ENOUGH_STOCK_MESSAGE);
        if (state === UNIQUE_VIOLATION && idempotencyKey) {
          // The same key raced itself: the other request booked; answer with its rental (or 422).
          const existing = await replay(requester.id, idempotencyKey, input, language);
          if (existing) return { rental: existing, replayed: true };
        }
        throw error;
      }
      const [rental] = await load(eq(rentals.id, booked.id), undefined, language);
      return { rental: rental!, replayed: booked.replayed };
    },
  };
}

export type RentalService = ReturnType<typeof createRentalService>;
