import { eq } from 'drizzle-orm';
import type { IsoDate } from '../../shared/calendar-date';
import { fromCents, toCents } from '../../shared/money';
import { refundByRules } from '../../shared/refund-rules';
import type { CancellationRefund, TakenChannel } from '../../shared/schemas/payments';
import type { Rental } from '../../shared/schemas/rental';
import type { ShopSettings } from '../../shared/schemas/settings';
import { type Actor, recordAudit } from '../audit/record';
import type { Database, Executor } from '../db/client';
import { orderAdjustments, type PaymentRow, payments } from '../db/schema/payments';
import { ConflictError, NotFoundError } from '../domain-errors';
import type { Publish } from '../events/publish';
import type { Invoicing } from '../invoices/issue';
import type { JobQueue } from '../jobs/queue';
import { adjustmentsOf, balanceDueCents } from '../orders/order-money';
import type { Requester } from '../rentals/requester';
import type { ChangedLine, ChangeMoney, ChangeRefund } from '../rentals/reschedule';
import type { SettingsService } from '../settings/service';
import type { ShopCalendar } from '../shop-calendar';
import {
  addMovement,
  chargeOf,
  lineTotalCents,
  type LockedOrder,
  lockOrder,
  moneySnapshot,
  owedBackAfter,
  owedOfLine,
  readState,
  refundableCents,
  stateOf,
} from './order-ledger';
import { refundJobKey, STRIPE_REFUND_TASK, type StripeRefundJob } from './refund-task';

/*
 * Refunds (decision 043). A refund goes back the way the money came: through Stripe when the
 * order was paid online (a pending row and the job that asks Stripe, refund-task.ts), else at
 * the counter, where it is pending, owed to the customer, until an administrator marks it given.
 * A customer's cancellation of a paid line refunds by the shop's cancellation rules
 * (shared/refund-rules.ts); an administrator refunds any part of what is left by hand, with a reason.
 * Never more than was paid and not yet refunded: every refund is decided under the order's lock.
 */

type Deps = { publish: Publish; jobs: JobQueue; settings: SettingsService; invoicing: Invoicing };

/** A refund goes back the way the money came: the order's charge, else its last part payment. */
function refundChannelOf(order: LockedOrder): PaymentRow['channel'] {
  const paidBy = chargeOf(order) ?? order.rows.findLast((row) => row.kind === 'part_payment');
  return paidBy?.channel ?? 'cash';
}

/**
 * The shop's cancellation rules on `cents` taken off a line whose first day is `firstDay`: what
 * they give back and what they keep as a fee. They apply to an order with money paid; one with
 * nothing paid simply costs less.
 */
function rulesOn(settings: ShopSettings, firstDay: IsoDate, cents: number, today: IsoDate, paid: boolean) {
  if (!paid || cents <= 0) return { ruleRefundCents: 0, feeCents: 0, percent: 0 };
  const rule = refundByRules(settings.cancellation, firstDay, cents, today);
  return { ruleRefundCents: rule.refundCents, feeCents: cents - rule.refundCents, percent: rule.percent };
}

/** One adjustment of what an order costs (db/schema/payments.ts); nothing for a zero. */
async function addFee(
  tx: Executor,
  orderId: number,
  kind: 'cancellation_fee' | 'change_fee' | 'goodwill',
  amountCents: number,
  link: { rentalId?: number; rentalChangeId?: number; paymentId?: number | null },
) {
  if (amountCents === 0) return;
  await tx.insert(orderAdjustments).values({ orderId, kind, amountCents, ...link });
}

export function createRefunds(db: Database, calendar: ShopCalendar, deps: Deps) {
  const { publish, jobs, settings, invoicing } = deps;

  /**
   * Adds a pending refund the way the order was paid, its Stripe job if online, and the event.
   * `creditCents` of it correct the invoice with a credit note (all of it unless said): money
   * paid beyond what the order costs was never invoiced, so giving it back credits nothing.
   */
  async function addRefund(
    tx: Executor,
    order: LockedOrder,
    amountCents: number,
    cause:
      | { rentalId: number; rentalChangeId?: number }
      | { reason: string }
      | { rentalId: number; lineChange: 'price' | 'quantity'; reason: string | null },
    actorId: string | null,
    creditCents = amountCents,
  ): Promise<PaymentRow> {
    // No reason written for a cancellation: the refund mail explains the shop's rules in the
    // customer's language, where a stored sentence would be shown as written, in one language.
    const reason = 'reason' in cause ? cause.reason : null;
    const row = await addMovement(tx, {
      orderId: order.id,
      kind: 'refund',
      channel: refundChannelOf(order),
      state: 'pending',
      amountCents,
      reason,
      actorId,
      rentalChangeId: 'rentalChangeId' in cause ? cause.rentalChangeId : null,
    });
    // Through Stripe, its event (order.refunded, and so the customer's mail) comes once Stripe
    // has accepted it (stripe-refund-job.ts); a refund owed at the counter has it now.
    if (row.channel === 'stripe') {
      await jobs.add(
        STRIPE_REFUND_TASK,
        { paymentId: row.id } satisfies StripeRefundJob,
        { jobKey: refundJobKey(row.id) },
        tx,
      );
    } else {
      await publish({ type: 'order.refunded', orderId: order.id, paymentId: row.id }, tx);
    }
    // A refund corrects the order's invoice with a credit note, in its transaction.
    if (creditCents > 0) {
      await invoicing.forRefund(
        tx,
        order.id,
        creditCents === row.amountCents ? row : { ...row, amountCents: creditCents },
        'rentalChangeId' in cause ? { rentalId: cause.rentalId, dateChange: true } : cause,
      );
    }
    return row;
  }

  return {
    addRefund,

    /** GET /api/rentals/{id}/cancellation-refund: what cancelling the (customer's own) rental now gives back. */
    async quote(rental: Rental): Promise<CancellationRefund> {
      const [shop, state] = await Promise.all([settings.read(), readState(db, rental.orderId)]);
      const paid = state.totals.paidCents > 0;
      if (rental.cancelledAt !== null) return { refund: fromCents(0), percent: 0, paid };
      const owedCents = await owedOfLine(db, state, rental.id);
      const rules = rulesOn(shop, rental.dateFrom, toCents(rental.total) - owedCents, calendar.today(), paid);
      const owedBack = await owedBackAfter(db, state, toCents(rental.total), rules.feeCents, owedCents);
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
      const rules = rulesOn(shop, rental.dateFrom, lineCents, calendar.today(), paid);
      // The line is no longer live here: nothing more to take off.
      const refundCents = Math.min(rules.ruleRefundCents, await owedBackAfter(tx, state, 0, rules.feeCents));
      const row =
        refundCents > 0
          ? await addRefund(tx, order, refundCents, { rentalId: rental.id }, by.isAdmin ? by.id : null)
          : null;
      // What the rules kept of a paid line stays part of what the order costs (decision 062).
      await addFee(tx, order.id, 'cancellation_fee', rules.feeCents, { rentalId: rental.id, paymentId: row?.id ?? null });
      if (!row) return;
      if (by.isAdmin) {
        await recordAudit(tx, {
          actor: by,
          action: 'refund',
          entity: 'order',
          entityId: order.id,
          after: moneySnapshot(order, row),
        });
      }
    },

    /**
     * A rental shortened or moved to fewer charged days (decision 048): what it takes off
     * comes back by the cancellation rules, counted from the line's original first day, as
     * cancelling it would; never more than the order has paid and not yet had back. The quote,
     * and the hook rentals/reschedule.ts runs in the change's transaction (the refund row tied to
     * the change). Nothing moves for an order not paid: the lower total is what will be due.
     */
    changeRefunds: {
      quote: async (line: ChangedLine, removed: number): Promise<ChangeRefund> => {
        const [shop, state] = await Promise.all([settings.read(), readState(db, line.orderId)]);
        const paid = state.totals.paidCents > 0;
        const rules = rulesOn(shop, line.firstDay, removed, calendar.today(), paid);
        const owedBack = await owedBackAfter(db, state, Math.max(0, removed), rules.feeCents);
        return { refundCents: Math.min(rules.ruleRefundCents, owedBack), percent: rules.percent, paid };
      },
      refund: async (tx: Executor, line: ChangedLine, removed: number, changeId: number, by: Requester) => {
        if (removed <= 0) return { refundCents: 0, percent: 0, paid: false };
        const order = await lockOrder(tx, line.orderId);
        const shop = await settings.read(tx);
        const paid = order.totals.paidCents > 0;
        const rules = rulesOn(shop, line.firstDay, removed, calendar.today(), paid);
        // The line already charges its new days here: nothing more to take off.
        const refundCents = Math.min(rules.ruleRefundCents, await owedBackAfter(tx, stateOf(order), 0, rules.feeCents));
        const cause = { rentalId: line.rentalId, rentalChangeId: changeId };
        const row = refundCents > 0 ? await addRefund(tx, order, refundCents, cause, by.isAdmin ? by.id : null) : null;
        // What the rules kept of the days taken off a paid line (decision 062).
        await addFee(tx, order.id, 'change_fee', rules.feeCents, { ...cause, paymentId: row?.id ?? null });
        if (row && by.isAdmin) {
          await recordAudit(tx, {
            actor: by,
            action: 'refund',
            entity: 'order',
            entityId: order.id,
            after: moneySnapshot(order, row),
          });
        }
        return { refundCents, percent: rules.percent, paid };
      },
    } satisfies ChangeMoney,

    /** An administrator's refund of part or all of what is left; 409 REFUND_EXCEEDS_PAID beyond it. */
    async byHand(actor: Actor, orderId: number, input: { amountCents: number; reason: string }): Promise<void> {
      await db.transaction(async (tx) => {
        const order = await lockOrder(tx, orderId);
        const left = refundableCents(order.totals);
        if (input.amountCents > left) {
          throw new ConflictError(
            'REFUND_EXCEEDS_PAID',
            order.totals.paidCents === 0
              ? 'Nothing was paid for this order.'
              : `Only ${fromCents(left)} of what was paid has not been refunded.`,
          );
        }
        // Money paid beyond what the order costs is only given back; the rest is given by choice
        // and takes as much off the price (goodwill, credited on the invoice): the order stays settled.
        const cost = { liveCents: order.totalCents, adjustmentsCents: await adjustmentsOf(tx, orderId) };
        const excessCents = Math.min(input.amountCents, Math.max(0, -balanceDueCents(cost, order.totals)));
        const goodwillCents = input.amountCents - excessCents;
        const row = await addRefund(tx, order, input.amountCents, { reason: input.reason }, actor.id, goodwillCents);
        await addFee(tx, orderId, 'goodwill', -goodwillCents, { paymentId: row.id });
        await recordAudit(tx, {
          actor,
          action: 'refund',
          entity: 'order',
          entityId: orderId,
          after: moneySnapshot(order, row),
        });
      });
    },

    /**
     * A refund owed at the counter was handed over (in cash, on the terminal or by bank transfer,
     * which may differ from how the order was paid). 404 for a refund that is not this order's; 409
     * REFUND_NOT_AT_COUNTER for one through Stripe (its job settles it), REFUND_ALREADY_GIVEN
     * for one given already.
     */
    async markGiven(actor: Actor, orderId: number, paymentId: number, channel: TakenChannel): Promise<void> {
      await db.transaction(async (tx) => {
        const order = await lockOrder(tx, orderId);
        const refund = order.rows.find((row) => row.id === paymentId && row.kind === 'refund');
        if (!refund) throw new NotFoundError('Refund');
        if (refund.channel === 'stripe') {
          throw new ConflictError('REFUND_NOT_AT_COUNTER', 'This refund goes back through Stripe.');
        }
        if (refund.state !== 'pending') {
          throw new ConflictError('REFUND_ALREADY_GIVEN', 'This refund was already given.');
        }
        const [given] = await tx
          .update(payments)
          .set({ state: 'succeeded', channel })
          .where(eq(payments.id, paymentId))
          .returning();
        await recordAudit(tx, {
          actor,
          action: 'refund',
          entity: 'order',
          entityId: orderId,
          before: moneySnapshot(order, refund),
          after: moneySnapshot(order, given!),
        });
      });
    },
  };
}

export type Refunds = ReturnType<typeof createRefunds>;
