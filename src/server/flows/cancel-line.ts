import { and, eq, gte, isNull, sql } from 'drizzle-orm';
import { mayCancel } from '../../shared/rental-rules';
import type { OpenRentalsCancelled, Rental } from '../../shared/schemas/rental';
import { recordAudit } from '../audit';
import type { Publish } from '../events';
import type { Database, Executor } from '../db/client';
import { user } from '../db/schema/auth';
import { incidents, rentalItems, rentals } from '../db/schema/rentals';
import { orders } from '../db/schema/orders';
import { ConflictError, NotFoundError } from '../domain-errors';
import type { ShopCalendar } from '../shop-calendar';
import { BOOKING_LOCK } from '../rentals/booking-terms';
import type { RentalQueries } from '../rentals/queries';
import type { Requester } from '../rentals/requester';

/*
 * Cancelling: the rental stays with its order (its history), its units are free at once, and
 * the order is cancelled with its last live line (decision 038).
 */

/**
 * What else a cancelled line brings, run in the cancel's transaction after the order row is
 * locked: app/services.ts hands in money's refund by the cancellation rules. `by` is who
 * cancelled.
 */
export type OnLineCancelled = (rental: Rental, by: Requester, tx: Executor) => Promise<void>;

export type LineCancelling = ReturnType<typeof createRentalCancelling>;

export function createRentalCancelling(
  db: Database,
  calendar: ShopCalendar,
  deps: { queries: RentalQueries; publish: Publish; onLineCancelled?: OnLineCancelled },
) {
  const { publish, onLineCancelled } = deps;
  const { load } = deps.queries;

  /**
   * Cancels one rental inside `tx`: the row stays with its order, its units are free at once
   * (rental_items.cancelled), and cancelling an order's last live line cancels the order. The
   * caller has checked mayCancel and locked what it needs.
   */
  async function cancelIn(tx: Executor, rental: Rental, by: Requester) {
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
    await onLineCancelled?.(rental, by, tx);
    return true;
  }

  /** Refuses a line that may no longer be cancelled (shared/rental-rules), with the reason. */
  function refuseUnlessCancellable(rental: Rental) {
    if (rental.cancelledAt !== null) throw new ConflictError('ALREADY_CANCELLED', 'This rental was already cancelled.');
    if (!mayCancel(rental, calendar.today())) {
      throw rental.incident && !rental.incident.byShop
        ? new ConflictError('HAS_INCIDENT', 'A rental with an incident cannot be deleted.')
        : new ConflictError('ALREADY_STARTED', 'This rental has already started and can no longer be cancelled.');
    }
  }

  /**
   * One line cancelled by `requester` inside `tx`, as a request to cancel it does: an
   * administrator's incident on it goes with it, and an administrator's cancel is audited. False
   * when a request just before this one cancelled it already.
   */
  async function cancelAsked(tx: Executor, rental: Rental, requester: Requester): Promise<boolean> {
    // An administrator's incident on the rental goes with it (mayCancel); the shop keeps it in
    // the audit log, whoever cancelled (decision 035).
    const [shopIncident] = await tx
      .delete(incidents)
      .where(and(eq(incidents.rentalId, rental.id), eq(incidents.byShop, true)))
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
    if (!(await cancelIn(tx, rental, requester))) return false;
    // Logged whenever an administrator cancels, their own rental included (decision 020).
    if (requester.isAdmin) {
      await recordAudit(tx, {
        actor: requester,
        action: 'delete',
        entity: 'rental',
        entityId: rental.id,
        before: rental,
      });
    }
    return true;
  }

  return {
    /**
     * Cancelling keeps the rental with its order and frees its units at once; shared/rental-rules
     * says who may, and when. (The route is still DELETE /api/rentals/{id}: the spec's delete button.)
     */
    async remove(requester: Requester, rentalId: number): Promise<void> {
      const [rental] = await load(eq(rentals.id, rentalId));
      if (!rental || (rental.userId !== requester.id && !requester.isAdmin)) throw new NotFoundError('Rental');
      refuseUnlessCancellable(rental);
      await db.transaction(async (tx) => {
        // Cancelled by a request just before this one: nothing more to do, as a second click expects.
        if (!(await cancelAsked(tx, rental, requester)))
          throw new ConflictError('ALREADY_CANCELLED', 'This rental was already cancelled.');
      });
    },

    /**
     * Every live line of an order cancelled in one step (one transaction, so one mail tells it
     * with its refund: mail/cancellation-mail.ts), as cancelling each would: the customer's own
     * order, any for staff. All or none: a line that may no longer be cancelled refuses the
     * order with its reason (409 ALREADY_STARTED, HAS_INCIDENT; ALREADY_CANCELLED when none is left).
     */
    async cancelOrder(requester: Requester, orderId: number): Promise<void> {
      const [order] = await db.select({ userId: orders.userId }).from(orders).where(eq(orders.id, orderId));
      if (!order || (order.userId !== requester.id && !requester.isAdmin)) throw new NotFoundError('Order');
      const lines = await load(and(eq(rentals.orderId, orderId), isNull(rentals.cancelledAt)));
      if (lines.length === 0) throw new ConflictError('ALREADY_CANCELLED', 'This order was already cancelled.');
      lines.forEach(refuseUnlessCancellable);
      await db.transaction(async (tx) => {
        let cancelled = 0;
        for (const line of lines) if (await cancelAsked(tx, line, requester)) cancelled += 1;
        // Every line cancelled by requests just before this one.
        if (cancelled === 0) throw new ConflictError('ALREADY_CANCELLED', 'This order was already cancelled.');
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
          if (!(await cancelIn(tx, rental, admin))) continue;
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
  };
}
