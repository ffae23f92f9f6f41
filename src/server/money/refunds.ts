import { sql } from 'drizzle-orm';
import type { IsoDate } from '../../shared/calendar-date';
import { costOfLine } from '../../shared/discounts';
import { fromCents } from '../../shared/money';
import { type CancellationRules, refundByRules } from '../../shared/refund-rules';
import type { CancellationRefund } from '../../shared/schemas/payments';
import type { Rental } from '../../shared/schemas/rental';
import type { ShopSettings } from '../../shared/schemas/settings';
import type { SettingsService } from '../settings';
import type { Database, Executor } from '../db/client';
import type { Requester } from '../rentals/requester';
import type { ChangedLine, ChangeMoney, ChangeRefund } from '../rentals/change-money';
import type { ShopCalendar } from '../shop-calendar';
import {
  lineTotalCents,
  auditRefund,
  liveSumsOf,
  lockOrder,
  moneySnapshot,
  owedBackAfter,
  owedOfLine,
  readState,
  stateOf,
} from './order-ledger';
import { addFee, addRefundIn, endGoodwillBeyondCost, type RefundAdder, type RefundWriting } from './add-refund';
import { createCounterRefunds } from './counter-refunds';
import { adjustmentsOf } from './order-money';

/*
 * Refunds (decision 043). A refund goes back the way the money came: through Stripe when the
 * order was paid online (a pending row and the job that asks Stripe, refund-task.ts), else at
 * the counter, where it is pending, owed to the customer, until an administrator marks it given.
 * A customer's cancellation of a paid line refunds by the shop's cancellation rules
 * (shared/refund-rules.ts); an administrator refunds any part of what is left by hand, with a reason.
 * Never more than was paid and not yet refunded: every refund is decided under the order's lock.
 */

type Deps = RefundWriting & { settings: SettingsService };

/**
 * The shop's cancellation rules on `cents` taken off a line whose first day is `firstDay`: what
 * they give back and what they keep as a fee. They apply to an order with money paid; one with
 * nothing paid simply costs less.
 */
function rulesOn(rules: CancellationRules, firstDay: IsoDate, cents: number, today: IsoDate, paid: boolean) {
  if (!paid || cents <= 0) return { ruleRefundCents: 0, feeCents: 0, percent: 0 };
  const rule = refundByRules(rules, firstDay, cents, today);
  return { ruleRefundCents: rule.refundCents, feeCents: cents - rule.refundCents, percent: rule.percent };
}

/** Everything back, on any day before the first: what the shop promised when it closed one of the rental's days. */
const FULL_REFUND: CancellationRules = { fullRefundDaysBefore: 0, lateRefundPercent: 100 };

/**
 * The rules a cancellation of the rental is refunded by: the shop's, or everything back while the
 * rental still picks up or returns on a day the shop closed and told its customer about (decision
 * 099): cancelling was one of the options that mail gave. A rental moved off that day is back
 * under the shop's rules.
 */
async function cancellationRulesOf(ex: Executor, settings: ShopSettings, rentalId: number): Promise<CancellationRules> {
  const { rows } = await ex.execute<{ told: boolean }>(sql`
    SELECT EXISTS (
      SELECT 1 FROM rental_closed_days n JOIN rentals r ON r.id = n.rental_id
      WHERE n.rental_id = ${rentalId} AND n.choice = 'notify'
        AND n.date = CASE WHEN n.kind = 'pick-up' THEN r.date_from ELSE r.date_to END) AS told`);
  return rows[0]?.told ? FULL_REFUND : settings.cancellation;
}

/**
 * An order paid on invoice whose documents ask more than it now costs (a line cancelled before
 * the invoice was paid): a credit note takes the difference off its invoice, so what the documents
 * ask is what the order costs (decision 091). Nothing for an order without an invoice on account.
 */
async function correctOnAccount(tx: Executor, invoicing: Deps['invoicing'], orderId: number) {
  const documented = await invoicing.documentedOnAccount(tx, orderId);
  if (documented === null) return;
  const costCents = (await liveSumsOf(tx, orderId)).totalCents + (await adjustmentsOf(tx, orderId));
  if (documented > costCents) await invoicing.forOnAccountCorrection(tx, orderId, documented - costCents);
}

export function createRefunds(db: Database, calendar: ShopCalendar, deps: Deps) {
  const { settings } = deps;
  const addRefund: RefundAdder = (...args) => addRefundIn(deps, ...args);

  return {
    addRefund,
    ...createCounterRefunds(db, addRefund),

    /** GET /api/rentals/{id}/cancellation-refund: what cancelling the (customer's own) rental now gives back. */
    async quote(rental: Rental): Promise<CancellationRefund> {
      const [shop, state] = await Promise.all([settings.read(), readState(db, rental.orderId)]);
      const paid = state.totals.paidCents > 0;
      if (rental.cancelledAt !== null) return { refund: fromCents(0), percent: 0, paid };
      const owedCents = await owedOfLine(db, state, rental.id);
      // What the line costs: its rent less its discount plus its waiver (shared/discounts.ts).
      const costCents = costOfLine(rental);
      const cancellation = await cancellationRulesOf(db, shop, rental.id);
      const rules = rulesOn(cancellation, rental.dateFrom, costCents - owedCents, calendar.today(), paid);
      const owedBack = await owedBackAfter(db, state, costCents, rules.feeCents, owedCents);
      return { refund: fromCents(Math.min(rules.ruleRefundCents, owedBack)), percent: rules.percent, paid };
    },

    /**
     * The hook rentals/cancelling.ts runs in the cancel's transaction, after it locked the order
     * row: a line of an order with money paid is cancelled by the rules, which keep a fee and give
     * back the rest of what was paid for it, as far as the order was paid beyond what it still
     * costs. An administrator's cancellation is in the audit log with the refund it brought; a
     * customer's is theirs, as every cancellation of their own.
     */
    async onLineCancelled(rental: Rental, by: Requester, tx: Executor): Promise<void> {
      const order = await lockOrder(tx, rental.orderId);
      const state = stateOf(order);
      const shop = await settings.read(tx);
      // The line as it is now, under the locks: staff may have changed its price since it was
      // read. What it added after the charge and the counter has not taken yet was never paid:
      // it is not refunded, nor kept as a fee (decision 069); those dues end with the line.
      const owedCents = await owedOfLine(tx, state, rental.id);
      const lineCents = (await lineTotalCents(tx, rental.id)) - owedCents;
      const paid = order.totals.paidCents > 0 && rental.cancelledAt === null;
      const cancellation = await cancellationRulesOf(tx, shop, rental.id);
      const rules = rulesOn(cancellation, rental.dateFrom, lineCents, calendar.today(), paid);
      // The line is no longer live here: nothing more to take off.
      const refundCents = Math.min(rules.ruleRefundCents, await owedBackAfter(tx, state, 0, rules.feeCents));
      const row =
        refundCents > 0
          ? await addRefund(tx, order, refundCents, { rentalId: rental.id }, by.isAdmin ? by.id : null)
          : null;
      // What the rules kept of a paid line stays part of what the order costs (decision 062).
      await addFee(tx, order.id, 'cancellation_fee', rules.feeCents, {
        rentalId: rental.id,
        paymentId: row?.id ?? null,
      });
      await endGoodwillBeyondCost(tx, order.id, { rentalId: rental.id });
      await correctOnAccount(tx, deps.invoicing, order.id);
      if (!row) return;
      if (by.isAdmin) {
        await auditRefund(tx, by, order.id, { after: moneySnapshot(order, row) });
      }
    },

    /**
     * A rental shortened or moved to fewer charged days (decision 048): what it takes off
     * comes back by the cancellation rules, counted from the line's original first day, as
     * cancelling it would; never more than the order has paid and not yet had back. The quote,
     * and the hook flows/reschedule.ts runs in the change's transaction (the refund row tied to
     * the change). Nothing moves for an order not paid: the lower total is what will be due.
     */
    changeRefunds: {
      quote: async (line: ChangedLine, removed: number): Promise<ChangeRefund> => {
        const [shop, state] = await Promise.all([settings.read(), readState(db, line.orderId)]);
        const paid = state.totals.paidCents > 0;
        const rules = rulesOn(shop.cancellation, line.firstDay, removed, calendar.today(), paid);
        const owedBack = await owedBackAfter(db, state, Math.max(0, removed), rules.feeCents);
        return { refundCents: Math.min(rules.ruleRefundCents, owedBack), percent: rules.percent, paid };
      },
      refund: async (tx: Executor, line: ChangedLine, removed: number, changeId: number, by: Requester) => {
        if (removed <= 0) return { refundCents: 0, percent: 0, paid: false };
        const order = await lockOrder(tx, line.orderId);
        const shop = await settings.read(tx);
        const paid = order.totals.paidCents > 0;
        const rules = rulesOn(shop.cancellation, line.firstDay, removed, calendar.today(), paid);
        // The line already charges its new days here: nothing more to take off.
        const refundCents = Math.min(rules.ruleRefundCents, await owedBackAfter(tx, stateOf(order), 0, rules.feeCents));
        const cause = { rentalId: line.rentalId, rentalChangeId: changeId };
        const row = refundCents > 0 ? await addRefund(tx, order, refundCents, cause, by.isAdmin ? by.id : null) : null;
        // What the rules kept of the days taken off a paid line (decision 062).
        await addFee(tx, order.id, 'change_fee', rules.feeCents, { ...cause, paymentId: row?.id ?? null });
        await endGoodwillBeyondCost(tx, order.id, cause);
        await correctOnAccount(tx, deps.invoicing, order.id);
        if (row && by.isAdmin) {
          await auditRefund(tx, by, order.id, { after: moneySnapshot(order, row) });
        }
        return { refundCents, percent: rules.percent, paid };
      },
    } satisfies ChangeMoney,
  };
}

export type Refunds = ReturnType<typeof createRefunds>;
