import { sql } from 'drizzle-orm';
import { type BookingLimits, bookingLimitMessage, isTooManyUnits } from '../../shared/booking-limits';
import { fromCents } from '../../shared/money';
import { type Actor, recordAudit } from '../audit/record';
import { freeUnitCount, freeUnitsQuery } from '../catalog/free-units';
import type { Database, Executor } from '../db/client';
import { DEADLOCK, EXCLUSION_VIOLATION, sqlState } from '../db/errors';
import { ConflictError, InvalidInputError } from '../domain-errors';
import { NOT_ENOUGH_STOCK_MESSAGE } from '../rentals/booking';
import { giveBackDifference, lockChangeableLine, owedAfterCharge } from './line-guard';
import type { Refunds } from './refunds';

/*
 * Staff change how many of a line's product (or kit) the customer takes (decision
 * 067). Fewer: the units taken off are free at once and what was paid for them beyond the new
 * cost goes back, with a credit note on an invoiced order. More: free units on the line's dates
 * are added under the exclusion constraint, as a booking takes them; after the order's charge what
 * they add is a later charge the counter takes (decision 069).
 * A kit's pieces keep the parts they were booked with: each piece added or taken off is that
 * many units of each part.
 */

/** Waits between tries when free units are held by a booking in flight (its commit frees or takes them). */
const HELD_WAITS_MS = [10, 40, 160];

class UnitsHeld extends Error {}

/** The units of each product a piece of the line holds (one product for a plain line, each part for a kit). */
async function perPiece(tx: Executor, rentalId: number, pieces: number) {
  const { rows } = await tx.execute<{ product_id: number; units: number }>(sql`
    SELECT i.product_id, count(*)::int AS units FROM rental_items ri JOIN items i ON i.id = ri.item_id
    WHERE ri.rental_id = ${rentalId} GROUP BY i.product_id ORDER BY i.product_id`);
  return rows.map((row) => ({ productId: row.product_id, units: row.units / pieces }));
}

export function createLineQuantity(db: Database, deps: { refunds: Refunds; limits: BookingLimits }) {
  const { refunds, limits } = deps;

  async function attempt(actor: Actor, orderId: number, rentalId: number, quantity: number) {
    await db.transaction(async (tx) => {
      const { line, order } = await lockChangeableLine(tx, orderId, rentalId, 'quantity');
      if (quantity === line.pieces) return;
      if (line.handedOut > 0) {
        throw new ConflictError(
          'UNIT_HANDED_OVER',
          'A unit of this line was already handed over: its number of units cannot change.',
        );
      }
      const parts = await perPiece(tx, rentalId, line.pieces);
      const differenceCents = (quantity - line.pieces) * line.dailyPriceCents * line.chargedDays;
      let refundCents = 0;
      let laterCharge = false;
      if (quantity > line.pieces) {
        if (isTooManyUnits(quantity, limits)) {
          throw new InvalidInputError('TOO_MANY_UNITS', bookingLimitMessage.TOO_MANY_UNITS(limits), 'quantity');
        }
        const more = quantity - line.pieces;
        // Product by product in id order, as a booking takes them, so two changes lock in the same order.
        for (const part of parts) {
          const wanted = part.units * more;
          const { rows } = await tx.execute<{ item_id: number }>(sql`
            INSERT INTO rental_items (rental_id, item_id, date_from, date_to)
            SELECT ${rentalId}, free.id, ${line.dateFrom}::date, ${line.dateTo}::date FROM (
              ${freeUnitsQuery(part.productId, line.dateFrom, line.dateTo)}
              ORDER BY i.id LIMIT ${wanted} FOR UPDATE OF i SKIP LOCKED
            ) AS free
            RETURNING item_id`);
          if (rows.length === wanted) continue;
          // Fewer than asked: short on these dates, or held by a booking in flight (try again).
          const { rows: counted } = await tx.execute<{ free: number }>(
            sql`SELECT ${freeUnitCount(part.productId, line.dateFrom, line.dateTo)} AS free`,
          );
          const free = counted[0]?.free ?? 0;
          if (free + rows.length < wanted) {
            const refusal = new ConflictError('NOT_ENOUGH_STOCK', NOT_ENOUGH_STOCK_MESSAGE, 'quantity');
            // How many more pieces the line could take: whole kits for a kit.
            const available = line.pieces + Math.floor((free + rows.length) / part.units);
            refusal.lines = [{ index: 0, code: refusal.code, message: refusal.message, available }];
            throw refusal;
          }
          throw new UnitsHeld();
        }
        laterCharge = await owedAfterCharge(tx, actor, order, { rentalId, ...line }, 'units', differenceCents);
      } else {
        const fewer = line.pieces - quantity;
        for (const part of parts) {
          // Never a unit the desk hands over meanwhile: the row is checked again as it is deleted
          // (its new version, under READ COMMITTED), and a change that finds one is undone.
          const { rowCount } = await tx.execute(sql`
            DELETE FROM rental_items WHERE rental_id = ${rentalId} AND checked_out_at IS NULL AND item_id IN (
              SELECT ri.item_id FROM rental_items ri JOIN items i ON i.id = ri.item_id
              WHERE ri.rental_id = ${rentalId} AND i.product_id = ${part.productId}
              ORDER BY i.serial_number DESC LIMIT ${part.units * fewer})`);
          if (rowCount !== part.units * fewer) {
            throw new ConflictError(
              'UNIT_HANDED_OVER',
              'A unit of this line was already handed over: its number of units cannot change.',
            );
          }
        }
        refundCents = await giveBackDifference(tx, refunds, actor, order, differenceCents, {
          rentalId,
          lineChange: 'quantity',
          reason: null,
        });
      }
      const beforeCents = line.dailyPriceCents * line.chargedDays * line.pieces;
      await recordAudit(tx, {
        actor,
        action: 'edit',
        entity: 'rental',
        entityId: rentalId,
        before: { reference: order.reference, quantity: line.pieces, total: fromCents(beforeCents) },
        after: {
          reference: order.reference,
          quantity,
          total: fromCents(beforeCents + differenceCents),
          ...(refundCents > 0 ? { refund: fromCents(refundCents) } : {}),
          ...(laterCharge ? { laterCharge: fromCents(differenceCents) } : {}),
        },
      });
    });
  }

  return {
    /** PATCH /api/admin/orders/{id}/lines/{rentalId} with `quantity`: the line's pieces set to `quantity`. */
    async setQuantity(actor: Actor, orderId: number, rentalId: number, quantity: number): Promise<void> {
      for (const wait of [...HELD_WAITS_MS, undefined]) {
        try {
          return await attempt(actor, orderId, rentalId, quantity);
        } catch (error) {
          const state = sqlState(error);
          const retry = error instanceof UnitsHeld || state === EXCLUSION_VIOLATION || state === DEADLOCK;
          if (!retry) throw error;
          if (wait === undefined) throw new ConflictError('NOT_ENOUGH_STOCK', NOT_ENOUGH_STOCK_MESSAGE, 'quantity');
          await new Promise((resolve) => setTimeout(resolve, wait));
        }
      }
    },
  };
}

export type LineQuantity = ReturnType<typeof createLineQuantity>;
