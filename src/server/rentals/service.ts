import { createHash } from 'node:crypto';
import { and, asc, desc, eq, gt, gte, ilike, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import {
  type BookingLimits,
  bookingLimitBreach,
  bookingLimitMessage,
  DEFAULT_BOOKING_LIMITS,
  isAtOpenRentalLimit,
} from '../../shared/booking-limits';
import type { IsoDate } from '../../shared/calendar-date';
import { DEFAULT_NEW_CUSTOMER_LIMITS, type NewCustomerLimits } from '../../shared/new-customer-limits';
import type { Language } from '../../shared/languages';
import { fromCents, lineTotalCents, rentalDays } from '../../shared/money';
import { mayCancel, reviewFacts, reviewStatus } from '../../shared/rental-rules';
import type { Page } from '../../shared/schemas/paging';
import type { AdminRentalListQuery, NewRental, OpenRentalsCancelled, Rental } from '../../shared/schemas/rental';
import { containsPattern, idCursor, toPage } from '../db/listing';
import { freeUnitCount, freeUnitsQuery } from '../catalog/free-units';
import { productName } from '../catalog/localized';
import type { Database, Executor } from '../db/client';
import { EXCLUSION_VIOLATION, sqlState, UNIQUE_VIOLATION } from '../db/errors';
import { products } from '../db/schema/catalog';
import { user } from '../db/schema/auth';
import { incidents, rentals, reviews } from '../db/schema/rentals';
import { ConflictError, InvalidInputError, NotFoundError, UnprocessableError } from '../domain-errors';
import type { ShopCalendar } from '../shop-calendar';
import { recordAudit } from '../audit/record';
import { byStartDate } from './list-order';
import { createStockGuard, isNewCustomer } from './stock-guard';

export const NOT_ENOUGH_STOCK_MESSAGE = 'Not enough stock!';

/**
 * How long a booking waits, try after try, for units that other bookings in flight hold (book()
 * in createRentalService): about a third of a second in all, far longer than a booking's commit.
 */
const HELD_UNIT_WAITS_MS = [5, 10, 20, 40, 80, 160];

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
  incidentByShop: incidents.byShop,
  // The units, sorted by serial number, in the same statement as their rental.
  units: sql<{ id: number; serialNumber: string }[]>`COALESCE((
    SELECT json_agg(json_build_object('id', i.id, 'serialNumber', i.serial_number) ORDER BY i.serial_number)
    FROM rental_items ri JOIN items i ON i.id = ri.item_id WHERE ri.rental_id = ${rentals.id}
  ), '[]'::json)`,
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
  newCustomerLimits: NewCustomerLimits = DEFAULT_NEW_CUSTOMER_LIMITS,
) {
  const stockGuard = createStockGuard(calendar, newCustomerLimits);

  /** Rentals with their units, in one statement; newest first unless `order` says otherwise. */
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
    return rows.map(({ dailyPrice, earliestEnd, incidentId, incidentStatus, incidentByShop, units, ...row }) => {
      const total = lineTotalCents(dailyPrice, rentalDays(row.dateFrom, row.dateTo), units.length);
      return {
        ...row,
        items: units,
        total: fromCents(total),
        createdAt: row.createdAt.toISOString(),
        reviewStatus: reviewStatus(reviewFacts(earliestEnd, row.reviewId !== null, today)),
        incident:
          incidentId !== null && incidentStatus !== null && incidentByShop !== null
            ? { id: incidentId, status: incidentStatus, byShop: incidentByShop }
            : null,
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

    /** One page of every rental, newest first (the id order), or by start date with `when` (list-order.ts). */
    async listPage(query: AdminRentalListQuery): Promise<Page<Rental>> {
      const today = calendar.today();
      const byDate = query.when ? byStartDate(query.when, today, query.after) : undefined;
      const after = byDate ? undefined : idCursor(query.after);
      const byStatus = {
        Requested: gt(rentals.dateFrom, today),
        InProgress: and(lte(rentals.dateFrom, today), gte(rentals.dateTo, today)),
        Completed: lt(rentals.dateTo, today),
      };
      const pattern = query.q ? containsPattern(query.q) : undefined;
      const where = and(
        after === undefined ? undefined : lt(rentals.id, after),
        byDate?.where,
        query.status ? byStatus[query.status] : undefined,
        query.userId === undefined ? undefined : eq(rentals.userId, query.userId),
        query.productId === undefined ? undefined : eq(rentals.productId, query.productId),
        pattern ? or(ilike(user.name, pattern), ilike(user.email, pattern), ilike(products.name, pattern)) : undefined,
      );
      const rows = await load(where, { by: byDate?.by ?? [desc(rentals.id)], limit: query.limit + 1 });
      return toPage(rows, query.limit, byDate?.cursorOf ?? ((row) => String(row.id)));
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
        throw rental.incident && !rental.incident.byShop
          ? new ConflictError('HAS_INCIDENT', 'A rental with an incident cannot be deleted.')
          : new ConflictError('ALREADY_STARTED', 'This rental has already started and can no longer be cancelled.');
      }
      await db.transaction(async (tx) => {
        // An administrator's incident on the rental goes with it (mayCancel); the shop keeps it in
        // the audit log, whoever cancelled (decision 035).
        const [shopIncident] = await tx
          .delete(incidents)
          .where(and(eq(incidents.rentalId, rentalId), eq(incidents.byShop, true)))
          .returning();
        if (shopIncident) {
          await recordAudit(tx, {
            actor: requester,
            action: 'delete',
            entity: 'incident',
            entityId: shopIncident.id,
            before: { ...shopIncident, createdAt: shopIncident.createdAt.toISOString() },
          });
        }
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
     * An administrator cancels every rental of a customer that has not started and has no
     * incident (decision 036: throwaway accounts holding stock are cleared in one step). Under
     * the customer's booking lock, so a booking of theirs in flight is cancelled too or waits;
     * each cancellation is in the audit log as a deletion, as one by one would be. Rentals
     * under way or with an incident stay, and are counted in `kept`.
     */
    async cancelOpenFor(admin: Requester, userId: string): Promise<OpenRentalsCancelled> {
      const [customer] = await db.select({ id: user.id }).from(user).where(eq(user.id, userId));
      if (!customer) throw new NotFoundError('User');
      return db.transaction(async (tx) => {
        await tx.execute(sql`SELECT pg_advisory_xact_lock(${BOOKING_LOCK}, hashtext(${userId}))`);
        const today = calendar.today();
        const open = await load(and(eq(rentals.userId, userId), gte(rentals.dateTo, today)));
        const cancellable = open.filter((rental) => mayCancel(rental, today));
        for (const rental of cancellable) {
          await tx.delete(rentals).where(eq(rentals.id, rental.id));
          await recordAudit(tx, {
            actor: admin,
            action: 'delete',
            entity: 'rental',
            entityId: rental.id,
            before: rental,
          });
        }
        return { cancelled: cancellable.map((rental) => rental.id), kept: open.length - cancellable.length };
      });
    },

    /**
     * Books `quantity` free units in one transaction. The server, not the client, picks the
     * units; a lost race or missing stock is a conflict. With an idempotency key, a retry of the
     * same request within IDEMPOTENCY_KEY_HOURS returns the rental the first one made instead of
     * booking again; the same key with another body is refused (422). Six statements in all:
     * the customer's lock, what the booking depends on, the booking, its mail, the commit and
     * the rental as the answer shows it; a new customer's booking adds two (stock-guard.ts).
     */
    async create(
      requester: Requester,
      input: NewRental,
      idempotencyKey?: string,
      language: Language = 'en',
    ): Promise<{ rental: Rental; replayed: boolean }> {
      let booked: { id: number; replayed: boolean };
      try {
        booked = await db.transaction(async (tx) => {
          // The customer's bookings queue here (a lock held to commit): the key and the open
          // rentals are read after any booking of theirs that was under way has committed. Its
          // own statement: a statement sees the rows committed when it began.
          await tx.execute(sql`SELECT pg_advisory_xact_lock(${BOOKING_LOCK}, hashtext(${requester.id}))`);
          const facts = await bookingFacts(tx, requester.id, idempotencyKey, input);
          if (facts.replayId !== null) {
            if (facts.fingerprint !== null && facts.fingerprint !== fingerprintOf(input)) {
              throw new UnprocessableError('IDEMPOTENCY_KEY_REUSED', KEY_REUSED_MESSAGE);
            }
            return { id: facts.replayId, replayed: true };
          }
          checkLimits(input);
          if (isAtOpenRentalLimit(facts.openRentals, limits)) {
            throw new ConflictError('TOO_MANY_OPEN_RENTALS', bookingLimitMessage.TOO_MANY_OPEN_RENTALS(limits));
          }
          if (!facts.productExists) throw new NotFoundError('Product');
          // Customers with no ended rental: their own caps, and the share of the product they hold together.
          if (facts.isNew) await stockGuard.check(tx, facts, input);
          const rentalId = await book(tx, requester.id, input, idempotencyKey);
          if (rentalId === null) throw new ConflictError('NOT_ENOUGH_STOCK', NOT_ENOUGH_STOCK_MESSAGE);
          await events.requested(rentalId, tx);
          return { id: rentalId, replayed: false };
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

  /**
   * What a booking depends on, in one statement under the customer's lock: the rental a live
   * key already made (to answer again), the customer's rentals not yet ended and their units,
   * whether the customer is new (decision 036), whether the product exists. An expired key is freed on the way: its old rental lets go of it.
   */
  async function bookingFacts(tx: Executor, userId: string, key: string | undefined, input: NewRental) {
    const { rows } = await tx.execute<{
      replay_id: number | null;
      fingerprint: string | null;
      open_rentals: number;
      open_units: number;
      is_new: boolean;
      product_exists: boolean;
    }>(sql`
      WITH freed AS (
        UPDATE rentals SET idempotency_key = NULL, idempotency_fingerprint = NULL
        WHERE user_id = ${userId} AND idempotency_key = ${key ?? null} AND NOT (${liveKey()})
        RETURNING id
      )
      SELECT replay.id AS replay_id, replay.fingerprint,
        (SELECT count(*)::int FROM rentals WHERE user_id = ${userId} AND date_to >= ${calendar.today()}) AS open_rentals,
        (SELECT count(*)::int FROM rental_items ri JOIN rentals r ON r.id = ri.rental_id
          WHERE r.user_id = ${userId} AND r.date_to >= ${calendar.today()}) AS open_units,
        ${isNewCustomer(sql`${userId}`, calendar.today())} AS is_new,
        EXISTS (SELECT 1 FROM products WHERE id = ${input.productId}) AS product_exists
      FROM (SELECT 1) AS one
      LEFT JOIN LATERAL (
        SELECT id, idempotency_fingerprint AS fingerprint FROM rentals
        WHERE user_id = ${userId} AND idempotency_key = ${key ?? null} AND ${liveKey()}
      ) AS replay ON true`);
    const row = rows[0]!;
    return {
      replayId: row.replay_id,
      fingerprint: row.fingerprint,
      openRentals: row.open_rentals,
      openUnits: row.open_units,
      isNew: row.is_new,
      productExists: row.product_exists,
    };
  }

  /**
   * Takes `quantity` free units and writes the rental and its units; null when fewer are free.
   * SKIP LOCKED lets simultaneous bookings take different units instead of queueing on the same
   * ones, but it also skips a unit that another booking, for other dates, holds only until its
   * commit: with every unit so held, a customer would hear "not enough stock" for a unit that is
   * free on their dates. So a short answer is taken only when the units free on the dates, locked
   * or not, are short too; otherwise the booking asks again once those bookings have committed
   * (each statement sees what committed before it). Whatever slips through is refused by the
   * exclusion constraint.
   */
  async function book(tx: Executor, userId: string, input: NewRental, key: string | undefined) {
    for (const wait of [...HELD_UNIT_WAITS_MS, undefined]) {
      const rentalId = await bookFreeUnits(tx, userId, input, key);
      if (rentalId !== null || wait === undefined) return rentalId;
      const { rows } = await tx.execute<{ free: number }>(
        sql`SELECT ${freeUnitCount(input.productId, input.dateFrom, input.dateTo)} AS free`,
      );
      if ((rows[0]?.free ?? 0) < input.quantity) return null;
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
    return null;
  }

  /** One try at `book`: the units, the rental and its units in one statement, or nothing. */
  async function bookFreeUnits(tx: Executor, userId: string, input: NewRental, key: string | undefined) {
    const { rows } = await tx.execute<{ rental_id: number | null }>(sql`
      WITH free AS (
        ${freeUnitsQuery(input.productId, input.dateFrom, input.dateTo)}
        ORDER BY i.id LIMIT ${input.quantity} FOR UPDATE OF i SKIP LOCKED
      ), rental AS (
        INSERT INTO rentals (user_id, product_id, date_from, date_to, idempotency_key, idempotency_fingerprint)
        SELECT ${userId}, ${input.productId}, ${input.dateFrom}::date, ${input.dateTo}::date,
               ${key ?? null}, ${key ? fingerprintOf(input) : null}
        WHERE (SELECT count(*) FROM free) = ${input.quantity}
        RETURNING id, date_from, date_to
      ), units AS (
        INSERT INTO rental_items (rental_id, item_id, date_from, date_to)
        SELECT rental.id, free.id, rental.date_from, rental.date_to FROM rental CROSS JOIN free
        RETURNING rental_id
      )
      SELECT (SELECT id FROM rental) AS rental_id, (SELECT count(*) FROM units) AS units`);
    return rows[0]?.rental_id ?? null;
  }
}

export type RentalService = ReturnType<typeof createRentalService>;
