import { and, asc, desc, eq, gt, gte, ilike, isNull, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { IsoDate } from '../../shared/calendar-date';
import type { Language } from '../../shared/languages';
import { fromCents, rentalDays } from '../../shared/money';
import { mayCancel, reviewFacts, reviewStatus } from '../../shared/rental-rules';
import type { Page } from '../../shared/schemas/paging';
import type { AdminRentalListQuery, NewRental, OpenRentalsCancelled, Rental } from '../../shared/schemas/rental';
import { containsPattern, idCursor, toPage } from '../db/listing';
import { productName } from '../catalog/localized';
import type { Database, Executor } from '../db/client';
import { products } from '../db/schema/catalog';
import { user } from '../db/schema/auth';
import { incidents, orders, rentalItems, rentals, reviews } from '../db/schema/rentals';
import { ConflictError, DomainError, NotFoundError } from '../domain-errors';
import type { Publish } from '../events/publish';
import { BOOKING_LOCK, NOT_ENOUGH_STOCK_MESSAGE, type OrderBooking, OrderRefusedError } from './booking';
import type { ShopCalendar } from '../shop-calendar';
import { recordAudit } from '../audit/record';
import { byStartDate } from './list-order';

/** Who asks. An administrator's cancellations are written to the audit log under their name. */
export type Requester = { id: string; name: string; isAdmin: boolean };

/** The product's name is in the reader's language: a customer's, or English for administrators. */
const rentalColumns = (language: Language) => ({
  id: rentals.id,
  userId: rentals.userId,
  productId: rentals.productId,
  productName: productName(language),
  orderId: rentals.orderId,
  orderReference: orders.reference,
  // The price it was booked at, never the product's price now (decision 038).
  dailyPriceCents: rentals.dailyPriceCents,
  dateFrom: rentals.dateFrom,
  dateTo: rentals.dateTo,
  createdAt: rentals.createdAt,
  cancelledAt: rentals.cancelledAt,
  userName: user.name,
  userEmail: user.email,
  reviewId: reviews.id,
  incidentId: incidents.id,
  incidentStatus: incidents.status,
  incidentByShop: incidents.byShop,
  // The units, sorted by serial number, in the same statement as their rental (a cancelled
  // rental's too: they are its history).
  units: sql<{ id: number; serialNumber: string }[]>`COALESCE((
    SELECT json_agg(json_build_object('id', i.id, 'serialNumber', i.serial_number) ORDER BY i.serial_number)
    FROM rental_items ri JOIN items i ON i.id = ri.item_id WHERE ri.rental_id = ${rentals.id}
  ), '[]'::json)`,
  // For the spec's first review check; shared/rental-rules decides what it means.
  earliestEnd: sql<IsoDate | null>`(
    SELECT min(other.date_to)::text FROM rentals other
    WHERE other.user_id = ${rentals.userId} AND other.product_id = ${rentals.productId}
      AND other.cancelled_at IS NULL
  )`,
});

/** A line's total in cents: its booked daily price x inclusive days x units. */
export const rentalTotalCents = (
  rental: { dailyPriceCents: number; dateFrom: IsoDate; dateTo: IsoDate },
  units: number,
) => rental.dailyPriceCents * rentalDays(rental.dateFrom, rental.dateTo) * units;

/** A rental as it is now (the mail jobs read it when they send, in the mail's language), or null once it is gone. */
export type RentalReader = { find(rentalId: number, language?: Language): Promise<Rental | null> };

/** Lists leave cancelled rentals out unless asked. */
const live = (includeCancelled: boolean | undefined) => (includeCancelled ? undefined : isNull(rentals.cancelledAt));

export function createRentalService(
  db: Database,
  calendar: ShopCalendar,
  deps: { booking: OrderBooking; publish: Publish },
) {
  const { booking, publish } = deps;

  /** Rentals with their units and order, in one statement; newest first unless `order` says otherwise. */
  async function load(
    where: SQL | undefined,
    order?: { by: SQL[]; limit: number },
    language: Language = 'en',
    executor: Executor = db,
  ): Promise<Rental[]> {
    const today = calendar.today();
    const query = executor
      .select(rentalColumns(language))
      .from(rentals)
      .innerJoin(products, eq(products.id, rentals.productId))
      .innerJoin(user, eq(user.id, rentals.userId))
      .innerJoin(orders, eq(orders.id, rentals.orderId))
      .leftJoin(reviews, and(eq(reviews.userId, rentals.userId), eq(reviews.productId, rentals.productId)))
      .leftJoin(incidents, eq(incidents.rentalId, rentals.id))
      .where(where)
      .orderBy(...(order?.by ?? [desc(rentals.createdAt), desc(rentals.id)]));
    const rows = order ? await query.limit(order.limit) : await query;
    return rows.map(
      ({ dailyPriceCents, earliestEnd, incidentId, incidentStatus, incidentByShop, units, cancelledAt, ...row }) => ({
        ...row,
        items: units,
        dailyPrice: fromCents(dailyPriceCents),
        total: fromCents(rentalTotalCents({ ...row, dailyPriceCents }, units.length)),
        createdAt: row.createdAt.toISOString(),
        cancelledAt: cancelledAt?.toISOString() ?? null,
        reviewStatus: reviewStatus(reviewFacts(earliestEnd, row.reviewId !== null, today)),
        incident:
          incidentId !== null && incidentStatus !== null && incidentByShop !== null
            ? { id: incidentId, status: incidentStatus, byShop: incidentByShop }
            : null,
      }),
    );
  }

  /**
   * Cancels one rental inside `tx`: the row stays with its order, its units are free at once
   * (rental_items.cancelled), and cancelling an order's last live line cancels the order. The
   * caller has checked mayCancel and locked what it needs.
   */
  async function cancelIn(tx: Executor, rental: Rental) {
    const [cancelled] = await tx
      .update(rentals)
      .set({ cancelledAt: sql`now()` })
      .where(and(eq(rentals.id, rental.id), isNull(rentals.cancelledAt)))
      .returning({ id: rentals.id, orderId: rentals.orderId });
    if (!cancelled) return false;
    await tx.update(rentalItems).set({ cancelled: true }).where(eq(rentalItems.rentalId, rental.id));
    await publish({ type: 'rental.cancelled', rentalId: rental.id, orderId: cancelled.orderId }, tx);
    // The order row is locked before its lines are counted: two lines cancelled at once cannot
    // both see the other still live.
    await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, cancelled.orderId)).for('update');
    const [stillLive] = await tx
      .select({ id: rentals.id })
      .from(rentals)
      .where(and(eq(rentals.orderId, cancelled.orderId), isNull(rentals.cancelledAt)))
      .limit(1);
    if (!stillLive) {
      await tx
        .update(orders)
        .set({ status: 'Cancelled', cancelledAt: sql`now()` })
        .where(eq(orders.id, cancelled.orderId));
      await publish({ type: 'order.cancelled', orderId: cancelled.orderId }, tx);
    }
    return true;
  }

  return {
    /** The user's rentals, newest first; cancelled ones only when asked for. */
    listForUser: (userId: string, language: Language = 'en', includeCancelled = false) =>
      load(and(eq(rentals.userId, userId), live(includeCancelled)), undefined, language),

    /** An order's lines, cancelled ones included (the order keeps them), in the order they were booked. */
    listForOrder: (orderId: number, language: Language = 'en') =>
      load(eq(rentals.orderId, orderId), { by: [asc(rentals.id)], limit: 1000 }, language),

    /** The user's own rental; someone else's answers as a missing one does. */
    async getForUser(userId: string, rentalId: number, language: Language = 'en'): Promise<Rental> {
      const [rental] = await load(and(eq(rentals.userId, userId), eq(rentals.id, rentalId)), undefined, language);
      if (!rental) throw new NotFoundError('Rental');
      return rental;
    },

    /** The user's live rental whose first day is the nearest from today on (today included), if any. */
    async nextForUser(userId: string, language: Language = 'en'): Promise<Rental | null> {
      const [rental] = await load(
        and(eq(rentals.userId, userId), gte(rentals.dateFrom, calendar.today()), isNull(rentals.cancelledAt)),
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
        query.orderId === undefined ? undefined : eq(rentals.orderId, query.orderId),
        // An order's lines are its history: filtered by order, cancelled lines show too.
        live(query.includeCancelled || query.orderId !== undefined),
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

    /**
     * Cancelling keeps the rental with its order and frees its units at once; shared/rental-rules
     * says who may, and when. (The route is still DELETE /api/rentals/{id}: the spec's delete button.)
     */
    async remove(requester: Requester, rentalId: number): Promise<void> {
      const [rental] = await load(eq(rentals.id, rentalId));
      if (!rental || (rental.userId !== requester.id && !requester.isAdmin)) throw new NotFoundError('Rental');
      if (rental.cancelledAt !== null)
        throw new ConflictError('ALREADY_CANCELLED', 'This rental was already cancelled.');
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
        // Cancelled by a request just before this one: nothing more to do, as a second click expects.
        if (!(await cancelIn(tx, rental)))
          throw new ConflictError('ALREADY_CANCELLED', 'This rental was already cancelled.');
        // Logged whenever an administrator cancels, their own rental included (decision 020).
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
     * each cancellation is in the audit log, as one by one would be. Rentals under way or with
     * an incident stay, and are counted in `kept`.
     */
    async cancelOpenFor(admin: Requester, userId: string): Promise<OpenRentalsCancelled> {
      const [customer] = await db.select({ id: user.id }).from(user).where(eq(user.id, userId));
      if (!customer) throw new NotFoundError('User');
      return db.transaction(async (tx) => {
        await tx.execute(sql`SELECT pg_advisory_xact_lock(${BOOKING_LOCK}, hashtext(${userId}))`);
        const today = calendar.today();
        const open = await load(
          and(eq(rentals.userId, userId), gte(rentals.dateTo, today), isNull(rentals.cancelledAt)),
          undefined,
          'en',
          tx,
        );
        const cancellable = open.filter((rental) => mayCancel(rental, today));
        const cancelled: number[] = [];
        for (const rental of cancellable) {
          if (!(await cancelIn(tx, rental))) continue;
          cancelled.push(rental.id);
          await recordAudit(tx, {
            actor: admin,
            action: 'delete',
            entity: 'rental',
            entityId: rental.id,
            before: rental,
          });
        }
        return { cancelled, kept: open.length - cancellable.length };
      });
    },

    /**
     * Books one line as a one-line order (decision 038): the server, not the client, picks the
     * units; missing stock is a 409 NOT_ENOUGH_STOCK as it always was. With an idempotency key,
     * a retry of the same request within IDEMPOTENCY_KEY_HOURS returns the rental the first one
     * made instead of booking again; the same key with another body is refused (422).
     */
    async create(
      requester: Requester,
      input: NewRental,
      idempotencyKey?: string,
      language: Language = 'en',
    ): Promise<{ rental: Rental; replayed: boolean }> {
      let placed: { orderId: number; replayed: boolean };
      try {
        placed = await booking.place(requester, [input], idempotencyKey, 'rental');
      } catch (error) {
        // One line: the refusal of its line is the request's, in the words of before orders.
        if (error instanceof OrderRefusedError) {
          const [line] = error.refusals;
          throw line?.code === 'NOT_ENOUGH_STOCK' || !line
            ? new ConflictError('NOT_ENOUGH_STOCK', NOT_ENOUGH_STOCK_MESSAGE)
            : new ConflictError(line.code, line.message);
        }
        if (error instanceof DomainError) error.lines = undefined;
        throw error;
      }
      const [rental] = await load(eq(rentals.orderId, placed.orderId), undefined, language);
      return { rental: rental!, replayed: placed.replayed };
    },
  };
}

export type RentalService = ReturnType<typeof createRentalService>;
