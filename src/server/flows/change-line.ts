import { eq, sql } from 'drizzle-orm';
import { type BookingLimits, bookingLimitMessage, isTooManyUnits } from '../../shared/booking-limits';
import type { Language } from '../../shared/languages';
import { fromCents, toCents } from '../../shared/money';
import type { LinePriceChange } from '../../shared/schemas/line-changes';
import type { OrderLineInput } from '../../shared/schemas/order';
import { type Actor, recordAudit } from '../audit';
import { freeUnitCount, freeUnitsQuery } from '../catalog/free-units';
import { inShopFirst } from '../db/units-out';
import type { Database, Executor } from '../db/client';
import { DEADLOCK, EXCLUSION_VIOLATION, sqlState } from '../db/errors';
import { rentals } from '../db/schema/rentals';
import { orders } from '../db/schema/orders';
import { ConflictError, InvalidInputError } from '../domain-errors';
import { giveBackDifference, lockChangeableLine, lockChangeableOrder, owedAfterCharge } from '../money/line-guard';
import type { LockedOrder } from '../money/order-ledger';
import type { Refunds } from '../money/refunds';
import { NOT_ENOUGH_STOCK_MESSAGE, type OrderBooking } from '../rentals/booking-terms';
import { shortageOf } from '../rentals/shortage';
import { bookingShortMessage } from '../../shared/refusal-reasons';

/*
 * Staff change a line of a customer's order: its daily price, how many it takes, or a new line.
 * Each is one transaction with the order locked; the order's balance follows from its lines.
 */

/*
 * Staff set one line's booked daily price, with a reason (decision 066). The order's
 * balance moves by exactly the difference x charged days x pieces; what was paid beyond the new
 * cost goes back at once (money/line-guard.ts). A higher price after the order's charge is a later
 * charge the counter takes, with its own invoice (decision 069).
 */

export function createLinePrice(db: Database, deps: { refunds: Refunds }) {
  const { refunds } = deps;
  return {
    async setDailyPrice(actor: Actor, orderId: number, rentalId: number, input: LinePriceChange): Promise<void> {
      const priceCents = toCents(input.dailyPrice);
      await db.transaction(async (tx) => {
        const { line, order } = await lockChangeableLine(tx, orderId, rentalId, 'price');
        if (priceCents === line.dailyPriceCents) return;
        const beforeCents = line.dailyPriceCents * line.chargedDays * line.pieces;
        const differenceCents = (priceCents - line.dailyPriceCents) * line.chargedDays * line.pieces;
        await tx.update(rentals).set({ dailyPriceCents: priceCents }).where(eq(rentals.id, rentalId));
        const laterCharge =
          differenceCents > 0 &&
          (await owedAfterCharge(tx, actor, order, { rentalId, ...line }, 'price', differenceCents));
        const refundCents =
          differenceCents < 0
            ? await giveBackDifference(tx, refunds, actor, order, differenceCents, {
                rentalId,
                lineChange: 'price',
                reason: input.reason,
              })
            : 0;
        await recordAudit(tx, {
          actor,
          action: 'edit',
          entity: 'rental',
          entityId: rentalId,
          before: {
            reference: order.reference,
            dailyPrice: fromCents(line.dailyPriceCents),
            total: fromCents(beforeCents),
          },
          after: {
            reference: order.reference,
            dailyPrice: fromCents(priceCents),
            total: fromCents(beforeCents + differenceCents),
            reason: input.reason,
            ...(refundCents > 0 ? { refund: fromCents(refundCents) } : {}),
            ...(laterCharge ? { laterCharge: fromCents(differenceCents) } : {}),
          },
        });
      });
    },
  };
}

export type LinePrice = ReturnType<typeof createLinePrice>;

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

/** The customer whose line it is: their own other rentals are told apart from others' in a refusal. */
async function customerOf(tx: Executor, rentalId: number): Promise<string> {
  const [row] = await tx.select({ userId: rentals.userId }).from(rentals).where(eq(rentals.id, rentalId));
  return row!.userId;
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
              ORDER BY ${inShopFirst('i')} LIMIT ${wanted} FOR UPDATE OF i SKIP LOCKED
            ) AS free
            RETURNING item_id`);
          if (rows.length === wanted) continue;
          // Fewer than asked: short on these dates, or held by a booking in flight (try again).
          const { rows: counted } = await tx.execute<{ free: number }>(
            sql`SELECT ${freeUnitCount(part.productId, line.dateFrom, line.dateTo)} AS free`,
          );
          const free = counted[0]?.free ?? 0;
          if (free + rows.length < wanted) {
            // Why, as a booking's refusal says it (issue 48): the customer's own other rental, the
            // product's buffer days, or no unit; over the line's units in all, its own rows left out.
            const why = await shortageOf(tx, {
              needs: parts.map((each) => ({ productId: each.productId, units: each.units * quantity })),
              range: line,
              userId: await customerOf(tx, rentalId),
              rentalId,
            });
            const refusal = new ConflictError('NOT_ENOUGH_STOCK', bookingShortMessage(why), 'quantity').because(why);
            // How many more pieces the line could take: whole kits for a kit.
            const available = line.pieces + Math.floor((free + rows.length) / part.units);
            refusal.lines = [{ index: 0, code: refusal.code, message: refusal.message, available, ...why }];
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

/*
 * Staff add a line to a customer's order (decision 067): booked by the same statement
 * and rules as a line of a checkout (flows/place-order.ts), at the product's price now, while the
 * order is live. The order's cost follows from its lines, so its balance moves by the new line's
 * total; after the order's charge that total is a later charge the counter takes (decision 069).
 */

export function createLineAdd(deps: { booking: OrderBooking }) {
  return {
    /** POST /api/admin/orders/{id}/lines: the new line's id. */
    async addLine(actor: Actor, orderId: number, input: OrderLineInput, language: Language): Promise<number> {
      let reference = '';
      let order: LockedOrder | undefined;
      return deps.booking.addLine(orderId, input, language, {
        async before(tx: Executor) {
          order = await lockChangeableOrder(tx, orderId);
          reference = order.reference;
          const [row] = await tx.select({ userId: orders.userId }).from(orders).where(eq(orders.id, orderId));
          return row!.userId;
        },
        async after(tx: Executor, rentalId: number) {
          const [line] = await tx
            .select({
              dailyPriceCents: rentals.dailyPriceCents,
              chargedDays: rentals.chargedDays,
              dateFrom: rentals.dateFrom,
              dateTo: rentals.dateTo,
            })
            .from(rentals)
            .where(eq(rentals.id, rentalId));
          const totalCents = line!.dailyPriceCents * line!.chargedDays * input.quantity;
          const laterCharge = await owedAfterCharge(tx, actor, order!, { rentalId, ...line! }, 'line', totalCents);
          await recordAudit(tx, {
            actor,
            action: 'create',
            entity: 'rental',
            entityId: rentalId,
            after: {
              reference,
              productId: input.productId,
              dateFrom: input.dateFrom,
              dateTo: input.dateTo,
              quantity: input.quantity,
              dailyPrice: fromCents(line!.dailyPriceCents),
              total: fromCents(totalCents),
              ...(laterCharge ? { laterCharge: fromCents(totalCents) } : {}),
            },
          });
        },
      });
    },
  };
}

export type LineAdd = ReturnType<typeof createLineAdd>;
