import { sql } from 'drizzle-orm';
import { todayIn } from '../../shared/calendar-date';
import { piecesOf } from '../../shared/kits';
import { daysLate, lateFeeCents } from '../../shared/late-fee';
import { fromCents, toCents } from '../../shared/money';
import { lateFeeRuleOf } from '../../shared/schemas/settings';
import { readEvent } from '../events';
import type { RentalReader } from '../rentals/service';
import type { Mail } from './mailer';
import { orderMailContext, type OrderMailDeps } from './order-mail-context';
import type { PaymentChannel } from './templates/order-parts';
import type { ReturnFinding, ReturnLateFee } from './templates/rental-returned';

/*
 * The mail of a return at the desk (flows/check-in.ts) with something to tell the customer: units
 * found damaged or not returned, a late fee charged, or both, in one mail for the one check-in.
 * It is written a while after the check-in (event-mails.ts), once the desk has sent the photos it
 * uploads after it, and tells what the check-in recorded: the incident's units, the late fee's
 * ledger row and its invoice all carry the check-in transaction's one now(), which is also its
 * event's `occurred_at`; the mail reads them back by it. The fee is the one charged, whatever
 * the desk decided (never worked out again here).
 */

/** What the check-in of event `eventId` wrote, read back by its moment. */
type ReturnRow = {
  findings: { itemId: number; condition: ReturnFinding['condition']; note: string }[] | null;
  photos: number;
  fee: { id: number; amountCents: number; channel: PaymentChannel } | null;
};

export function createReturnMail(deps: OrderMailDeps & { rentals: RentalReader; timeZone: string }) {
  const { db, settings } = deps;
  const { load, withInvoice } = orderMailContext(deps);

  return async function returned(eventId: number): Promise<Mail | null> {
    const { rentalReturnedMail } = await import('./templates/all');
    const recorded = await readEvent(db, eventId);
    if (recorded?.event.type !== 'rental.checked_in') return null;
    const { rentalId, orderId, itemIds } = recorded.event;
    const {
      rows: [step],
    } = await db.execute<ReturnRow>(sql`
      WITH e AS (SELECT occurred_at FROM domain_events WHERE id = ${eventId})
      SELECT
        (SELECT json_agg(json_build_object('itemId', u.item_id, 'condition', u.condition, 'note', u.note) ORDER BY u.id)
           FROM incident_units u JOIN incidents i ON i.id = u.incident_id
          WHERE i.rental_id = ${rentalId} AND u.recorded_at = e.occurred_at) AS findings,
        (SELECT count(*)::int FROM incident_photos p JOIN incidents i ON i.id = p.incident_id
          WHERE i.rental_id = ${rentalId} AND p.created_at >= e.occurred_at) AS photos,
        (SELECT json_build_object('id', p.id, 'amountCents', p.amount_cents, 'channel', p.channel)
           FROM payments p
          WHERE p.order_id = ${orderId} AND p.kind = 'late_fee' AND p.state <> 'failed'
            AND p.created_at = e.occurred_at
          ORDER BY p.id DESC LIMIT 1) AS fee
      FROM e`);
    const findings = step?.findings ?? [];
    const fee = step?.fee ?? null;
    // A clean return in time: the rental's page says it all.
    if (!step || (findings.length === 0 && !fee)) return null;
    const loaded = await load(orderId);
    const rental = loaded && (await deps.rentals.find(rentalId, loaded.language));
    if (!loaded || !rental) return null;
    const { order, to, language } = loaded;

    const unitOf = (itemId: number) => {
      const unit = rental.items.find((item) => item.id === itemId);
      if (!unit) return String(itemId);
      return rental.isKit ? `${unit.productName} ${unit.serialNumber}` : unit.serialNumber;
    };

    let lateFee: Omit<ReturnLateFee, 'invoice'> | undefined;
    if (fee) {
      // The days late as the check-in counted them: from the rental's last day to the day its units came back.
      const back = rental.items.filter((item) => itemIds.includes(item.id) && item.checkedInAt !== null);
      const backOn = todayIn(deps.timeZone, new Date(back[0]?.checkedInAt ?? recorded.occurredAt));
      const days = daysLate(rental.dateTo, backOn);
      const perDayCents = lateFeeCents(lateFeeRuleOf((await settings.read()).lateFees), toCents(rental.dailyPrice), 1);
      const unitsPerKit = rental.isKit ? Math.max(1, Math.round(rental.items.length / rental.quantity)) : 1;
      const pieces = piecesOf(back.length, unitsPerKit);
      // The count is shown only when it is what was charged (a fee the desk reduced is not).
      const counted = pieces * days * perDayCents === fee.amountCents;
      lateFee = {
        amount: fromCents(fee.amountCents),
        daysLate: days,
        channel: fee.channel,
        ...(counted
          ? {
              counted: {
                pieces,
                perDay: fromCents(perDayCents),
                per: rental.isKit ? ('kit' as const) : ('unit' as const),
              },
            }
          : {}),
      };
    }

    // Damage or a loss leaves the rental's deposit to staff (flows/check-in.ts, returnDeposit): the
    // rental's share as booked, as far as the order still holds it (not kept, not returned).
    const orderHolds = toCents(order.deposit.taken) - toCents(order.deposit.kept) - toCents(order.deposit.returned);
    const heldCents = findings.length > 0 ? Math.min(toCents(rental.deposit) * rental.quantity, orderHolds) : 0;
    const write = (invoice: ReturnLateFee['invoice']) =>
      rentalReturnedMail(language, {
        to,
        productName: rental.productName,
        reference: order.reference,
        dates: { dateFrom: rental.dateFrom, dateTo: rental.dateTo },
        findings: findings.map((finding) => ({
          unit: unitOf(finding.itemId),
          condition: finding.condition,
          note: finding.note,
        })),
        photos: step.photos,
        depositHeld: fromCents(Math.max(0, heldCents)),
        damageWaiver: toCents(rental.damageWaiver) > 0,
        ...(lateFee ? { lateFee: { ...lateFee, ...(invoice ? { invoice } : {}) } } : {}),
        rentalUrl: deps.link(`/account/rental-requests/${rental.id}`),
      });
    return fee ? withInvoice(fee.id, write) : write(undefined);
  };
}
