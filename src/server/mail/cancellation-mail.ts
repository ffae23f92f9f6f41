import { sql } from 'drizzle-orm';
import { fromCents, toCents, toSignedCents } from '../../shared/money';
import type { Mail } from './mailer';
import { invoiceAttachment, orderMailContext, type OrderMailDeps } from './order-mail-context';
import type { PaymentChannel } from './templates/order-parts';
import type { CancellationMoney } from './templates/rental-cancelled';

/*
 * The mail of a cancellation (flows/cancel-line.ts): one per cancelling step, whoever took it.
 * A step cancels one line, or several at once (an order given up, staff clearing a customer's open
 * rentals), each publishing rental.cancelled, and with the last live line order.cancelled: the
 * mail is the first line's, telling every line of the order the step took, and the others send
 * none. What a step did is what its transaction wrote: the lines' `cancelled_at`, the refunds,
 * the fees the rules kept and the credit notes all carry the transaction's one now(), so the mail
 * reads them back by it and never works out a refund of its own.
 */

/** What one cancelling step wrote for the order of the line `rentalId`, read back by its moment. */
type StepRow = {
  order_id: number;
  line_ids: number[];
  order_cancelled: boolean;
  refunds: { amountCents: number; channel: PaymentChannel }[] | null;
  kept_cents: number;
  credit_note_ids: number[] | null;
};

export function createCancellationMail(deps: OrderMailDeps) {
  const { db } = deps;
  const { load, orderUrl } = orderMailContext(deps);

  return async function cancelled(rentalId: number): Promise<Mail | null> {
    const { rentalCancelledMail } = await import('./templates/all');
    const {
      rows: [step],
    } = await db.execute<StepRow>(sql`
      WITH this AS (SELECT order_id, cancelled_at FROM rentals WHERE id = ${rentalId} AND cancelled_at IS NOT NULL)
      SELECT this.order_id,
        (SELECT array_agg(r.id ORDER BY r.id) FROM rentals r
          WHERE r.order_id = this.order_id AND r.cancelled_at = this.cancelled_at) AS line_ids,
        coalesce(o.cancelled_at = this.cancelled_at, false) AS order_cancelled,
        (SELECT json_agg(json_build_object('amountCents', p.amount_cents, 'channel', p.channel) ORDER BY p.id)
           FROM payments p
          WHERE p.order_id = this.order_id AND p.kind = 'refund' AND p.state <> 'failed'
            AND p.rental_change_id IS NULL AND p.created_at = this.cancelled_at) AS refunds,
        (SELECT coalesce(sum(a.amount_cents), 0)::int FROM order_adjustments a
          WHERE a.order_id = this.order_id AND a.kind = 'cancellation_fee' AND a.created_at = this.cancelled_at) AS kept_cents,
        (SELECT array_agg(i.id ORDER BY i.id) FROM invoices i
          WHERE i.order_id = this.order_id AND i.kind = 'credit_note' AND i.issued_at = this.cancelled_at) AS credit_note_ids
      FROM this JOIN orders o ON o.id = this.order_id`);
    // Not cancelled (or gone), or another line of the same step tells it.
    if (!step || step.line_ids[0] !== rentalId) return null;
    const loaded = await load(step.order_id);
    if (!loaded) return null;
    const { order, to, language } = loaded;
    const lines = order.rentals
      .filter((rental) => step.line_ids.includes(rental.id))
      .map((rental) => ({
        productName: rental.productName,
        dates: { dateFrom: rental.dateFrom, dateTo: rental.dateTo },
        total: rental.total,
      }));
    if (lines.length === 0) return null;

    const docs = (await Promise.all((step.credit_note_ids ?? []).map((id) => deps.invoices.read(id)))).filter(
      (doc) => doc !== null,
    );
    const refunds = step.refunds ?? [];
    const refundedCents = refunds.reduce((sum, row) => sum + row.amountCents, 0);
    const money: CancellationMoney =
      refundedCents > 0
        ? {
            kind: 'refund',
            refunded: fromCents(refundedCents),
            channel: refunds.at(-1)!.channel,
            kept: fromCents(step.kept_cents),
          }
        : step.kept_cents > 0
          ? { kind: 'kept', kept: fromCents(step.kept_cents) }
          : docs.length > 0
            ? { kind: 'credited', credited: fromCents(docs.reduce((sum, doc) => sum + doc.totals.grossCents, 0)) }
            : toCents(order.paid) === 0
              ? { kind: 'nothing-paid' }
              : { kind: 'nothing-back' };
    const balanceCents = toSignedCents(order.balanceDue);

    const [mail, ...attachments] = await Promise.all([
      rentalCancelledMail(language, {
        to,
        reference: order.reference,
        orderCancelled: step.order_cancelled,
        lines,
        money,
        stillDue: fromCents(Math.max(0, balanceCents)),
        orderUrl: orderUrl(order),
        creditNotes: docs.map((doc) => ({ number: doc.number, kind: doc.kind })),
      }),
      ...docs.map((doc) => invoiceAttachment(doc)),
    ]);
    return attachments.length > 0 ? { ...mail, attachments } : mail;
  };
}
