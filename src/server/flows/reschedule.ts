import { and, eq, inArray, sql } from 'drizzle-orm';
import type { BookingLimits } from '../../shared/booking-limits';
import type { DateRange, IsoDate } from '../../shared/calendar-date';
import type { Language } from '../../shared/languages';
import { piecesOf } from '../../shared/kits';
import { dailyPriceFor, rescheduledDailyCents } from '../../shared/duration-prices';
import { seasonalCents, seasonOn } from '../../shared/seasons';
import { fromCents } from '../../shared/money';
import { chargedDays, type OpeningRules } from '../../shared/opening-days';
import { mayCancel } from '../../shared/rental-rules';
import { removedCents, rescheduleKindOf, rescheduleRangeRefusal } from '../../shared/reschedule-rules';
import type { RescheduleQuote } from '../../shared/schemas/reschedule';
import type { Rental } from '../../shared/schemas/rental';
import { openingRulesOf, shopSettingsSchema } from '../../shared/schemas/settings';
import { recordAudit } from '../audit';
import { holdOpeningDays } from '../settings';
import type { Publish } from '../events';
import { freeUnitsQuery, pickFreeUnits } from '../catalog/free-units';
import { type ProductPricesJson, productPricesColumn, productPricesOf } from '../catalog/product-prices';
import type { Database, Executor } from '../db/client';
import { DEADLOCK, EXCLUSION_VIOLATION, sqlState } from '../db/errors';
import { items } from '../db/schema/catalog';
import { incidents, rentalChanges, rentalItems, rentals } from '../db/schema/rentals';
import { orders } from '../db/schema/orders';
import { ConflictError, DomainError, InvalidInputError, NotFoundError } from '../domain-errors';
import type { ShopCalendar } from '../shop-calendar';
import type { ChangeMoney } from '../rentals/change-money';
import type { RentalQueries } from '../rentals/queries';
import type { Requester } from '../rentals/requester';
import { shortageOf } from '../rentals/shortage';
import { rescheduleShortMessage } from '../../shared/refusal-reasons';

/*
 * Shortening or moving a rental before it starts (decision 048). Allowed when the
 * customer could cancel it now, on a range that passes every rule of a new booking and charges no
 * more days, re-priced for its new dates (rescheduledDailyCents). The units stay where they are free on the new dates; each that is not is replaced by
 * a free unit of its own product (a kit's part); the new dates go to `rentals` (rental_items follow by the cascade,
 * blocked_to by its trigger) and the exclusion constraint has the last word, all in one
 * transaction under the rental's row lock. What it takes off comes back by the cancellation
 * rules when the order was paid: money/ hands that in (rentals/change-money.ts).
 */

const DATES_TAKEN_MESSAGE =
  'Another booking has just taken a unit on these dates: nothing was changed. Choose other dates.';
const UNIT_TAKEN_MESSAGE =
  'This unit is booked, or kept back after a booking, on these dates: nothing was changed. Choose another unit or other dates.';

/** A unit the planner asks for in place of one of the rental's (POST /api/admin/rentals/{id}/move). */
type UnitMove = { itemId: number; replacesItemId?: number };

type Facts = Awaited<ReturnType<typeof readFacts>>;

/** The rental, its order's status, its incident and units, and the shop's settings; locked for a change. */
async function readFacts(ex: Executor, requester: Requester, rentalId: number, lock: boolean) {
  const query = ex
    .select({
      id: rentals.id,
      userId: rentals.userId,
      productId: rentals.productId,
      orderId: rentals.orderId,
      dateFrom: rentals.dateFrom,
      dateTo: rentals.dateTo,
      chargedDays: rentals.chargedDays,
      dailyPriceCents: rentals.dailyPriceCents,
      unitsPerKit: rentals.unitsPerKit,
      cancelledAt: rentals.cancelledAt,
      orderStatus: orders.status,
      incidentByShop: incidents.byShop,
      incidentId: incidents.id,
    })
    .from(rentals)
    .innerJoin(orders, eq(orders.id, rentals.orderId))
    .leftJoin(incidents, eq(incidents.rentalId, rentals.id))
    .where(eq(rentals.id, rentalId));
  const [rental] = lock ? await query.for('update', { of: rentals }) : await query;
  if (!rental || (rental.userId !== requester.id && !requester.isAdmin)) throw new NotFoundError('Rental');
  // Each unit with its own product: the rental's, or for a kit the part it is a unit of.
  const units = await ex
    .select({ itemId: rentalItems.itemId, productId: items.productId, checkedOutAt: rentalItems.checkedOutAt })
    .from(rentalItems)
    .innerJoin(items, eq(items.id, rentalItems.itemId))
    .where(eq(rentalItems.rentalId, rentalId));
  const { rows } = await ex.execute<{ value: unknown; prices: ProductPricesJson; kept: IsoDate[] }>(
    sql`SELECT (SELECT value FROM shop_settings WHERE id = 1) AS value, ${productPricesColumn([rental.productId])} AS prices,
      (SELECT coalesce(array_agg(kept.date::text), '{}') FROM rental_closed_days kept
        WHERE kept.rental_id = ${rentalId} AND kept.choice = 'keep') AS kept`,
  );
  const settings = shopSettingsSchema.parse(rows[0]?.value ?? {});
  return {
    rental,
    incident: rental.incidentId === null ? null : { byShop: rental.incidentByShop ?? false },
    units,
    // Pieces booked: its units, or for a kit its units over its units per kit; what it is charged by.
    pieces: piecesOf(units.length, rental.unitsPerKit),
    // A day the shop closed but kept open for this rental stays open for a change of its dates (decision 102).
    rules: { ...openingRulesOf(settings), keptOpen: rows[0]?.kept ?? [] },
    /** The product's prices now (a kit's own): what re-prices the line for its new dates. */
    prices: productPricesOf(rows[0]?.prices ?? null).get(rental.productId)!,
  };
}

/**
 * The line on `range`: its charged days by today's rules and its daily price, the booked one
 * moved by the product's prices for the new dates against the old (rescheduledDailyCents).
 */
function repriced({ rental, prices }: Facts, range: DateRange, rules: OpeningRules) {
  const days = chargedDays(range, rules);
  return {
    chargedDays: days,
    dailyPriceCents: rescheduledDailyCents(
      rental.dailyPriceCents,
      rental.chargedDays,
      days,
      // The old range at the days it was booked for, the new one at its own: priced alike today.
      seasonalCents(dailyPriceFor(prices, rental.chargedDays), seasonOn(rental.dateFrom, rules.seasons)),
      seasonalCents(dailyPriceFor(prices, days), seasonOn(range.dateFrom, rules.seasons)),
    ),
  };
}

/** The refusals that are about the rental as it stands, whatever the new dates. */
function checkRental({ rental, incident, units }: Facts, today: IsoDate) {
  if (rental.cancelledAt !== null) throw new ConflictError('ALREADY_CANCELLED', 'This rental was cancelled.');
  if (rental.orderStatus === 'AwaitingPayment') {
    throw new ConflictError(
      'ORDER_AWAITING_PAYMENT',
      'This order is still waiting for its online payment: pay it first, then change the dates.',
    );
  }
  if (rental.orderStatus !== 'Placed') {
    throw new ConflictError('ORDER_NOT_LIVE', 'This order was cancelled or not paid in time: its dates cannot change.');
  }
  if (!mayCancel({ dateFrom: rental.dateFrom, incident }, today)) {
    throw incident && !incident.byShop
      ? new ConflictError('HAS_INCIDENT', 'A rental with an incident cannot change its dates.')
      : new ConflictError('ALREADY_STARTED', 'This rental has already started: its dates can no longer change.');
  }
  if (units.some((unit) => unit.checkedOutAt !== null)) {
    throw new ConflictError(
      'UNIT_HANDED_OVER',
      'A unit of this rental was already handed over: its dates cannot change.',
    );
  }
}

/**
 * Which of the rental's units are free on the new range, its own rows left out, and whether each
 * product has enough other free units to replace the rest. Free as free-units.ts says
 * (operational, nothing blocking [first day, last day + the unit's product's buffer]); the
 * rental's own rows are the one thing that query cannot leave out, so its condition is repeated
 * here for them. A kit's units are its parts': each is kept or replaced as a unit of
 * its own product. Locked for a change.
 */
async function unitsOn(ex: Executor, facts: Facts, range: DateRange, lock: boolean) {
  const { rental, units } = facts;
  const ids = units.map((unit) => unit.itemId);
  const { rows } = await ex.execute<{ id: number; product_id: number; free: boolean }>(sql`
    SELECT i.id, i.product_id, (i.status = 'Operational' AND NOT EXISTS (
        SELECT 1 FROM rental_items other
        WHERE other.item_id = i.id AND other.rental_id <> ${rental.id} AND NOT other.cancelled
          AND daterange(other.date_from, other.blocked_to, '[]')
            && daterange(${range.dateFrom}::date, buffer_end(${range.dateTo}::date,
              (SELECT buffer_days FROM products WHERE id = i.product_id)), '[]')
      )) AS free
    FROM items i WHERE i.id = ANY(${`{${ids.join(',')}}`}::int[])
    ORDER BY i.id ${lock ? sql`FOR UPDATE OF i` : sql``}`);
  const keep = rows.filter((row) => row.free).map((row) => row.id);
  const replace = rows.filter((row) => !row.free);
  // How many of each product are to be replaced, by product id (the order bookings lock parts in).
  const byProduct = new Map<number, number>();
  for (const row of [...replace].sort((a, b) => a.product_id - b.product_id)) {
    byProduct.set(row.product_id, (byProduct.get(row.product_id) ?? 0) + 1);
  }
  const others = sql`i.id <> ALL(${`{${ids.join(',')}}`}::int[])`;
  if (byProduct.size > 0) {
    const wanted = [...byProduct.entries()];
    const { rows: short } = await ex.execute<{ product_id: number }>(sql`
      SELECT w.product_id FROM unnest(${`{${wanted.map(([id]) => id).join(',')}}`}::int[],
        ${`{${wanted.map(([, n]) => n).join(',')}}`}::int[]) AS w(product_id, n)
      WHERE (SELECT count(*) FROM (${freeUnitsQuery(sql`w.product_id`, range.dateFrom, range.dateTo)} AND ${others}) AS f) < w.n`);
    if (short.length > 0) throw await notEnough(ex, facts, range);
  }
  return { keep, replace: replace.map((row) => row.id), byProduct, others };
}

/**
 * The refusal of too few free units, saying why (issue 48): the customer's own other rental, the
 * product's buffer days, or no unit; over all of the rental's units, its own rows left out.
 */
async function notEnough(ex: Executor, facts: Facts, range: DateRange) {
  const counts = new Map<number, number>();
  for (const unit of facts.units) counts.set(unit.productId, (counts.get(unit.productId) ?? 0) + 1);
  const why = await shortageOf(ex, {
    needs: [...counts].sort(([a], [b]) => a - b).map(([productId, units]) => ({ productId, units })),
    range,
    userId: facts.rental.userId,
    rentalId: facts.rental.id,
  });
  return new ConflictError('NOT_ENOUGH_STOCK', rescheduleShortMessage(why)).because(why);
}

/** The figures a quote shows, refused or not: the line before, and after at its new daily price. */
function figures(facts: Facts, range: DateRange): RescheduleQuote {
  const { rental, rules, pieces } = facts;
  const after = repriced(facts, range, rules);
  const before = { chargedDays: rental.chargedDays, dailyPriceCents: rental.dailyPriceCents };
  const total = (line: typeof before) => fromCents(line.chargedDays * line.dailyPriceCents * pieces);
  return {
    allowed: false,
    refusal: null,
    kind: rescheduleKindOf(rental, range),
    dateFrom: range.dateFrom,
    dateTo: range.dateTo,
    chargedDaysBefore: rental.chargedDays,
    chargedDays: after.chargedDays,
    dailyPriceBefore: fromCents(rental.dailyPriceCents),
    dailyPrice: fromCents(after.dailyPriceCents),
    totalBefore: total(before),
    total: total(after),
    removed: fromCents(removedCents({ before, after }, pieces)),
    refund: '0.00',
    percent: 0,
    paid: false,
    unitsReplaced: 0,
  };
}

export function createRentalRescheduling(
  db: Database,
  calendar: ShopCalendar,
  deps: { queries: RentalQueries; publish: Publish; money: ChangeMoney; limits: BookingLimits },
) {
  const { publish, money, limits } = deps;

  /** Every check of the rental and the range; what the change would be. Throws the refusal. */
  function decide(facts: Facts, range: DateRange) {
    const today = calendar.today();
    checkRental(facts, today);
    const { rental, rules } = facts;
    const refusal = rescheduleRangeRefusal(rental, range, today, rules, limits);
    if (refusal) {
      const closed = refusal.code === 'CLOSED_ON_FIRST_DAY' || refusal.code === 'CLOSED_ON_LAST_DAY';
      throw new InvalidInputError(refusal.code, refusal.message, refusal.field).because(
        closed ? { reason: 'closed_day' } : undefined,
      );
    }
    const after = repriced(facts, range, rules);
    const before = { chargedDays: rental.chargedDays, dailyPriceCents: rental.dailyPriceCents };
    return {
      kind: rescheduleKindOf(rental, range),
      ...after,
      removedCents: removedCents({ before, after }, facts.pieces),
      line: { rentalId: rental.id, orderId: rental.orderId, firstDay: rental.dateFrom },
    };
  }

  /**
   * The unit the move asks for, in place of which of the rental's units: of that unit's own
   * product (a kit's part), in service, not already the rental's. Refused otherwise, naming the field.
   */
  async function targetOf(tx: Executor, facts: Facts, move: UnitMove) {
    const replaced =
      move.replacesItemId === undefined
        ? facts.units.length === 1
          ? facts.units[0]
          : undefined
        : facts.units.find((unit) => unit.itemId === move.replacesItemId);
    if (!replaced) {
      throw new InvalidInputError(
        'UNIT_NOT_ON_RENTAL',
        facts.units.length === 1
          ? 'This unit is not on the rental.'
          : "Say which of the rental's units the new one takes the place of (replacesItemId).",
        'replacesItemId',
      );
    }
    const [target] = await tx
      .select({ id: items.id, productId: items.productId, status: items.status })
      .from(items)
      .where(eq(items.id, move.itemId))
      .for('update');
    if (!target) throw new NotFoundError('Item');
    if (facts.units.some((unit) => unit.itemId === target.id)) {
      throw new InvalidInputError('UNIT_ALREADY_ON_RENTAL', 'This unit is on the rental already.', 'itemId');
    }
    if (target.productId !== replaced.productId) {
      throw new InvalidInputError('OTHER_PRODUCT', 'A rental moves only onto a unit of the same product.', 'itemId');
    }
    if (target.status !== 'Operational') {
      throw new ConflictError('UNIT_OUT_OF_SERVICE', 'This unit is out of service: choose another one.');
    }
    if (replaced.checkedOutAt !== null) {
      throw new ConflictError('UNIT_HANDED_OVER', 'This unit was handed over already: take it back at the desk first.');
    }
    return { replaced, target };
  }

  /** The planner's move onto another unit, the dates as they are (the exclusion constraint has the last word). */
  async function moveUnit(requester: Requester, rentalId: number, move: UnitMove) {
    await db.transaction(async (tx) => {
      const facts = await readFacts(tx, requester, rentalId, true);
      checkRental(facts, calendar.today());
      const { replaced, target } = await targetOf(tx, facts, move);
      const { rental } = facts;
      await tx
        .delete(rentalItems)
        .where(and(eq(rentalItems.rentalId, rentalId), eq(rentalItems.itemId, replaced.itemId)));
      await tx
        .insert(rentalItems)
        .values({ rentalId, itemId: target.id, dateFrom: rental.dateFrom, dateTo: rental.dateTo });
      await publish({ type: 'unit.swapped', rentalId, newItemId: target.id, replacedItemId: replaced.itemId }, tx);
      await recordAudit(tx, {
        actor: requester,
        action: 'swap',
        entity: 'rental',
        entityId: rentalId,
        before: { items: [replaced.itemId] },
        after: { items: [target.id] },
      });
    });
  }

  async function change(requester: Requester, rentalId: number, range: DateRange, move?: UnitMove) {
    return db.transaction(async (tx) => {
      // The opening days the new dates are checked by stay in force until this commits (decision 102).
      await holdOpeningDays(tx);
      const facts = await readFacts(tx, requester, rentalId, true);
      const decided = decide(facts, range);
      const chosen = move ? await targetOf(tx, facts, move) : null;
      const units = await unitsOn(tx, facts, range, true);
      const { others } = units;
      // The unit asked for takes the place of the one it replaces, whether that one is free or not.
      const keep = units.keep.filter((id) => id !== chosen?.replaced.itemId);
      const replace = chosen ? [...new Set([...units.replace, chosen.replaced.itemId])] : units.replace;
      const byProduct = new Map(units.byProduct);
      if (chosen && units.replace.includes(chosen.replaced.itemId)) {
        const left = byProduct.get(chosen.replaced.productId)! - 1;
        if (left > 0) byProduct.set(chosen.replaced.productId, left);
        else byProduct.delete(chosen.replaced.productId);
      }
      const { rental } = facts;
      // The units that stay move with the rental's dates (the cascade); the others go first, so
      // their old rows never meet the new dates, and free units take their places after.
      if (replace.length > 0) {
        await tx
          .delete(rentalItems)
          .where(and(eq(rentalItems.rentalId, rentalId), inArray(rentalItems.itemId, replace)));
      }
      await tx
        .update(rentals)
        .set({
          dateFrom: range.dateFrom,
          dateTo: range.dateTo,
          chargedDays: decided.chargedDays,
          dailyPriceCents: decided.dailyPriceCents,
        })
        .where(eq(rentals.id, rentalId));
      if (chosen) {
        await tx
          .insert(rentalItems)
          .values({ rentalId, itemId: chosen.target.id, dateFrom: range.dateFrom, dateTo: range.dateTo });
      }
      for (const [productId, wanted] of byProduct) {
        const picked = await pickFreeUnits(
          tx,
          productId,
          range,
          wanted,
          chosen ? sql`${others} AND i.id <> ${chosen.target.id}` : others,
        );
        if (picked.length < wanted) throw await notEnough(tx, facts, range);
        await tx
          .insert(rentalItems)
          .values(
            picked.map((unit) => ({ rentalId, itemId: unit.id, dateFrom: range.dateFrom, dateTo: range.dateTo })),
          );
      }
      const [row] = await tx
        .insert(rentalChanges)
        .values({
          rentalId,
          kind: decided.kind,
          status: 'done',
          dateFromBefore: rental.dateFrom,
          dateToBefore: rental.dateTo,
          dateFromAfter: range.dateFrom,
          dateToAfter: range.dateTo,
          chargedDaysBefore: rental.chargedDays,
          chargedDaysAfter: decided.chargedDays,
          dailyPriceCentsBefore: rental.dailyPriceCents,
          amountCents: 0,
          actorId: requester.id,
        })
        .returning({ id: rentalChanges.id });
      const changeId = row!.id;
      const refund = await money.refund(tx, decided.line, decided.removedCents, changeId, requester);
      // Paid: what comes back; unpaid: what will no longer be due at pick-up (decision 048).
      const amountCents = -(refund.paid ? refund.refundCents : decided.removedCents);
      if (amountCents !== 0) {
        await tx.update(rentalChanges).set({ amountCents }).where(eq(rentalChanges.id, changeId));
      }
      await publish({ type: 'rental.rescheduled', rentalId, orderId: rental.orderId, changeId }, tx);
      // Logged whenever an administrator changes a rental, as a cancellation is (decision 020).
      if (requester.isAdmin) {
        const unitIds = [...keep, ...replace];
        await recordAudit(tx, {
          actor: requester,
          action: 'edit',
          entity: 'rental',
          entityId: rentalId,
          before: {
            dateFrom: rental.dateFrom,
            dateTo: rental.dateTo,
            chargedDays: rental.chargedDays,
            dailyPrice: fromCents(rental.dailyPriceCents),
            items: unitIds,
          },
          after: {
            ...range,
            chargedDays: decided.chargedDays,
            dailyPrice: fromCents(decided.dailyPriceCents),
            refund: fromCents(refund.refundCents),
          },
        });
      }
    });
  }

  return {
    /** GET /api/rentals/{id}/reschedule: what the change would do, or why it is refused (200 either way). */
    async rescheduleQuote(requester: Requester, rentalId: number, range: DateRange): Promise<RescheduleQuote> {
      const facts = await readFacts(db, requester, rentalId, false);
      const shown = figures(facts, range);
      try {
        const decided = decide(facts, range);
        const { replace } = await unitsOn(db, facts, range, false);
        const refund = await money.quote(decided.line, decided.removedCents);
        return {
          ...shown,
          allowed: true,
          refund: fromCents(refund.refundCents),
          percent: refund.percent,
          paid: refund.paid,
          unitsReplaced: replace.length,
        };
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        return { ...shown, refusal: { code: error.code, message: error.message, ...error.detail } };
      }
    },

    /**
     * POST /api/rentals/{id}/reschedule: shortens or moves the rental, all or nothing. A unit taken
     * by a booking that committed between the pick and the write is refused by the exclusion
     * constraint: a 409, and nothing changed.
     */
    async reschedule(
      requester: Requester,
      rentalId: number,
      range: DateRange,
      language: Language = 'en',
    ): Promise<Rental> {
      try {
        await change(requester, rentalId, range);
      } catch (error) {
        const state = sqlState(error);
        if (state === EXCLUSION_VIOLATION || state === DEADLOCK)
          throw new ConflictError('DATES_TAKEN', DATES_TAKEN_MESSAGE);
        throw error;
      }
      return requester.isAdmin ? deps.queries.get(rentalId) : deps.queries.getForUser(requester.id, rentalId, language);
    },

    /**
     * POST /api/admin/rentals/{id}/move (the planner): new dates as a reschedule makes them
     * (the same rules, re-priced, its refund and mail), and optionally onto another unit of the
     * same product, all in one transaction; only the unit when the dates stay. A unit or dates
     * taken meanwhile: 409, nothing changed.
     */
    async move(requester: Requester, rentalId: number, input: DateRange & Partial<UnitMove>): Promise<Rental> {
      const { dateFrom, dateTo, itemId, replacesItemId } = input;
      const unit = itemId === undefined ? undefined : { itemId, replacesItemId };
      const current = await readFacts(db, requester, rentalId, false);
      const sameDates = current.rental.dateFrom === dateFrom && current.rental.dateTo === dateTo;
      try {
        if (sameDates && unit) await moveUnit(requester, rentalId, unit);
        else await change(requester, rentalId, { dateFrom, dateTo }, unit);
      } catch (error) {
        const state = sqlState(error);
        if (state === EXCLUSION_VIOLATION || state === DEADLOCK) {
          throw unit
            ? new ConflictError('UNIT_TAKEN', UNIT_TAKEN_MESSAGE)
            : new ConflictError('DATES_TAKEN', DATES_TAKEN_MESSAGE);
        }
        throw error;
      }
      return deps.queries.get(rentalId);
    },
  };
}

export type RentalRescheduling = ReturnType<typeof createRentalRescheduling>;
