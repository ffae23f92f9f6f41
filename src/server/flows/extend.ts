import { sql } from 'drizzle-orm';
import type { BookingLimits } from '../../shared/booking-limits';
import type { IsoDate } from '../../shared/calendar-date';
import type { Language } from '../../shared/languages';
import { fromCents } from '../../shared/money';
import { type ExtensionRefusalCode, extensionRefusalMessage } from '../../shared/rental-extension';
import { extensionShortMessage, type RefusalDetail } from '../../shared/refusal-reasons';
import type { ExtensionQuote, RentalExtension } from '../../shared/schemas/rental-extension';
import { recordAudit } from '../audit';
import { holdOpeningDays } from '../settings';
import type { Publish } from '../events';
import type { Database } from '../db/client';
import { EXCLUSION_VIOLATION, sqlState } from '../db/errors';
import { ConflictError, InvalidInputError, NotFoundError } from '../domain-errors';
import type { ShopCalendar } from '../shop-calendar';
import { type ExtensionPayment, ExtensionPaymentUnavailableError } from '../rentals/extension-payment';
import { extensionFacts, planExtension } from '../rentals/extension-plan';
import type { RentalReader } from '../rentals/queries';
import type { Requester } from '../rentals/requester';

/*
 * A customer extends a rental from their account (decision 047). One transaction with
 * the rental and its order locked: the rules, the units (a replacement picked before check-out),
 * the new dates written into `rentals` (date_to cascades to rental_items, the trigger recomputes
 * blocked_to) and the change recorded. The exclusion constraint decides whether the units are
 * free: a booking that took them first makes it roll back whole (409 UNIT_NOT_FREE).
 */

/** Refusals about the day asked for are 400 on `dateTo`; the rental's state and the units, 409. */
const DATE_REFUSALS = new Set<ExtensionRefusalCode>([
  'NOT_LATER',
  'CLOSED_ON_LAST_DAY',
  'RENTAL_TOO_LONG',
  'BEYOND_BOOKING_HORIZON',
]);

export function createRentalExtension(
  db: Database,
  calendar: ShopCalendar,
  deps: { queries: RentalReader; publish: Publish; limits: BookingLimits; online?: ExtensionPayment },
) {
  const { queries, publish, limits } = deps;

  /** The refusal's message: for the units, by why they are short (issue 48). */
  const messageOf = (code: ExtensionRefusalCode, detail?: RefusalDetail) =>
    code === 'UNIT_NOT_FREE' && detail ? extensionShortMessage(detail) : extensionRefusalMessage(code, limits);

  const refusal = (code: ExtensionRefusalCode, detail?: RefusalDetail) => {
    const message = messageOf(code, detail);
    return (
      DATE_REFUSALS.has(code) ? new InvalidInputError(code, message, 'dateTo') : new ConflictError(code, message)
    ).because(detail);
  };

  /** Customers their own rentals; administrators any (as cancelling). Another's is 404, as a missing one. */
  const mayAct = (requester: Requester, userId: string) => requester.isAdmin || requester.id === userId;

  async function apply(requester: Requester, rentalId: number, dateTo: IsoDate) {
    return db.transaction(async (tx) => {
      // The opening days the new last day is checked by stay in force until this commits (decision 102).
      await holdOpeningDays(tx);
      const facts = await extensionFacts(tx, rentalId, true);
      if (!facts || !mayAct(requester, facts.userId)) throw new NotFoundError('Rental');
      const plan = await planExtension(tx, facts, dateTo, calendar.today(), limits, true);
      if (plan.refusal) throw refusal(plan.refusal, plan.detail);
      const online = facts.paymentMethod === 'online';
      if (online && !deps.online) throw new ExtensionPaymentUnavailableError();
      // Replaced while the old dates still stand: the new unit is free over the whole new range.
      for (const { from, to } of plan.replacements) {
        await tx.execute(
          sql`UPDATE rental_items SET item_id = ${to} WHERE rental_id = ${rentalId} AND item_id = ${from}`,
        );
      }
      const chargedDaysAfter = facts.chargedDays + plan.addedChargedDays;
      await tx.execute(
        sql`UPDATE rentals SET date_to = ${dateTo}::date, charged_days = ${chargedDaysAfter},
          daily_price_cents = ${plan.dailyPriceCentsAfter} WHERE id = ${rentalId}`,
      );
      const holdExpiresAt = online ? deps.online!.holdEnd() : null;
      const { rows } = await tx.execute<{ id: number }>(sql`
        INSERT INTO rental_changes (rental_id, kind, status, date_from_before, date_to_before, date_from_after,
          date_to_after, charged_days_before, charged_days_after, daily_price_cents_before, amount_cents, hold_expires_at, actor_id)
        VALUES (${rentalId}, 'extend', ${online ? 'pending' : 'done'}, ${facts.dateFrom}::date, ${facts.dateTo}::date,
          ${facts.dateFrom}::date, ${dateTo}::date, ${facts.chargedDays}, ${chargedDaysAfter},
          ${plan.dailyPriceCentsAfter === facts.dailyPriceCents ? null : facts.dailyPriceCents}::int, ${plan.amountCents},
          ${holdExpiresAt?.toISOString() ?? null}::timestamptz, ${requester.id})
        RETURNING id`);
      const changeId = rows[0]!.id;
      // An online order's change is in force, and announced, when Stripe's webhook says it is paid.
      if (online) await deps.online!.held(changeId, holdExpiresAt!, tx);
      else await publish({ type: 'rental.extended', rentalId, orderId: facts.orderId, changeId }, tx);
      // Administrators' actions on a customer's rental are in the audit log (decision 020).
      if (requester.isAdmin) {
        await recordAudit(tx, {
          actor: requester,
          action: 'edit',
          entity: 'rental',
          entityId: rentalId,
          before: {
            dateTo: facts.dateTo,
            chargedDays: facts.chargedDays,
            dailyPrice: fromCents(facts.dailyPriceCents),
          },
          after: {
            dateTo,
            chargedDays: chargedDaysAfter,
            dailyPrice: fromCents(plan.dailyPriceCentsAfter),
            amount: fromCents(plan.amountCents),
          },
        });
      }
      return { changeId, online, plan, holdExpiresAt };
    });
  }

  return {
    /** What extending to `dateTo` would add and cost now, or why it cannot be; nothing is held. */
    async quote(requester: Requester, rentalId: number, dateTo: IsoDate): Promise<ExtensionQuote> {
      return db.transaction(async (tx) => {
        const facts = await extensionFacts(tx, rentalId, false);
        if (!facts || !mayAct(requester, facts.userId)) throw new NotFoundError('Rental');
        const plan = await planExtension(tx, facts, dateTo, calendar.today(), limits, false);
        return {
          dateFrom: facts.dateFrom,
          dateTo,
          addedDays: plan.addedDays,
          chargedDays: plan.addedChargedDays,
          amount: fromCents(plan.amountCents),
          payment: facts.paymentMethod,
          unitReplaced: plan.replacements.length > 0,
          refusal: plan.refusal && {
            code: plan.refusal,
            message: messageOf(plan.refusal, plan.detail),
            ...plan.detail,
          },
        };
      });
    },

    /**
     * Extends the rental to `dateTo`: in force at once for an order paid at the counter (the
     * difference is due there); pending, with a Checkout Session for the difference, for one paid online.
     */
    async extend(
      requester: Requester,
      rentalId: number,
      dateTo: IsoDate,
      language: Language,
    ): Promise<RentalExtension> {
      let applied: Awaited<ReturnType<typeof apply>>;
      try {
        applied = await apply(requester, rentalId, dateTo);
      } catch (error) {
        // A booking took a unit on the new days after the plan looked: the constraint refused the
        // new dates and nothing was written.
        if (sqlState(error) === EXCLUSION_VIOLATION) throw refusal('UNIT_NOT_FREE', { reason: 'no_stock' });
        throw error;
      }
      const checkoutUrl = applied.online ? await deps.online!.checkout(applied.changeId, language) : null;
      const rental = await queries.find(rentalId, language);
      return {
        changeId: applied.changeId,
        status: applied.online ? 'pending' : 'done',
        amount: fromCents(applied.plan.amountCents),
        addedDays: applied.plan.addedDays,
        unitReplaced: applied.plan.replacements.length > 0,
        checkoutUrl,
        holdExpiresAt: applied.holdExpiresAt?.toISOString() ?? null,
        rental: rental!,
      };
    },
  };
}

export type RentalExtensionService = ReturnType<typeof createRentalExtension>;
