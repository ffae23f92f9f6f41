import { and, eq, inArray, ne } from 'drizzle-orm';
import { asLanguage } from '../../shared/languages';
import { fromCents } from '../../shared/money';
import { removedCents as removedCentsOf } from '../../shared/reschedule-rules';
import type { Database } from '../db/client';
import { user } from '../db/schema/auth';
import { payments } from '../db/schema/payments';
import { rentalChanges, rentals } from '../db/schema/rentals';
import type { RentalReader } from '../rentals/service';
import type { Mail } from './mailer';
import { type InvoiceReader, invoiceAttachment } from './order-mail-context';
import { unitLabels } from './unit-labels';

/*
 * The mail of a rental shortened or moved: written from its rental_changes row, the
 * rental as it is now and the refund tied to the change, which it carries with its credit note
 * (the refund's own mail is not sent for it: order-mails.ts).
 */
export function createRentalChangeMails(deps: {
  db: Database;
  rentals: RentalReader;
  invoices: InvoiceReader;
  link: (path: string) => string;
}) {
  const { db } = deps;

  return {
    async rescheduled(changeId: number): Promise<Mail | null> {
      const { rentalRescheduledMail } = await import('./templates/all');
      const [change] = await db
        .select({
          rentalId: rentalChanges.rentalId,
          orderId: rentals.orderId,
          kind: rentalChanges.kind,
          dateFromBefore: rentalChanges.dateFromBefore,
          dateToBefore: rentalChanges.dateToBefore,
          dateFromAfter: rentalChanges.dateFromAfter,
          dateToAfter: rentalChanges.dateToAfter,
          chargedDaysBefore: rentalChanges.chargedDaysBefore,
          chargedDaysAfter: rentalChanges.chargedDaysAfter,
          dailyPriceCents: rentals.dailyPriceCents,
          dailyPriceCentsBefore: rentalChanges.dailyPriceCentsBefore,
          language: user.language,
        })
        .from(rentalChanges)
        .innerJoin(rentals, eq(rentals.id, rentalChanges.rentalId))
        .innerJoin(user, eq(user.id, rentals.userId))
        .where(eq(rentalChanges.id, changeId));
      // Only a change of dates by reschedule is this mail's (an extension has its own).
      if (!change || (change.kind !== 'shorten' && change.kind !== 'move')) return null;
      const language = asLanguage(change.language);
      const rental = await deps.rentals.find(change.rentalId, language);
      // Cancelled since: its cancellation is what the customer sees now.
      if (!rental || rental.cancelledAt !== null) return null;
      const moved = await db
        .select({
          id: payments.id,
          kind: payments.kind,
          channel: payments.channel,
          amountCents: payments.amountCents,
          changeId: payments.rentalChangeId,
        })
        .from(payments)
        .where(
          and(
            eq(payments.orderId, change.orderId),
            inArray(payments.kind, ['charge', 'refund']),
            ne(payments.state, 'failed'),
          ),
        );
      const charge = moved.find((row) => row.kind === 'charge');
      const refund = moved.find((row) => row.kind === 'refund' && row.changeId === changeId);
      const removedCents = removedCentsOf(
        {
          // A change from before the line was re-priced by its dates kept its daily price.
          before: {
            chargedDays: change.chargedDaysBefore,
            dailyPriceCents: change.dailyPriceCentsBefore ?? change.dailyPriceCents,
          },
          after: { chargedDays: change.chargedDaysAfter, dailyPriceCents: change.dailyPriceCents },
        },
        rental.quantity,
      );
      const refundCents = refund?.amountCents ?? 0;
      const doc = refund ? await deps.invoices.forPayment(refund.id) : null;
      const mail = await rentalRescheduledMail(language, {
        to: { email: rental.userEmail, name: rental.userName },
        productName: rental.productName,
        kind: change.kind,
        before: { dateFrom: change.dateFromBefore, dateTo: change.dateToBefore },
        after: { dateFrom: change.dateFromAfter, dateTo: change.dateToAfter },
        total: rental.total,
        money: charge
          ? {
              paid: true,
              refund: fromCents(refundCents),
              percent: removedCents > 0 ? Math.round((refundCents * 100) / removedCents) : 0,
              channel: refund?.channel ?? charge.channel,
            }
          : { paid: false },
        serialNumbers: unitLabels(rental),
        rentalUrl: deps.link(`/account/rental-requests/${rental.id}`),
        ...(doc ? { invoice: { number: doc.number, kind: doc.kind } } : {}),
      });
      return doc ? { ...mail, attachments: [await invoiceAttachment(doc)] } : mail;
    },
  };
}
